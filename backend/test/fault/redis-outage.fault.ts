import type { CreateBookingResponse } from '@baan-talay/contracts';
import { quoteStay } from '@baan-talay/pricing';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { burst, eventually, sleep } from './support/burst';
import { EventStoreInspector } from './support/event-store-inspector';
import { GuestApi } from './support/guest-api';
import { openVillaForBookings } from './support/owner-setup';
import { PrivatePostgres } from './support/private-postgres';
import { PrivateRedis } from './support/private-redis';
import { ProductProcess } from './support/product-process';

const BOOKINGS = 30;
const OUTAGE_MS = 15_000;
/** A guest's browser gives up after this long; the finding was creates hanging past 30 s. */
const CLIENT_TIMEOUT_MS = 5_000;

const recipients = (dir: string): string[] => {
  try {
    return readdirSync(dir)
      .filter((file) => file.endsWith('.eml'))
      .map((file) => /^To: (.*)$/im.exec(readFileSync(join(dir, file), 'utf8'))?.[1]?.trim() ?? '');
  } catch {
    return [];
  }
};

/** Redis stopped while guests book: it is off the guest's request path. */
describe('Redis down in the middle of a burst of bookings', () => {
  let pg: PrivatePostgres;
  let redis: PrivateRedis;
  let product: ProductProcess;
  let inspector: EventStoreInspector;

  beforeAll(async () => {
    pg = await PrivatePostgres.start();
    redis = await PrivateRedis.start();
    product = await ProductProcess.start({
      name: 'redis-outage',
      databaseUrl: pg.databaseUrl('baantalay'),
      redisUrl: redis.url,
      env: { PAYMENT_RECONCILE_SECONDS: '5', EMAIL_RETRY_DELAY_MS: '500' },
    });
    await openVillaForBookings(product.baseUrl);
    inspector = await EventStoreInspector.connect(pg.databaseUrl('baantalay'));
  });

  afterAll(async () => {
    await inspector?.close();
    await product?.stop();
    await redis?.stopServer();
    pg?.destroy();
  });

  it('answers every create, commits none whose answer was an error, and mails no guest twice', async () => {
    const guest = new GuestApi(product.baseUrl);
    const villa = await guest.loadVilla();
    let outage: Promise<void> | null = null;
    const timings: number[] = [];
    const result = await burst<CreateBookingResponse>(
      BOOKINGS,
      3,
      async (i) => {
        const stay = GuestApi.stay(i);
        const started = Date.now();
        try {
          return await fetch(`${product.baseUrl}/api/booking`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              bookingDetails: { ...stay, rooms: villa.bedrooms, totalPrice: quoteStay({ ...stay, rooms: villa.bedrooms }, villa).total },
              paymentMethod: 'bank_transfer',
              specialRequests: '',
            }),
            signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS),
          });
        } finally {
          timings.push(Date.now() - started);
          await sleep(300);
        }
      },
      (answered) => {
        if (answered === 6 && !outage) outage = redis.stopServer().then(() => sleep(OUTAGE_MS)).then(() => redis.startServer());
      },
    );
    await outage;
    expect(outage).not.toBeNull();
    const slowest = Math.max(...timings);
    console.info(`${BOOKINGS} creates with Redis down ${OUTAGE_MS / 1000} s in the middle: slowest answer ${slowest} ms, ${result.failed.length} without an answer`);
    expect(result.failed).toEqual([]);
    expect(result.answered.filter((a) => a.status !== 201)).toEqual([]);

    // Exactly the acknowledged bookings are stored, each once: nothing committed behind an error.
    const created = await inspector.query<{ id: string }>(`SELECT stream_id AS id FROM es_events WHERE event_type = 'BookingCreated'`);
    expect(created).toHaveLength(BOOKINGS);

    // Each guest gives their address; each gets the "booking received" e-mail exactly once, though
    // Redis lost every job it held.
    for (const [n, answer] of result.answered.entries()) {
      expect((await guest.addCustomerInfo(answer.body, `outage-${n}@example.com`)).status).toBe(200);
    }
    await eventually('an e-mail to every guest', 90_000, async () => {
      const sent = recipients(product.outboxDir);
      return result.answered.every((_, n) => sent.some((to) => to.includes(`outage-${n}@`))) ? true : undefined;
    });
    // Two more reconciler passes: a repeat would show now.
    await sleep(12_000);
    const sent = recipients(product.outboxDir);
    const twice = result.answered.map((_, n) => `outage-${n}@`).filter((address) => sent.filter((to) => to.includes(address)).length > 1);
    expect(twice).toEqual([]);
  });
});
