import type { CreateBookingResponse } from '@baan-talay/contracts';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { Client } from 'pg';
import { GuestApi } from './support/guest-api';
import { openVillaForBookings } from './support/owner-setup';
import { PrivatePostgres } from './support/private-postgres';
import { PrivateRedis } from './support/private-redis';
import { ProductProcess, ROOT } from './support/product-process';

const PDF = Buffer.from('%PDF-1.4\n% a slip uploaded through instance A\n%%EOF\n');

describe('two instances on one database, and the CLI', () => {
  let pg: PrivatePostgres;
  let redis: PrivateRedis;

  beforeAll(async () => {
    pg = await PrivatePostgres.start();
    redis = await PrivateRedis.start();
  });

  afterAll(async () => {
    await redis?.stopServer();
    pg?.destroy();
  });

  it('a slip uploaded through one instance is served by the other (files live in Postgres)', async () => {
    const shared = { databaseUrl: pg.databaseUrl('baantalay'), redisUrl: redis.url, env: { SLIP_QR_CHECK: 'false' } };
    const a = await ProductProcess.start({ ...shared, name: 'shared-files-a' });
    const b = await ProductProcess.start({ ...shared, name: 'shared-files-b' });
    try {
      await openVillaForBookings(a.baseUrl);
      const guest = new GuestApi(a.baseUrl);
      await guest.loadVilla();
      const created = (await (await guest.createBooking(GuestApi.stay(3))).json()) as CreateBookingResponse;
      const { booking, accessToken } = created.data;
      const form = new FormData();
      form.append('bookingId', booking._id);
      form.append('slip', new Blob([PDF]), 'slip.pdf');
      const upload = await fetch(`${a.baseUrl}/api/upload/slip`, { method: 'POST', headers: { 'x-booking-token': accessToken }, body: form });
      expect(upload.status).toBe(201);
      const { paymentSlipUrl } = (await upload.json()) as { paymentSlipUrl: string };

      const served = await fetch(`${b.baseUrl}${paymentSlipUrl}`, { headers: { 'x-booking-token': accessToken } });
      expect(served.status).toBe(200);
      expect(Buffer.from(await served.arrayBuffer()).equals(PDF)).toBe(true);
    } finally {
      await b.stop();
      await a.stop();
    }
  });

  it('the CLI against a database that does not exist exits non-zero and creates nothing', async () => {
    const result = spawnSync(process.execPath, [join(ROOT, 'dist/backend/backend/src/cli/main.js'), 'projections:status'], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: pg.databaseUrl('baantalay_typo'), REDIS_URL: redis.url },
      encoding: 'utf8',
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Database "baantalay_typo" does not exist');
    const client = new Client({ connectionString: pg.url });
    await client.connect();
    try {
      const found = await client.query(`SELECT 1 FROM pg_database WHERE datname = 'baantalay_typo'`);
      expect(found.rowCount).toBe(0);
    } finally {
      await client.end();
    }
  });

  it('queues:status with a QUEUE_PREFIX no server uses says so, exits 3, and leaves Redis untouched', async () => {
    const result = spawnSync(process.execPath, [join(ROOT, 'dist/backend/backend/src/cli/main.js'), 'queues:status'], {
      cwd: ROOT,
      env: { ...process.env, REDIS_URL: redis.url, QUEUE_PREFIX: 'baantaly' },
      encoding: 'utf8',
    });
    expect(result.status).toBe(3);
    expect(result.stderr).toContain('No queue exists under QUEUE_PREFIX=baantaly');
    const keys = spawnSync('redis-cli', ['-p', String(redis.port), '--scan', '--pattern', 'baantaly:*'], { encoding: 'utf8' });
    expect(keys.stdout.trim()).toBe('');
  });
});
