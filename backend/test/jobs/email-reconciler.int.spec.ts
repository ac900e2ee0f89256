import { DataSource } from 'typeorm';
import { EmailQueue } from '../../src/modules/notifications/jobs/email.queue';
import { EmailReconciler } from '../../src/modules/notifications/jobs/email.reconciler';
import { bookingClient, CreatedBooking, inDays } from '../booking/support/booking-client';
import { startTestApp, TestApp } from '../support/test-app';
import { deletePrefixKeys } from './support/redis-prefix';
import { SmtpSink, startSmtpSink } from './support/smtp-sink';
import { eventually } from './support/wait';

/** Redis losing every e-mail job (a restart without persistence) costs no guest an e-mail, and mails none twice. */
describe('e-mail jobs Redis forgot', () => {
  let sink: SmtpSink;
  let t: TestApp;
  const ledger = async (jobIdPrefix: string) =>
    (await t.app.get(DataSource).query(`SELECT job_id, outcome FROM email_ledger WHERE job_id LIKE $1`, [`${jobIdPrefix}%`])) as {
      job_id: string;
      outcome: string;
    }[];
  const mailsTo = (address: string) => sink.received.filter((mail) => mail.to && JSON.stringify(mail.to).includes(address));
  const withInfo = async (night: number, email: string): Promise<CreatedBooking> => {
    const client = bookingClient(t);
    const booking = await client.create(inDays(night), inDays(night + 1));
    await client.customerInfo(booking, { customerInfo: { firstName: 'Ann', lastName: 'Lee', email, phone: '0812345678' } }).expect(200);
    return booking;
  };
  const loseRedis = () => deletePrefixKeys(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', t.config.queuePrefix);

  beforeAll(async () => {
    sink = await startSmtpSink();
    // The periodic pass is kept out of the way: the test calls reconcile() itself.
    t = await startTestApp({ SMTP_URL: sink.url, PAYMENT_RECONCILE_SECONDS: '3600' });
  });
  afterAll(async () => {
    await t?.close();
    await sink?.close();
  });

  it('re-adds nothing for an e-mail already sent, even once Redis has lost its job', async () => {
    const booking = await withInfo(120, 'sent-once@example.com');
    await eventually('the booking-received e-mail', async () => (mailsTo('sent-once@example.com').length ? true : null));
    await eventually('its ledger row', async () => ((await ledger(`received-${booking.id}`)).length ? true : null));
    expect((await ledger(`received-${booking.id}`))[0].outcome).toMatch(/^sent /);

    await loseRedis();
    expect(await t.app.get(EmailQueue).queue().getJob((await ledger(`received-${booking.id}`))[0].job_id)).toBeUndefined();
    expect(await t.app.get(EmailReconciler).reconcile()).toBe(0);
    await eventually('an idle e-mail queue', async () => {
      const counts = await t.app.get(EmailQueue).queue().getJobCounts('waiting', 'active', 'delayed', 'prioritized');
      return Object.values(counts).every((count) => count === 0);
    });
    expect(mailsTo('sent-once@example.com')).toHaveLength(1);
  });

  it('adds again a job Redis lost before it ran, and the guest gets the e-mail once', async () => {
    const booking = await withInfo(130, 'lost-job@example.com');
    await eventually('the booking-received e-mail', async () => (mailsTo('lost-job@example.com').length ? true : null));
    // As if Redis had died while the job was waiting: no job, no outcome, no e-mail yet.
    await loseRedis();
    await t.app.get(DataSource).query(`DELETE FROM email_ledger WHERE job_id LIKE $1`, [`received-${booking.id}%`]);
    sink.received.splice(0, sink.received.length);

    expect(await t.app.get(EmailReconciler).reconcile()).toBe(1);
    await eventually('the e-mail again', async () => (mailsTo('lost-job@example.com').length ? true : null));
    await eventually('its ledger row', async () => ((await ledger(`received-${booking.id}`)).length ? true : null));
    // The job is known again: a second pass adds nothing.
    expect(await t.app.get(EmailReconciler).reconcile()).toBe(0);
    expect(mailsTo('lost-job@example.com')).toHaveLength(1);
  });
});
