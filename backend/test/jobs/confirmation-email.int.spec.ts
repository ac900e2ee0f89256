import { CommandBus } from '@nestjs/cqrs';
import type { Job } from 'bullmq';
import type { ParsedMail } from 'mailparser';
import request from 'supertest';
import { EVENT_STORE, EventStore, RecordedEvent } from '../../src/event-store/event-store.port';
import { QueueRegistry } from '../../src/infrastructure/queue/queue-registry';
import { bookingStreamId, ChangeBookingStatusCommand } from '../../src/modules/booking';
import { UpdateVillaCommand } from '../../src/modules/villa';
import { EMAIL_QUEUE, EmailJob } from '../../src/modules/notifications/jobs/email.jobs';
import { EmailProcessor } from '../../src/modules/notifications/jobs/email.processor';
import { EmailReactor } from '../../src/modules/notifications/jobs/email.reactor';
import { ConfirmationEmailReconciler } from '../../src/modules/notifications/jobs/confirmation-email.reconciler';
import { registerFirstAdmin } from '../admin/support/admin-session';
import { bookingClient, CreatedBooking, inDays } from '../booking/support/booking-client';
import { startTestApp, TestApp } from '../support/test-app';
import { baht, pdfText } from './support/pdf-text';
import { SmtpSink, startSmtpSink } from './support/smtp-sink';
import { deletePrefixKeys } from './support/redis-prefix';
import { eventually } from './support/wait';

const isConfirmation = (mail: ParsedMail) => mail.messageId?.startsWith('<confirmation-') ?? false;

describe('confirmation e-mail through a real SMTP server', () => {
  let sink: SmtpSink;
  let t: TestApp;
  let booking: CreatedBooking;
  const events = async (type: string): Promise<RecordedEvent[]> =>
    (await t.app.get<EventStore>(EVENT_STORE).readStream(bookingStreamId(booking.id))).filter((e) => e.type === type);

  beforeAll(async () => {
    // The relay refuses the first two confirmation messages, as a flaky one would.
    sink = await startSmtpSink({ rejectFirst: 2, rejectWhen: isConfirmation });
    t = await startTestApp({ SMTP_URL: sink.url, EMAIL_RETRY_DELAY_MS: '100' });
    // The owner's times, stay policies and LINE ID, which a fresh villa does not have (issue 33).
    await t.app.get(CommandBus).execute(
      new UpdateVillaCommand(
        {
          checkInTime: '14:00',
          checkOutTime: '11:00',
          cancellationPolicy: { th: 'ยกเลิกก่อน 14 วัน คืนเงินเต็มจำนวน', en: 'Full refund 14 days before.' },
          contactLineId: 'baantalay',
        },
        { kind: 'admin', id: 'test-admin' },
      ),
    );
    const client = bookingClient(t);
    booking = await client.create(inDays(100), inDays(102), { language: 'th' });
    await client
      .customerInfo(booking, { customerInfo: { firstName: 'สมชาย', lastName: 'ใจดี', email: 'somchai@example.com', phone: '0812345678' } })
      .expect(200);
  });
  afterAll(async () => {
    await t?.close();
    await sink?.close();
  });

  it('first sends the payment instructions in Thai with the bank account and the amount', async () => {
    const [received] = await eventually('the booking-received e-mail', async () => {
      const mails = sink.received.filter((m) => !isConfirmation(m));
      return mails.length ? mails : null;
    });
    expect(received.to).toMatchObject({ text: 'somchai@example.com' });
    expect(received.subject).toContain(booking.body.data.booking.reference);
    expect(received.subject).toContain('กรุณาชำระเงินภายใน');
    expect(received.text).toContain('123-4-56789-0');
    expect(received.text).toContain(baht(booking.body.data.booking.totalPrice));
    expect(received.text).toContain('(เวลาประเทศไทย)');
    // The villa's stay policies (issue 15), in the booking's language.
    expect(received.text).toMatch(/เวลาเช็คอิน\s+14:00 น\./);
    expect(received.text).toContain('นโยบายการยกเลิกและการคืนเงิน');
    expect(received.text).toContain('LINE ID: baantalay');
    expect(received.html).toContain('<h1');
  });

  it('is received in Thai with the PDF receipt after two refusals, and recorded exactly once', async () => {
    await t.app.get(CommandBus).execute(new ChangeBookingStatusCommand(booking.id, { status: 'confirmed' }, { kind: 'admin', id: 'test-admin' }));
    const mail = await eventually('the confirmation e-mail', async () => sink.received.find(isConfirmation));
    expect(sink.rejected).toBe(2);
    expect(mail.subject).toBe(`ยืนยันการจอง ${booking.body.data.booking.reference} เรียบร้อยแล้ว`);
    expect(mail.headers.get('content-language')).toBe('th');
    expect(mail.text).toContain('เรียน คุณสมชาย ใจดี');
    expect(mail.html).toContain('การจองของท่านได้รับการยืนยันแล้ว');
    expect(mail.text).toMatch(/เวลาเช็คเอาท์\s+11:00 น\./);
    expect(mail.text).toContain('ติดต่อเรา');
    const [pdf] = mail.attachments;
    expect(pdf.contentType).toBe('application/pdf');
    // Confirmed, the PDF is a receipt and named so (issue 31).
    expect(pdf.filename).toMatch(/^receipt-BT-\w+-th\.pdf$/);
    const text = await pdfText(pdf.content);
    expect(text).toContain('บ้านทะเล');
    expect(text).toContain('ใบเสร็จรับเงิน');
    expect(text).toContain('ยืนยันแล้ว');

    const [confirmed] = await events('BookingConfirmed');
    const job = (await t.app.get(QueueRegistry).queue(EMAIL_QUEUE).getJob(`confirmed-${confirmed.eventId}`))!;
    await eventually('the job to complete', async () => (await job.getState()) === 'completed' || (await job.isCompleted()));
    const sent = await eventually('ConfirmationEmailSent', async () => (await events('ConfirmationEmailSent')).length > 0);
    expect(sent).toBe(true);
    const done = (await t.app.get(QueueRegistry).queue(EMAIL_QUEUE).getJob(job.id!))!;
    expect(done.attemptsMade).toBe(3);

    const [recorded] = await events('ConfirmationEmailSent');
    expect(recorded.data).toMatchObject({ to: 'somchai@example.com', messageId: mail.messageId });
    expect(recorded.metadata.causationId).toBe(confirmed.eventId);

    // The reactor re-delivered the same event, and the job ran once more: nothing new anywhere.
    await t.app.get(EmailReactor).handle(confirmed);
    await t.app.get(EmailProcessor).process(done as Job<EmailJob>);
    expect(await events('ConfirmationEmailSent')).toHaveLength(1);
    expect(sink.received.filter(isConfirmation)).toHaveLength(1);
    const view = await bookingClient(t).get(booking).expect(200);
    expect(view.body.confirmationEmailSentAt).not.toBeNull();
  });

  it('is sent and recorded again when an admin asks, and only an admin may', async () => {
    await request(t.http).post(`/api/booking/${booking.id}/send-confirmation`).set('X-Booking-Token', booking.token).expect(401);
    const admin = await registerFirstAdmin(t);
    const res = await request(t.http).post(`/api/booking/${booking.id}/send-confirmation`).set(admin.auth).expect(202);
    expect(res.body).toMatchObject({ status: 'success' });
    await eventually('the second confirmation e-mail', async () => sink.received.filter(isConfirmation).length === 2);
    await eventually('the second record', async () => (await events('ConfirmationEmailSent')).length === 2);
    const [first, second] = await events('ConfirmationEmailSent');
    expect(second.data.messageId).not.toBe(first.data.messageId);
    // The automatic confirmation is the system's; the resend is the admin's who clicked.
    expect(first.metadata.actor.kind).toBe('system');
    expect(second.metadata.actor).toMatchObject({ kind: 'admin', email: admin.email });

    const other = await bookingClient(t).create(inDays(110), inDays(111));
    const refused = await request(t.http).post(`/api/booking/${other.id}/send-confirmation`).set(admin.auth).expect(409);
    expect(refused.body.code).toBe('booking.notConfirmed');
    await request(t.http).post('/api/booking/not-a-booking/send-confirmation').set(admin.auth).expect(404);
  });
});

