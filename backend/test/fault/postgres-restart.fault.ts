import type { CreateBookingResponse } from '@baan-talay/contracts';
import { burst, eventually, sleep } from './support/burst';
import { EventStoreInspector } from './support/event-store-inspector';
import { GuestApi } from './support/guest-api';
import { openVillaForBookings } from './support/owner-setup';
import { PrivatePostgres } from './support/private-postgres';
import { PrivateRedis } from './support/private-redis';
import { ProductProcess } from './support/product-process';

describe('Postgres restarted under the running server', () => {
  let pg: PrivatePostgres;
  let redis: PrivateRedis;
  let product: ProductProcess;

  beforeAll(async () => {
    pg = await PrivatePostgres.start();
    redis = await PrivateRedis.start();
    product = await ProductProcess.start({ name: 'postgres-restart', databaseUrl: pg.databaseUrl('baantalay'), redisUrl: redis.url });
  });

  afterAll(async () => {
    await product?.stop();
    await redis?.stopServer();
    pg?.destroy();
  });

  it('goes red while the database is down, green again by itself, and keeps every acknowledged write', async () => {
    await openVillaForBookings(product.baseUrl);
    const guest = new GuestApi(product.baseUrl);
    await guest.loadVilla();
    let restarted: Promise<void> | null = null;
    let red: Record<string, unknown> | null = null;
    const load = burst<CreateBookingResponse>(120, 4, async (i) => {
      await sleep(20);
      return guest.createBooking(GuestApi.stay(i));
    }, (answered) => {
      if (answered === 30 && !restarted) {
        restarted = (async () => {
          pg.stopServer();
          red = await product.waitForHealth(503, 20_000);
          await sleep(2000);
          pg.startServer();
        })();
      }
    });
    const result = await load;
    await restarted;
    // A stranger's view: the status alone (details need an admin token, and the database is down).
    expect(red).toEqual({ status: 'error' });
    const green = await product.waitForHealth(200, 60_000);
    expect(green).toEqual({ status: 'ok' });

    // During the outage a request may fail, but only with a 503 (try again): never a 2xx that lied,
    // a 4xx that blamed the guest, or a 500 that reported a bug.
    const statuses = result.answered.reduce<Record<number, number>>((n, a) => ({ ...n, [a.status]: (n[a.status] ?? 0) + 1 }), {});
    console.info(`answers by status: ${JSON.stringify(statuses)}; network errors: ${result.failed.length}`);
    expect(result.answered.filter((a) => a.status !== 201 && a.status !== 503)).toEqual([]);
    const acknowledged = result.answered.filter((a) => a.status === 201).map((a) => a.body.data.booking._id);
    expect(acknowledged.length).toBeGreaterThanOrEqual(30);
    const inspector = await EventStoreInspector.connect(pg.databaseUrl('baantalay'));
    try {
      const streams = await inspector.streams('booking-');
      expect(acknowledged.filter((id) => !streams.get(`booking-${id}`)?.types.includes('BookingCreated'))).toEqual([]);
      await eventually('projections to catch up', 60_000, async () => ((await inspector.lagging()).length === 0 ? true : undefined));
      const rows = await inspector.query<{ id: string }>(`SELECT id::text FROM booking_view`);
      const ids = new Set(rows.map((r) => r.id));
      expect(acknowledged.filter((id) => !ids.has(id))).toEqual([]);
    } finally {
      await inspector.close();
    }

    // The server serves writes again without a restart of its own.
    const after = await guest.createBooking(GuestApi.stay(500));
    expect(after.status).toBe(201);
  });
});
