import { CommandBus } from '@nestjs/cqrs';
import { ChangeBookingStatusCommand } from '../../src/modules/booking';
import { bookingClient, CreatedBooking, inDays, PNG } from '../booking/support/booking-client';
import { ShiftedClock } from '../support/shifted-clock';
import { startTestApp, TestApp } from '../support/test-app';
import { projectionsCaughtUp } from '../admin/support/projections';
import { dueAt, expiryJob, runAt, windowJob } from './support/jobs-probe';
import { readOutbox, sentTo } from './support/outbox';
import { eventually } from './support/wait';

const subjects = async (t: TestApp, to: string): Promise<string[]> =>
  sentTo(await readOutbox(t.config.outboxDir), to).map((mail) => mail.subject ?? '');

const MINUTE = 60_000;

describe('payment reminder and the e-mails of a payment window, written to the outbox', () => {
  // The application reads the time from a clock the test moves on, and the test runs each delayed
  // job once the clock has reached it (BullMQ would hold it until its real time).
  const clock = new ShiftedClock();
  let t: TestApp;
  beforeAll(async () => {
    // 30-minute windows, the reminder 10 minutes before the deadline; no SMTP_URL.
    t = await startTestApp({ PAYMENT_WINDOW_SECONDS: String(30 * 60), PAYMENT_REMINDER_MINUTES: '10' }, { clock });
  });
  afterAll(() => t?.close());

  async function book(language: 'th' | 'en', email: string, days: number): Promise<CreatedBooking> {
    const client = bookingClient(t);
    const booking = await client.create(inDays(days), inDays(days + 1), { language });
    await client.customerInfo(booking, { customerInfo: { firstName: 'Anna', lastName: 'Berg', email, phone: '0812345678' } }).expect(200);
    // The booking-received e-mail is out before the test goes on, as it would be long before a guest's
    // next step: its job checks the booking when it runs, and one run after a slip was attached or
    // after the window passed (the clock moved on) rightly sends nothing.
    const reference: string = booking.body.data.booking.reference;
    await eventually(`the booking-received e-mail to ${email}`, async () => (await subjects(t, email)).some((subject) => subject.includes(reference)));
    return booking;
  }

  /**
   * Runs a window's reminder 10 minutes before its deadline and its expiry at it. A reminder e-mail
   * (`remindedBy`: its subject) is out before the clock moves on to the deadline, as it would be.
   */
  async function runWindow(booking: CreatedBooking, paymentDeadline: string, remindedBy: RegExp | null): Promise<void> {
    const deadline = Date.parse(paymentDeadline);
    const email = booking.body.data.booking.customerInfo?.email ?? (await bookingClient(t).get(booking).expect(200)).body.customerInfo.email;
    await runAt(t, clock, deadline - 10 * MINUTE, 'remind', booking.id, paymentDeadline);
    const remind = await eventually('the reminder job to run', async () => {
      const found = await windowJob(t, 'remind', booking.id, paymentDeadline);
      return found?.state === 'completed' ? found.job : null;
    });
    if (remindedBy) {
      expect(remind.returnvalue).toBe('reminder queued');
      await eventually('the reminder e-mail', async () => (await subjects(t, email)).some((subject) => remindedBy.test(subject)));
    } else {
      expect(remind.returnvalue).toBe('no reminder: not awaiting a slip');
    }
    await runAt(t, clock, deadline + 1, 'expire', booking.id, paymentDeadline);
    await eventually('the expiry job to run', async () => (await expiryJob(t, booking.id, paymentDeadline))?.state === 'completed');
  }

  /** When each job of a window is due (the clock must not have moved since they were scheduled). */
  async function expectScheduled(booking: { id: string }, paymentDeadline: string): Promise<void> {
    const deadline = Date.parse(paymentDeadline);
    expect(Math.abs((await dueAt(t, clock, 'remind', booking.id, paymentDeadline)) - (deadline - 10 * MINUTE))).toBeLessThan(1_000);
    expect(Math.abs((await dueAt(t, clock, 'expire', booking.id, paymentDeadline)) - deadline)).toBeLessThan(1_000);
  }

  it('reminds a guest without a slip, never one whose slip is in review, and re-arms after a rejected slip', async () => {
    const waiting = await book('en', 'waiting@example.com', 130);
    const reviewed = await book('th', 'reviewed@example.com', 140);
    const client = bookingClient(t);
    const uploaded = await client.upload(reviewed, PNG).expect(201);
    await client.patch(reviewed, { paymentSlipUrl: uploaded.body.paymentSlipUrl, status: 'in_review' }).expect(200);
    // The slip-received e-mail is out before anything moves the booking on (the admin's rejection
    // below): its job checks that the booking is still in review when it runs.
    await eventually('the slip-received e-mail', async () => (await subjects(t, 'reviewed@example.com')).some((subject) => subject.includes('ได้รับสลิปการโอนเงิน')));

    // Both windows' jobs were scheduled before the clock moves: their due times are checked first.
    const [waitingDeadline, reviewedDeadline]: string[] = [waiting.body.data.booking.paymentDeadline, reviewed.body.data.booking.paymentDeadline];
    await expectScheduled(waiting, waitingDeadline);
    await expectScheduled(reviewed, reviewedDeadline);
    await runWindow(waiting, waitingDeadline, /^Reminder: /);
    await runWindow(reviewed, reviewedDeadline, null);

    const ref = waiting.body.data.booking.reference;
    const waitingMails = await eventually('received, reminder and expiry e-mails', async () => {
      const found = await subjects(t, 'waiting@example.com');
      return found.length === 3 ? found : null;
    });
    expect(waitingMails[0]).toMatch(new RegExp(`^Booking ${ref} received: please pay by `));
    expect(waitingMails[1]).toMatch(new RegExp(`^Reminder: booking ${ref} expires at `));
    expect(waitingMails[2]).toBe(`Booking ${ref} expired`);

    const reviewedMails = await subjects(t, 'reviewed@example.com');
    expect(reviewedMails).toHaveLength(2);
    expect(reviewedMails[0]).toContain('กรุณาชำระเงินภายใน');
    expect(reviewedMails[1]).toContain('ได้รับสลิปการโอนเงิน');
    expect((await client.get(reviewed).expect(200)).body.status).toBe('in_review');

    // The admin rejects the slip with a new 60-minute window: new jobs, a new reminder, then expiry.
    await t.app.get(CommandBus).execute(new ChangeBookingStatusCommand(
      reviewed.id,
      { status: 'pending_payment', reason: 'Unreadable', paymentWindowMinutes: 60 },
      { kind: 'admin', id: 'test-admin' },
    ));
    await projectionsCaughtUp(t);
    const { paymentDeadline } = (await client.get(reviewed).expect(200)).body;
    expect(paymentDeadline).not.toBe(reviewedDeadline);
    expect(Math.abs(Date.parse(paymentDeadline) - (clock.now() + 60 * MINUTE))).toBeLessThan(5_000);
    await expectScheduled(reviewed, paymentDeadline);
    // The rejection e-mail is out before the clock moves on, as it would be in the hour a real window
    // lasts: its job checks the booking when it runs, and a booking already expired gets no rejection.
    await eventually('the rejection e-mail', async () => (await subjects(t, 'reviewed@example.com')).some((subject) => subject.includes('สลิปไม่ผ่านการตรวจสอบ')));
    await runWindow(reviewed, paymentDeadline, /แจ้งเตือน/);
    const after = await eventually('the rejection, a reminder and the expiry for the new window', async () => {
      const found = await subjects(t, 'reviewed@example.com');
      return found.length === 5 ? found : null;
    });
    expect(after[2]).toContain('สลิปไม่ผ่านการตรวจสอบ');
    expect(after[3]).toContain('แจ้งเตือน');
    expect(after[4]).toContain('หมดอายุแล้ว');
    const [reminder] = sentTo(await readOutbox(t.config.outboxDir), 'reviewed@example.com').filter((mail) => mail.subject?.includes('แจ้งเตือน'));
    // The reminder after a rejection says the slip was refused, not that none arrived.
    expect(reminder.text).toContain('สลิปที่ท่านส่งมาไม่ผ่านการตรวจสอบ (Unreadable)');
    const [rejection] = sentTo(await readOutbox(t.config.outboxDir), 'reviewed@example.com').filter((mail) => mail.subject?.includes('สลิปไม่ผ่าน'));
    expect(rejection.text).toContain('เหตุผล: Unreadable');
    expect(rejection.text).toMatch(new RegExp(`/booking/${reviewed.id}/payment\\?token=`));
    expect((await client.get(reviewed).expect(200)).body.status).toBe('expired');
  });
});