describe('a confirmation e-mail job lost with Redis', () => {
  let sink: SmtpSink;
  let t: TestApp;
  afterAll(async () => {
    await t?.close();
    await sink?.close();
  });

  it('is queued again by the reconciler and sent and recorded once', async () => {
    // The first attempt is refused and its retry would wait a minute: long enough to lose it.
    sink = await startSmtpSink({ rejectFirst: 1, rejectWhen: isConfirmation });
    t = await startTestApp({ SMTP_URL: sink.url, EMAIL_RETRY_DELAY_MS: '60000' });
    const client = bookingClient(t);
    const booking = await client.create(inDays(150), inDays(151), { language: 'en' });
    await client
      .customerInfo(booking, { customerInfo: { firstName: 'Anna', lastName: 'Berg', email: 'anna@example.com', phone: '0812345678' } })
      .expect(200);
    await t.app.get(CommandBus).execute(new ChangeBookingStatusCommand(booking.id, { status: 'confirmed' }, { kind: 'admin', id: 'test-admin' }));
    await eventually('the first refusal', async () => sink.rejected === 1);
    const reconciler = t.app.get(ConfirmationEmailReconciler);
    expect(await reconciler.reconcile()).toBe(0); // the job is there, waiting for its retry

    expect(await deletePrefixKeys(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', t.config.queuePrefix)).toBeGreaterThan(0);
    expect(await reconciler.reconcile()).toBe(1);
    const mail = await eventually('the confirmation e-mail', async () => sink.received.find(isConfirmation));
    expect(mail.subject).toBe(`Booking ${booking.body.data.booking.reference} confirmed`);
    const store = t.app.get<EventStore>(EVENT_STORE);
    await eventually('the record', async () =>
      (await store.readStream(bookingStreamId(booking.id))).some((e) => e.type === 'ConfirmationEmailSent'),
    );
    await eventually('the read model', async () => (await client.get(booking).expect(200)).body.confirmationEmailSentAt !== null);
    expect(await reconciler.reconcile()).toBe(0);
    const records = (await store.readStream(bookingStreamId(booking.id))).filter((e) => e.type === 'ConfirmationEmailSent');
    expect(records).toHaveLength(1);
    expect(sink.received.filter(isConfirmation)).toHaveLength(1);
  });
});
