import type { BookingDto, CreateBookingResponse } from '@baan-talay/contracts';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { burst, eventually, sleep } from './support/burst';
import { GuestApi } from './support/guest-api';
import { openVillaForBookings } from './support/owner-setup';
import { PrivatePostgres } from './support/private-postgres';
import { PrivateRedis } from './support/private-redis';
import { ProductProcess } from './support/product-process';

const WINDOW_SECONDS = 25;
const BOOKINGS = 24;

/** Recipients of every .eml file written so far. */
function outboxRecipients(dir: string): string[] {
  let files: string[] = [];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.eml'));
  } catch {
    return [];
  }
  return files.map((f) => /^To: (.*)$/im.exec(readFileSync(join(dir, f), 'utf8'))?.[1]?.trim() ?? '');
}

describe('Redis restarted (all its keys lost) while guests are booking', () => {
  let pg: PrivatePostgres;
  let redis: PrivateRedis;
  let product: ProductProcess;

  beforeAll(async () => {
    pg = await PrivatePostgres.start();
    redis = await PrivateRedis.start();
    product = await ProductProcess.start({
      name: 'redis-restart',
      databaseUrl: pg.databaseUrl('baantalay'),
      redisUrl: redis.url,
      env: { PAYMENT_WINDOW_SECONDS: String(WINDOW_SECONDS), PAYMENT_RECONCILE_SECONDS: '5', EMAIL_RETRY_DELAY_MS: '500' },
    });
  });

  afterAll(async () => {
    await product?.stop();
    await redis?.stopServer();
    pg?.destroy();
  });

  it('still expires unpaid bookings and still sends their e-mails', async () => {
    await openVillaForBookings(product.baseUrl);
    const guest = new GuestApi(product.baseUrl);
    await guest.loadVilla();
    let restarted: Promise<void> | null = null;
    const booked: { booking: CreateBookingResponse; email: string }[] = [];
    await burst<CreateBookingResponse>(BOOKINGS, 2, async (i) => {
      const response = await guest.createBooking(GuestApi.stay(i));
      if (response.status !== 201) return response;
      const created = (await response.clone().json()) as CreateBookingResponse;
      const email = `guest-${i}@example.com`;
      const info = await guest.addCustomerInfo(created, email);
      if (info.status === 200) booked.push({ booking: created, email });
      if (i === BOOKINGS / 2 && !restarted) restarted = redis.restart(2000);
      await sleep(100);
      return response;
    });
    await restarted;
    expect(restarted).not.toBeNull();
    console.info(`${booked.length} unpaid bookings with contact details; Redis lost every key halfway through`);
    expect(booked.length).toBeGreaterThanOrEqual(BOOKINGS / 2);

    // Every unpaid booking expires, whether its expiry job was in Redis when it died or not.
    await eventually('every booking to expire', (WINDOW_SECONDS + 60) * 1000, async () => {
      const statuses = await Promise.all(
        booked.map(({ booking }) => guest.getBooking(booking.data.booking._id, booking.data.accessToken).then((b: BookingDto) => b.status)),
      );
      return statuses.every((s) => s === 'expired') ? true : undefined;
    });
    // And every guest got their e-mails (booking received, then expired), written to the outbox.
    await eventually('two e-mails per guest in the outbox', 60_000, async () => {
      const recipients = outboxRecipients(product.outboxDir);
      const missing = booked.filter(({ email }) => recipients.filter((to) => to.includes(email)).length < 2);
      return missing.length === 0 ? true : undefined;
    });
  });
});
