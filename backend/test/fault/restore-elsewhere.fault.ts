import type { CreateBookingResponse, VillaDto } from '@baan-talay/contracts';
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import sharp from 'sharp';
import { eventually } from './support/burst';
import { GuestApi } from './support/guest-api';
import { PrivatePostgres } from './support/private-postgres';
import { PrivateRedis } from './support/private-redis';
import { ProductProcess, ROOT, SERVER_ENTRY } from './support/product-process';
import { openVillaForBookings } from './support/owner-setup';

const CLI_ENTRY = join(ROOT, 'dist/backend/backend/src/cli/main.js');
const PDF = Buffer.from('%PDF-1.4\n% a slip that must survive the restore\n%%EOF\n');
const OWNER = { name: 'Khun Malee', email: 'malee@baantalay.example', password: 'Coral-Lantern-Tide-81' };
// Both servers run with the same secrets, as a production deployment that keeps them outside the
// database would (README, "Backup and restore").
const SECRETS = { JWT_SECRET: randomBytes(32).toString('base64url'), DATA_MASTER_KEY: randomBytes(32).toString('base64'), SLIP_QR_CHECK: 'false' };

async function sql<T = Record<string, unknown>>(url: string, text: string): Promise<T[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows as T[];
  } finally {
    await client.end();
  }
}

/** The recipients of the e-mails an instance wrote to its outbox. */
function recipients(outboxDir: string): string[] {
  if (!existsSync(outboxDir)) return [];
  return readdirSync(outboxDir).flatMap((file) => /^To: (.*)$/m.exec(readFileSync(join(outboxDir, file), 'utf8'))?.[1] ?? []);
}

/** The README's commands, as an operator types them. */
function run(command: string, args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(command, args, { cwd: ROOT, env: { ...process.env, ...env }, encoding: 'utf8', timeout: 120_000 });
  return { status: result.status, out: `${result.stdout}${result.stderr}` };
}

