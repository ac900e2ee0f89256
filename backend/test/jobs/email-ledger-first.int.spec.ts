import { Job } from 'bullmq';
import { QueueRegistry } from '../../src/infrastructure/queue/queue-registry';
import { EmailProcessor } from '../../src/modules/notifications/jobs/email.processor';
import { EMAIL_QUEUE, EmailJob } from '../../src/modules/notifications/jobs/email.jobs';
import { bookingClient, inDays } from '../booking/support/booking-client';
import { startTestApp, TestApp } from '../support/test-app';
import { readOutbox, sentTo } from './support/outbox';
import { eventually } from './support/wait';

// An e-mail is recorded in Postgres (email_ledger) as soon as the mail server took it, before Redis
// hears of it: Redis failing in between must not make the retry mail the guest again.
describe('an e-mail whose job could not be updated in Redis after sending', () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp()));
  afterAll(() => t?.close());

  const mailsTo = async (address: string) => sentTo(await readOutbox(t.config.outboxDir), address).length;

  it('is not sent again when its job runs again', async () => {
    const client = bookingClient(t);
    const booking = await client.create(inDays(200), inDays(202), { language: 'en' });
    await client.customerInfo(booking, { customerInfo: { firstName: 'Ledger', lastName: 'First', email: 'ledger@example.com', phone: '0812345678' } }).expect(200);
    // The automatic "booking received" e-mail, through the real queue.
    await eventually('the automatic e-mail', async () => ((await mailsTo('ledger@example.com')) === 1 ? true : null));

    const data: EmailJob = { kind: 'booking_received', bookingId: booking.body.data.booking._id, to: 'ledger@example.com' };
    const job = new Job<EmailJob>(t.app.get(QueueRegistry).queue(EMAIL_QUEUE), 'booking_received', data, {}, `ledger-first-${Date.now()}`);
    const redisWrite = jest.spyOn(job, 'updateData').mockRejectedValueOnce(new Error('Connection is closed.'));
    const processor = t.app.get(EmailProcessor);

    await expect(processor.process(job)).rejects.toThrow('Connection is closed.');
    expect(redisWrite).toHaveBeenCalledTimes(1);
    expect(await mailsTo('ledger@example.com')).toBe(2);
    // BullMQ retries the job with the data Redis last had: no `sent` on it.
    expect(job.data.sent).toBeUndefined();
    await expect(processor.process(job)).resolves.toMatch(/^skipped: handled before \(sent .+ to ledger@example\.com\)$/);
    expect(await mailsTo('ledger@example.com')).toBe(2);
  });
});
