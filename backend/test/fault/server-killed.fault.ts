import type { CreateBookingResponse } from '@baan-talay/contracts';
import { burst, eventually } from './support/burst';
import { EventStoreInspector } from './support/event-store-inspector';
import { GuestApi } from './support/guest-api';
import { openVillaForBookings } from './support/owner-setup';
import { PrivatePostgres } from './support/private-postgres';
import { PrivateRedis } from './support/private-redis';
import { ProductProcess } from './support/product-process';

const BOOKINGS = 150;
const CONCURRENCY = 8;
const KILL_AFTER_ANSWERS = 40;

describe('server killed with SIGKILL in the middle of a burst of bookings', () => {
  let pg: PrivatePostgres;
  let redis: PrivateRedis;
  let product: ProductProcess;
  let inspector: EventStoreInspector;

  beforeAll(async () => {
    pg = await PrivatePostgres.start();
    redis = await PrivateRedis.start();
    product = await ProductProcess.start({ name: 'server-killed', databaseUrl: pg.databaseUrl('baantalay'), redisUrl: redis.url });
    inspector = await EventStoreInspector.connect(pg.databaseUrl('baantalay'));
  });

  afterAll(async () => {
    await inspector?.close();
    await product?.stop();
    await redis?.stopServer();
    pg?.destroy();
  });

  it('keeps every acknowledged booking exactly once, loses and doubles no event, and catches up', async () => {
    await openVillaForBookings(product.baseUrl);
    const guest = new GuestApi(product.baseUrl);
    await guest.loadVilla();
    let killed = false;
    const result = await burst<CreateBookingResponse>(
      BOOKINGS,
      CONCURRENCY,
      (i) => guest.createBooking(GuestApi.stay(i)),
      async (answered) => {
        if (answered >= KILL_AFTER_ANSWERS && !killed) {
          killed = true;
          await product.kill('SIGKILL');
        }
      },
    );
    const acknowledged = result.answered.filter((a) => a.status === 201).map((a) => a.body.data.booking._id);
    // Some requests were cut off by the kill, and nothing but 201s were answered before it.
    expect(killed).toBe(true);
    expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER_ANSWERS - CONCURRENCY);
    expect(result.failed.length).toBeGreaterThan(0);
    expect(result.answered.filter((a) => a.status !== 201)).toEqual([]);

    console.info(`${acknowledged.length} bookings acknowledged before the kill, ${result.failed.length} requests cut off`);
    await product.startServer();

    // The event store: one stream per booking with exactly one BookingCreated, versions 1..n.
    const streams = await inspector.streams('booking-');
    for (const id of acknowledged) {
      const stream = streams.get(`booking-${id}`);
      expect(stream?.types.filter((t) => t === 'BookingCreated')).toEqual(['BookingCreated']);
    }
    const created = [...streams.values()].filter((s) => s.types.includes('BookingCreated'));
    // Nothing beyond what was sent, and every request either fully landed or left nothing.
    expect(created.length).toBeLessThanOrEqual(BOOKINGS);
    expect(created.length).toBeGreaterThanOrEqual(acknowledged.length);

    // Projections and reactors reach the head again by themselves.
    await eventually('projections to catch up', 60_000, async () => ((await inspector.lagging()).length === 0 ? true : undefined));

    // The read model holds every stored booking exactly once: acknowledged ones and those whose
    // answer the kill swallowed alike.
    const rows = await inspector.query<{ id: string; n: number }>(
      `SELECT id::text, count(*)::int AS n FROM booking_view GROUP BY id`,
    );
    expect(rows.filter((r) => r.n !== 1)).toEqual([]);
    const ids = new Set(rows.map((r) => r.id));
    expect(acknowledged.filter((id) => !ids.has(id))).toEqual([]);
    expect(ids.size).toBe(created.length);
    console.info(`${created.length} bookings stored (${created.length - acknowledged.length} whose answer the kill swallowed), all in the read model`);

    // And the restarted server takes bookings again.
    const after = await guest.createBooking(GuestApi.stay(BOOKINGS + 1));
    expect(after.status).toBe(201);
  });
});