describe('a backup restored onto a new PostgreSQL server (issue 28)', () => {
  let source: PrivatePostgres;
  let target: PrivatePostgres;
  let redis: PrivateRedis;
  const dumpDir = mkdtempSync(join(tmpdir(), 'baantalay-dump-'));

  beforeAll(async () => {
    [source, target, redis] = await Promise.all([PrivatePostgres.start(), PrivatePostgres.start(), PrivateRedis.start()]);
    // A server that has run a while: its transaction ids are far ahead of a new cluster's.
    await sql(source.url, 'BEGIN; SELECT pg_current_xact_id(); COMMIT; '.repeat(20_000));
  });
  afterAll(async () => {
    await redis?.stopServer();
    source?.destroy();
    target?.destroy();
    rmSync(dumpDir, { recursive: true, force: true });
  });

  it('refuses to start naming db:after-restore; after it every booking, slip and image is there and new bookings are read', async () => {
    const sourceUrl = source.databaseUrl('baantalay');
    const before = await ProductProcess.start({ databaseUrl: sourceUrl, redisUrl: redis.url, name: 'restore-source', env: SECRETS });
    const guests: Array<{ id: string; token: string }> = [];
    let slipUrl: string;
    let image: { url: string; bytes: Buffer };
    try {
      const call = (path: string, init: RequestInit = {}) => fetch(`${before.baseUrl}${path}`, init);
      const owner = (await (await call('/api/admin/auth/register', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(OWNER) })).json()) as { token: string };
      await openVillaForBookings(before.baseUrl, owner.token);
      const picture = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#2a7fb8' } }).png().toBuffer();
      const form = new FormData();
      form.append('backgroundImage', new Blob([picture], { type: 'image/png' }), 'sea.png');
      const set = await call('/api/admin/villa/background', { method: 'PATCH', headers: { authorization: `Bearer ${owner.token}` }, body: form });
      expect(set.status).toBe(200);
      const guest = new GuestApi(before.baseUrl);
      const villa = await guest.loadVilla();
      image = { url: (villa as VillaDto).backgroundImage!, bytes: Buffer.from(await (await call(villa.backgroundImage!)).arrayBuffer()) };
      for (let i = 0; i < 6; i++) {
        const created = (await (await guest.createBooking(GuestApi.stay(i))).json()) as CreateBookingResponse;
        expect((await guest.addCustomerInfo(created, `guest${i}@example.com`)).status).toBe(200);
        guests.push({ id: created.data.booking._id, token: created.data.accessToken });
      }
      const slip = new FormData();
      slip.append('bookingId', guests[0].id);
      slip.append('slip', new Blob([PDF]), 'slip.pdf');
      const upload = await call('/api/upload/slip', { method: 'POST', headers: { 'x-booking-token': guests[0].token }, body: slip });
      expect(upload.status).toBe(201);
      slipUrl = ((await upload.json()) as { paymentSlipUrl: string }).paymentSlipUrl;
    } finally {
      await before.stop();
    }
    const bookingsBefore = await sql(sourceUrl, 'SELECT id, status FROM booking_view ORDER BY id');
    expect(bookingsBefore).toHaveLength(6);

    const dump = join(dumpDir, 'baantalay.dump');
    expect(run('pg_dump', ['--format=custom', `--file=${dump}`, sourceUrl])).toMatchObject({ status: 0 });
    await sql(target.url, 'CREATE DATABASE baantalay');
    const targetUrl = target.databaseUrl('baantalay');
    expect(run('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${targetUrl}`, dump])).toMatchObject({ status: 0 });

    const env = { ...SECRETS, NODE_ENV: 'test', DATABASE_URL: targetUrl, REDIS_URL: redis.url, QUEUE_PREFIX: 'restored', PORT: '0' };
    const refused = run(process.execPath, [SERVER_ENTRY], env);
    expect(refused.status).toBe(1);
    expect(refused.out).toContain('restored from another server');
    expect(refused.out).toContain('npm run cli -- db:after-restore');

    const restamped = run(process.execPath, [CLI_ENTRY, 'db:after-restore'], env);
    expect(restamped).toMatchObject({ status: 0, out: expect.stringContaining('Re-stamped') });
    expect(restamped.out).toContain('booking-view: replayed');
    expect(await sql(targetUrl, 'SELECT id, status FROM booking_view ORDER BY id')).toEqual(bookingsBefore);

    const after = await ProductProcess.start({ databaseUrl: targetUrl, redisUrl: redis.url, name: 'restore-target', env: SECRETS });
    try {
      const guest = new GuestApi(after.baseUrl);
      for (const { id, token } of guests) expect((await guest.getBooking(id, token))._id).toBe(id);
      const slip = await fetch(`${after.baseUrl}${slipUrl!}`, { headers: { 'x-booking-token': guests[0].token } });
      expect(slip.status).toBe(200);
      expect(Buffer.from(await slip.arrayBuffer()).equals(PDF)).toBe(true);
      const served = await fetch(`${after.baseUrl}${image!.url}`);
      expect(served.status).toBe(200);
      expect(Buffer.from(await served.arrayBuffer()).equals(image!.bytes)).toBe(true);

      await guest.loadVilla();
      const created = (await (await guest.createBooking(GuestApi.stay(20))).json()) as CreateBookingResponse;
      expect((await guest.addCustomerInfo(created, 'after-restore@example.com')).status).toBe(200);
      expect((await guest.getBooking(created.data.booking._id, created.data.accessToken)).customerInfo?.email).toBe('after-restore@example.com');
      expect(await sql(targetUrl, 'SELECT count(*)::int AS n FROM booking_view')).toEqual([{ n: 7 }]);
      // The reactors' checkpoints moved with the log: the new guest is mailed, the restored ones not again.
      await eventually("the new guest's e-mail", 30_000, async () => (recipients(after.outboxDir).some((to) => to.includes('after-restore@')) ? true : undefined));
      expect(recipients(after.outboxDir).filter((to) => /guest\d@/.test(to))).toEqual([]);
    } finally {
      await after.stop();
    }
  });
});
