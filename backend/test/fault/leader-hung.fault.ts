import type { CreateBookingResponse } from '@baan-talay/contracts';
import { randomBytes } from 'node:crypto';
import { eventually, sleep } from './support/burst';
import { EventStoreInspector } from './support/event-store-inspector';
import { GuestApi } from './support/guest-api';
import { openVillaForBookings } from './support/owner-setup';
import { PrivatePostgres } from './support/private-postgres';
import { PrivateRedis } from './support/private-redis';
import { ProductProcess } from './support/product-process';

const LEASE_SECONDS = 5;

/**
 * Two instances on one Postgres and one Redis; the one running the subscriptions is frozen with
 * SIGSTOP. It keeps its connections and its advisory lock (the kernel still answers TCP keepalives
 * for a stopped process), so only its lapsed lease lets the other instance take over.
 */
describe('a subscriptions leader frozen with SIGSTOP', () => {
  let pg: PrivatePostgres;
  let redis: PrivateRedis;
  let first: ProductProcess;
  let second: ProductProcess;
  let inspector: EventStoreInspector;
  let frozen: number | undefined;

  beforeAll(async () => {
    pg = await PrivatePostgres.start();
    redis = await PrivateRedis.start();
    // One deployment: the same secret (booking tokens) and the same queues.
    const shared = { JWT_SECRET: `fault-${randomBytes(8).toString('hex')}`, QUEUE_PREFIX: `fault-${randomBytes(4).toString('hex')}`, LEADER_LEASE_SECONDS: String(LEASE_SECONDS) };
    const options = (name: string) => ({ name, databaseUrl: pg.databaseUrl('baantalay'), redisUrl: redis.url, env: { ...shared, INSTANCE_ID: name } });
    first = await ProductProcess.start(options('leader-hung-a'));
    await openVillaForBookings(first.baseUrl);
    inspector = await EventStoreInspector.connect(pg.databaseUrl('baantalay'));
    await eventually('the first instance to lead', 30_000, async () => ((await leaseHolder()) === 'leader-hung-a' ? true : undefined));
    second = await ProductProcess.start(options('leader-hung-b'));
  });

  afterAll(async () => {
    if (frozen) process.kill(frozen, 'SIGCONT');
    await inspector?.close();
    await Promise.all([first?.stop(), second?.stop()]);
    await redis?.stopServer();
    pg?.destroy();
  });

  const leaseHolder = async () => (await inspector.query<{ instance: string }>('SELECT instance FROM subscription_leader'))[0]?.instance;

  it('is replaced by the other instance, which serves read-your-writes again, and nothing is applied twice', async () => {
    const guest = new GuestApi(second.baseUrl);
    await guest.loadVilla();
    const before = (await (await guest.createBooking(GuestApi.stay(0))).json()) as CreateBookingResponse;
    expect((await guest.addCustomerInfo(before, 'before@example.com')).status).toBe(200);

    frozen = first.pid;
    process.kill(frozen!, 'SIGSTOP');
    const stoppedAt = Date.now();

    // Guests keep booking on the other instance; the follow-up call needs the booking's read model.
    const created: CreateBookingResponse[] = [];
    for (let i = 1; i <= 5; i++) {
      const response = await guest.createBooking(GuestApi.stay(i));
      expect(response.status).toBe(201);
      created.push((await response.json()) as CreateBookingResponse);
    }
    await eventually('the second instance to lead', 60_000, async () => ((await leaseHolder()) === 'leader-hung-b' ? true : undefined));
    const takeover = (Date.now() - stoppedAt) / 1000;
    for (const [i, booking] of created.entries()) {
      expect((await guest.addCustomerInfo(booking, `during-${i}@example.com`)).status).toBe(200);
    }
    const served = (Date.now() - stoppedAt) / 1000;
    console.info(`leader frozen: lease taken over after ${takeover.toFixed(1)} s, every booking made meanwhile readable after ${served.toFixed(1)} s (lease ${LEASE_SECONDS} s)`);
    // The frozen instance's connections were ended: it holds nothing now.
    const left = await inspector.query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = 'leader-hung-a'`);
    expect(left[0].n).toBe(0);

    // It wakes: it finds its connections gone, steps down, and serves HTTP again as a follower.
    process.kill(frozen!, 'SIGCONT');
    frozen = undefined;
    await first.waitForHealth(200, 60_000);
    await sleep(LEASE_SECONDS * 1000);
    expect(await leaseHolder()).toBe('leader-hung-b');
    const woken = new GuestApi(first.baseUrl);
    await woken.loadVilla();
    const answer = await woken.createBooking(GuestApi.stay(9));
    expect(answer.status).toBe(201);
    const after = (await answer.json()) as CreateBookingResponse;
    expect((await woken.addCustomerInfo(after, 'after@example.com')).status).toBe(200);

    // Every booking is in the read model exactly once, and the projections are at the head.
    await eventually('projections to catch up', 60_000, async () => ((await inspector.lagging()).length === 0 ? true : undefined));
    const rows = await inspector.query<{ id: string; n: number }>('SELECT id::text, count(*)::int AS n FROM booking_view GROUP BY id');
    expect(rows.filter((row) => row.n !== 1)).toEqual([]);
    const ids = new Set(rows.map((row) => row.id));
    for (const booking of [before, ...created, after]) expect(ids.has(booking.data.booking._id)).toBe(true);
    expect(ids.size).toBe(7);
  });
});
