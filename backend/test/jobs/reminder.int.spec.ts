import { CommandBus } from '@nestjs/cqrs';
import { ChangeBookingStatusCommand } from '../../src/modules/booking';
import { bookingClient, CreatedBooking, inDays, PNG } from '../booking/support/booking-client';
import { startTestApp, TestApp } from '../support/test-app';
import { expiryJob } from './support/jobs-probe';
import { readOutbox, sentTo } from './support/outbox';
import { eventually } from './support/wait';

const subjects = async (t: TestApp, to: string): Promise<string[]> =>
  sentTo(await readOutbox(t.config.outboxDir), to).map((mail) => mail.subject ?? '');

describe('payment reminder and the e-mails of a payment window, written to the outbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    // 7-second windows, the reminder 3 seconds (0.05 minutes) before the deadline; no SMTP_URL.
    t = await startTestApp({ PAYMENT_WINDOW_SECONDS: '7', PAYMENT_REMINDER_MINUTES: '0.05' });
  });
  afterAll(() => t?.close());

  async function book(language: 'th' | 'en', email: string, days: number): Promise<CreatedBooking> {
    const client = bookingClient(t);
    const booking = await client.create(inDays(days), inDays(days + 1), { language });
    await client.customerInfo(booking, { customerInfo: { firstName: 'Anna', lastName: 'Berg', email, phone: '0812345678' } }).expect(200);
    return booking;
  }

  it('reminds a guest without a slip, never one whose slip is in review, and re-arms after a rejected slip', async () => {
    const waiting = await book('en', 'waiting@example.com', 130);
    const reviewed = await book('th', 'reviewed@example.com', 140);
    const client = bookingClient(t);
    const uploaded = await client.upload(reviewed, PNG).expect(201);
    await client.patch(reviewed, { paymentSlipUrl: uploaded.body.paymentSlipUrl, status: 'in_review' }).expect(200);

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

    // The admin rejects the slip with a new 6-second window: new jobs, a new reminder, then expiry.
    await t.app.get(CommandBus).execute(new ChangeBookingStatusCommand(
      reviewed.id,
      { status: 'pending_payment', reason: 'Unreadable', paymentWindowMinutes: 0.1 },
      { kind: 'admin', id: 'test-admin' },
    ));
    const { paymentDeadline } = (await client.get(reviewed).expect(200)).body;
    expect(paymentDeadline).not.toBe(reviewed.body.data.booking.paymentDeadline);
    await eventually('the new expiry job', async () => (await expiryJob(t, reviewed.id, paymentDeadline)) !== null);
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
