import request from 'supertest';
import { dropDatabase } from '../../src/infrastructure/database/ensure-database';
import { bookingClient, CreatedBooking, inDays, PNG } from '../booking/support/booking-client';
import { ShiftedClock } from '../support/shifted-clock';
import { startTestApp, TestApp, testDatabaseUrl } from '../support/test-app';
import { projectionsCaughtUp } from '../admin/support/projections';
import { dueAt, expiryJob, runAt } from './support/jobs-probe';
import { deletePrefixKeys } from './support/redis-prefix';
import { eventually } from './support/wait';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const WINDOW_MINUTES = 30;

const status = async (t: TestApp, b: CreatedBooking): Promise<string> => (await bookingClient(t).get(b).expect(200)).body.status;
const deadlineOf = (b: CreatedBooking): string => b.body.data.booking.paymentDeadline;
const unavailable = async (t: TestApp, from: string, to: string): Promise<string[]> =>
  (await request(t.http).get(`/api/villa/availability?from=${from}&to=${to}`).expect(200)).body.unavailable;

/**
 * The application reads the time from a clock the test moves on: a window passes at once, while
 * BullMQ holds the job until its real time, which `runAt` brings forward.
 */
describe('payment window', () => {
  describe(`with a ${WINDOW_MINUTES}-minute window`, () => {
    const clock = new ShiftedClock();
    let t: TestApp;
    beforeAll(async () => (t = await startTestApp({ PAYMENT_WINDOW_SECONDS: String(WINDOW_MINUTES * 60) }, { clock })));
    afterAll(() => t?.close());

    it('expires the booking at its deadline through the delayed job, and frees its nights', async () => {
      const client = bookingClient(t);
      const [checkIn, checkOut] = [inDays(60), inDays(62)];
      const booking = await client.create(checkIn, checkOut);
      const deadline = Date.parse(deadlineOf(booking));
      expect(deadline - clock.now()).toBeGreaterThan((WINDOW_MINUTES - 1) * 60_000);
      expect(deadline - clock.now()).toBeLessThanOrEqual(WINDOW_MINUTES * 60_000);
      expect(Math.abs((await dueAt(t, clock, 'expire', booking.id, deadlineOf(booking))) - deadline)).toBeLessThan(1_000);
      expect(await unavailable(t, checkIn, checkOut)).toEqual([checkIn, inDays(61)]);

      await runAt(t, clock, deadline + 1, 'expire', booking.id, deadlineOf(booking));
      await eventually('the booking to expire', async () => (await status(t, booking)) === 'expired');
      const job = await eventually('the job to complete', async () => {
        const found = await expiryJob(t, booking.id, deadlineOf(booking));
        return found?.state === 'completed' ? found : null;
      });
      expect(job.job.returnvalue).toBe('expired');

      expect(await unavailable(t, checkIn, checkOut)).toEqual([]);
      await client.create(checkIn, checkOut);
    });

    it('never expires a booking whose slip is in review, even once its deadline has passed', async () => {
      const client = bookingClient(t);
      const booking = await client.create(inDays(70), inDays(71));
      const uploaded = await client.upload(booking, PNG).expect(201);
      await client.patch(booking, { paymentSlipUrl: uploaded.body.paymentSlipUrl, status: 'in_review' }).expect(200);

      await runAt(t, clock, Date.parse(deadlineOf(booking)) + 1, 'expire', booking.id, deadlineOf(booking));
      const job = await eventually('the expiry job to run', async () => {
        const found = await expiryJob(t, booking.id, deadlineOf(booking));
        return found?.state === 'completed' ? found : null;
      });
      expect(job.job.returnvalue).toBe('kept: in_review');
      // The read model has seen everything appended so far, the job's outcome included.
      await projectionsCaughtUp(t);
      expect(await status(t, booking)).toBe('in_review');
      expect(await unavailable(t, inDays(70), inDays(71))).toEqual([inDays(70)]);
    });
  });

  describe('when Redis loses its jobs', () => {
    const databaseUrl = testDatabaseUrl();
    const prefix = `test-lost-${process.pid}-${Date.now()}`;
    const env = { DATABASE_URL: databaseUrl, QUEUE_PREFIX: prefix, PAYMENT_WINDOW_SECONDS: String(WINDOW_MINUTES * 60) };
    const clock = new ShiftedClock();
    let t: TestApp | undefined;
    afterAll(async () => {
      await t?.close();
      await deletePrefixKeys(REDIS_URL, prefix);
      await dropDatabase(databaseUrl);
    });

    it('still expires the booking after a restart, and re-schedules a live window while running', async () => {
      t = await startTestApp(env, { clock });
      const first = await bookingClient(t).create(inDays(80), inDays(82));
      await eventually('the expiry job to be scheduled', async () => (await expiryJob(t!, first.id, deadlineOf(first)))?.state === 'delayed');
      await t.close();
      t = undefined;
      expect(await deletePrefixKeys(REDIS_URL, prefix)).toBeGreaterThan(0);
      // The deadline passes while the application is down.
      clock.advance(Date.parse(deadlineOf(first)) - clock.now() + 1);

      // The same database, an empty Redis: the start-up reconciliation finds the overdue booking.
      t = await startTestApp({ ...env, PAYMENT_RECONCILE_SECONDS: '1' }, { clock });
      await eventually('the overdue booking to expire', async () => (await status(t!, first)) === 'expired');
      expect(await unavailable(t, inDays(80), inDays(82))).toEqual([]);

      // Jobs lost while the app runs: the periodic pass puts the live window back on the queue.
      const second = await bookingClient(t).create(inDays(90), inDays(91));
      await eventually('the second expiry job', async () => (await expiryJob(t!, second.id, deadlineOf(second)))?.state === 'delayed');
      expect(await deletePrefixKeys(REDIS_URL, prefix)).toBeGreaterThan(0);
      await eventually('the job to be back', async () => (await expiryJob(t!, second.id, deadlineOf(second))) !== null, 5_000);
      await runAt(t, clock, Date.parse(deadlineOf(second)) + 1, 'expire', second.id, deadlineOf(second));
      await eventually('the second booking to expire', async () => (await status(t!, second)) === 'expired');
      const job = await eventually('the job to complete', async () => {
        const found = await expiryJob(t!, second.id, deadlineOf(second));
        return found?.state === 'completed' ? found : null;
      });
      expect(job.job.returnvalue).toBe('expired');
    });
  });
});
