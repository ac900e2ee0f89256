import request from 'supertest';
import { GuestEmailsJob, GUEST_EMAIL_QUEUE } from '../../src/modules/guest-portal/jobs/guest-emails.job';
import { QueueRegistry } from '../../src/infrastructure/queue/queue-registry';
import { registerFirstAdmin, type SignedInAdmin } from '../admin/support/admin-session';
import { guest, guestBookings, inDays } from '../admin/support/bookings';
import { bookingClient } from '../booking/support/booking-client';
import { readOutbox, sentTo } from '../jobs/support/outbox';
import { eventually } from '../jobs/support/wait';
import { ShiftedClock } from '../support/shifted-clock';
import { startTestApp, type TestApp } from '../support/test-app';
import { addDays, confirm, moveClockTo } from './support/portal-setup';

describe('scheduled guest e-mails: once per booking and kind, at the right time', () => {
  const clock = new ShiftedClock();
  let t: TestApp;
  let owner: SignedInAdmin;
  let job: GuestEmailsJob;
  beforeAll(async () => {
    t = await startTestApp({}, { clock });
    owner = await registerFirstAdmin(t);
    job = t.app.get(GuestEmailsJob);
  });
  afterAll(() => t?.close());

  const mails = async (to: string) => sentTo(await readOutbox(t.config.outboxDir), to);
  /** Runs the schedule at the clock's now and waits until every job it queued has run. */
  async function runSchedule(): Promise<string[]> {
    const queued = await job.run();
    const queue = t.app.get(QueueRegistry).queue(GUEST_EMAIL_QUEUE);
    await eventually('the queued e-mails to be sent', async () => (await queue.getJobCounts('waiting', 'active', 'delayed')).waiting === 0 && (await queue.getJobCounts('active')).active === 0);
    return queued.map((id) => id.split('.')[1]);
  }

  it('sends pre-arrival, check-out morning and thank-you e-mails once each, in the guest’s language, as the owner wrote them', async () => {
    const checkIn = inDays(10);
    const checkOut = inDays(12);
    const who = guest('Scheduled');
    const client = bookingClient(t);
    const booking = await client.create(checkIn, checkOut, { language: 'en' });
    await client.customerInfo(booking, { customerInfo: who }).expect(200);
    const unpaidGuest = guest('Unpaid');
    await guestBookings(t).create(inDays(30), inDays(31), unpaidGuest);
    // Its booking-received e-mail is out before the clock moves days on: the job checks the payment
    // window when it runs, and one run after the clock has passed the deadline rightly sends nothing.
    await eventually('the unpaid booking’s booking-received e-mail', async () => ((await mails(unpaidGuest.email)).length ? true : null));
    await confirm(t, owner, booking.id);

    // The owner rewrites the pre-arrival e-mail and makes it four days before check-in.
    await request(t.http)
      .put('/api/admin/guest-portal/emails/pre_arrival')
      .set(owner.auth)
      .send({
        enabled: true,
        subject: { th: 'ใกล้ถึงวันเข้าพัก {reference}', en: 'Almost there, {name}: {reference}' },
        body: { th: 'พบกัน {checkIn}\n\n{link}', en: 'See you on {checkIn}.\n\nAll you need: {link}' },
      })
      .expect(200);
    await request(t.http).patch('/api/admin/guest-portal/settings').set(owner.auth).send({ preArrivalDaysBefore: 4 }).expect(200);

    // Five days before: nothing yet. Four days before at 09:00 villa time: the pre-arrival e-mail.
    moveClockTo(clock, addDays(checkIn, -5), '12:00');
    expect(await runSchedule()).toEqual([]);
    moveClockTo(clock, addDays(checkIn, -4), '09:05');
    expect(await runSchedule()).toEqual(['pre_arrival']);
    const [pre] = await eventually('the pre-arrival e-mail', async () => {
      const found = await mails(who.email);
      return found.some((m) => m.subject?.startsWith('Almost there')) ? found.filter((m) => m.subject?.startsWith('Almost there')) : null;
    });
    expect(pre.subject).toBe(`Almost there, ${who.firstName}: ${booking.body.data.booking.reference}`);
    expect(pre.text).toMatch(new RegExp(`/booking/${booking.id}/confirmation\\?token=l\\.`));

    // Later runs, a restart's run and a job added again by hand add nothing: the ledger has it.
    moveClockTo(clock, addDays(checkIn, -2), '18:00');
    expect(await runSchedule()).toEqual([]);
    await job.queue().add('pre_arrival', { kind: 'pre_arrival', bookingId: booking.id }, { jobId: 'replayed-by-hand' });
    await runSchedule();
    expect((await mails(who.email)).filter((m) => m.subject?.startsWith('Almost there'))).toHaveLength(1);

    // The owner turns the check-out e-mail off: the check-out morning sends nothing.
    const off = await request(t.http).get('/api/admin/guest-portal').set(owner.auth).expect(200);
    const checkoutMail = off.body.emails.find((e: { kind: string }) => e.kind === 'checkout_morning');
    await request(t.http).put('/api/admin/guest-portal/emails/checkout_morning').set(owner.auth).send({ ...checkoutMail, kind: undefined, enabled: false }).expect(200);
    moveClockTo(clock, checkOut, '08:00');
    expect(await runSchedule()).toEqual([]);
    // On again: it goes the same morning.
    await request(t.http).put('/api/admin/guest-portal/emails/checkout_morning').set(owner.auth).send({ ...checkoutMail, kind: undefined, enabled: true }).expect(200);
    expect(await runSchedule()).toEqual(['checkout_morning']);

    // The day after check-out from 10:00: thank you, with the link to the review page.
    moveClockTo(clock, addDays(checkOut, 1), '09:30');
    expect(await runSchedule()).toEqual([]);
    moveClockTo(clock, addDays(checkOut, 1), '10:00');
    expect(await runSchedule()).toEqual(['thank_you']);
    const all = await eventually('three e-mails after the confirmation', async () => {
      const found = (await mails(who.email)).filter((m) => /Almost there|Check-out today|ขอบคุณที่มาพัก|Thank you for staying/.test(m.subject ?? ''));
      return found.length === 3 ? found : null;
    });
    const thanks = all[2];
    expect(thanks.text).toMatch(new RegExp(`/booking/${booking.id}/review\\?token=l\\.`));
    moveClockTo(clock, addDays(checkOut, 2), '10:00');
    expect(await runSchedule()).toEqual([]);
    // An unpaid booking gets none of them, whenever the schedule runs.
    moveClockTo(clock, addDays(inDays(30), -1), '10:00');
    expect(await runSchedule()).toEqual([]);
    const unpaidSubjects = (await mails(unpaidGuest.email)).map((m) => m.subject ?? '');
    expect(unpaidSubjects.length).toBeGreaterThan(0); // the booking-received e-mail, nothing scheduled
    expect(unpaidSubjects.filter((subject) => /อีกไม่กี่วันพบกัน|See you soon|เช็คเอาท์|Check-out today|ขอบคุณ|Thank you/.test(subject))).toEqual([]);
  });
});
