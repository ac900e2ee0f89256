import { Writable } from 'node:stream';
import Redis from 'ioredis';
import request from 'supertest';
import { CliContext } from '../../src/cli/cli-context';
import { runCli } from '../../src/cli/main';
import { bookingClient, inDays } from '../booking/support/booking-client';
import { registerFirstAdmin } from '../admin/support/admin-session';
import { startTestApp, TestApp } from '../support/test-app';
import { eventually } from './support/wait';

class Collect extends Writable {
  text = '';
  override _write(chunk: Buffer, _encoding: BufferEncoding, done: () => void): void {
    this.text += chunk.toString();
    done();
  }
}

async function queuesStatus(t: TestApp, ...flags: string[]): Promise<{ code: number; out: string }> {
  const stdout = new Collect();
  const code = await runCli(['queues:status', ...flags], new CliContext(t.config, { stdout, stderr: new Collect() }));
  return { code, out: stdout.text };
}

describe('queue status', () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp()));
  afterAll(() => t?.close());

  it('shows the waiting, delayed and failed jobs per queue in GET /api/health and queues:status', async () => {
    const admin = await registerFirstAdmin(t);
    await bookingClient(t).create(inDays(120), inDays(121));
    // A fresh booking has its expiry (30 minutes away) and its reminder waiting as delayed jobs.
    const health = await eventually('the delayed jobs in /api/health', async () => {
      const res = await request(t.http).get('/api/health').set(admin.auth).expect(200);
      return res.body.queues?.queues?.['payment-window']?.delayed === 2 ? res.body : null;
    });
    expect(health.queues).toMatchObject({ ok: true, prefix: t.config.queuePrefix, workers: true });
    expect(health.queues.queues.emails).toEqual({ waiting: 0, delayed: 0, active: 0, failed: 0, completed: 0 });

    const table = await queuesStatus(t);
    expect(table.code).toBe(0);
    expect(table.out).toContain(`Prefix: ${t.config.queuePrefix}`);
    expect(table.out).toMatch(/QUEUE\s+WAITING\s+DELAYED\s+ACTIVE\s+FAILED\s+COMPLETED/);
    expect(table.out).toMatch(/payment-window\s+0\s+2\s+0\s+0\s+0/);
    expect(table.out).toMatch(/emails\s+0\s+0\s+0\s+0\s+0/);
    // The external calendars' sync and conflict alerts (issue 16): listed beside the others.
    expect(table.out).toMatch(/calendar-sync\s+\d+\s+\d+\s+\d+\s+0\s+\d+/);

    const json = JSON.parse((await queuesStatus(t, '--json')).out);
    expect(json.queues).toContainEqual({ queue: 'payment-window', waiting: 0, delayed: 2, active: 0, failed: 0, completed: 0 });
    expect(json.queues.map((row: { queue: string }) => row.queue)).toEqual(['account-emails', 'balance-plan', 'calendar-alerts', 'calendar-sync', 'emails', 'guest-emails', 'owner-alerts', 'payment-window', 'tm30-reminders']);

    // Declared, not only found: a calendar queue BullMQ has not created (yet) is listed all the same.
    const redis = new Redis(t.config.redisUrl);
    await redis.del(`${t.config.queuePrefix}:calendar-alerts:meta`);
    await redis.quit();
    const declared = JSON.parse((await queuesStatus(t, '--json')).out);
    expect(declared.queues).toContainEqual({ queue: 'calendar-alerts', waiting: 0, delayed: 0, active: 0, failed: 0, completed: 0 });
  });
});
