import { DEFAULT_VILLA_PRICING } from '@baan-talay/contracts';
import { quoteStay } from '@baan-talay/pricing';
import type { ParsedMail } from 'mailparser';
import request from 'supertest';
import { EmailQueue } from '../../src/modules/notifications';
import { readOutbox, sentTo } from '../jobs/support/outbox';
import { bookingClient, CreatedBooking, inDays } from '../booking/support/booking-client';
import { eventually } from '../support/eventually';
import { startTestApp, TestApp } from '../support/test-app';
import { registerFirstAdmin, SignedInAdmin } from './support/admin-session';

/** The admin's edit of rooms and contact details, and what the guest is told of edits and deletions. */
describe('admin booking edit: rooms, e-mail, phone and the guest told (HTTP)', () => {
  let t: TestApp;
  let owner: SignedInAdmin;
  beforeAll(async () => {
    t = await startTestApp();
    owner = await registerFirstAdmin(t);
  });
  afterAll(() => t?.close());

  let n = 0;
  /** A booking with the guest's details, in English; its e-mail address is its own. */
  async function booked(checkIn: number, nights = 2): Promise<CreatedBooking & { email: string; reference: string }> {
    const client = bookingClient(t);
    const b = await client.create(inDays(checkIn), inDays(checkIn + nights), { language: 'en' });
    const email = `edit.${process.pid}.${++n}@example.com`;
    await client.customerInfo(b, { customerInfo: { firstName: 'Anna', lastName: 'Berg', email, phone: '0812345678' } }).expect(200);
    return { ...b, email, reference: b.body.data.booking.reference };
  }
  const edit = (id: string, body: object) => request(t.http).patch(`/api/admin/bookings/${id}`).set(owner.auth).send(body);
  const mailsTo = async (to: string): Promise<ParsedMail[]> => sentTo(await readOutbox(t.config.outboxDir), to);
  const mailAbout = (to: string, subject: string) =>
    eventually(`"${subject}" to ${to}`, async () => (await mailsTo(to)).find((mail) => mail.subject === subject));

  it('corrects rooms, e-mail and phone: re-priced by the villa rules, the phone by the guest rules', async () => {
    const b = await booked(300);
    const res = await edit(b.id, { rooms: 2, email: 'Corrected.Anna@Example.com', phone: '081-222-0008' }).expect(200);
    const quote = quoteStay({ checkIn: inDays(300), checkOut: inDays(302), rooms: 2 }, DEFAULT_VILLA_PRICING);
    expect(res.body).toMatchObject({ rooms: 2, totalPrice: quote.total, priceOverridden: false });
    expect(res.body.customerInfo).toMatchObject({ firstName: 'Anna', lastName: 'Berg', email: 'corrected.anna@example.com', phone: '0812220008' });
    const read = await request(t.http).get(`/api/admin/bookings/${b.id}`).set(owner.auth).expect(200);
    expect(read.body).toMatchObject({ rooms: 2, totalPrice: quote.total, customerInfo: { email: 'corrected.anna@example.com', phone: '0812220008' } });
    // The price changed: the guest hears of it at the corrected address.
    const changed = await mailAbout('corrected.anna@example.com', `Booking ${b.reference} has been changed`);
    expect(changed.text).toContain('2 rooms');
  });

  it('refuses a bad phone, e-mail or room count with a coded 400 and changes nothing', async () => {
    const b = await booked(310);
    for (const [body, code] of [
      [{ phone: '12345' }, 'booking.phoneInvalid'],
      [{ email: 'not-an-address' }, 'booking.emailInvalid'],
      [{ rooms: DEFAULT_VILLA_PRICING.bedrooms + 1 }, 'booking.stayRuleBroken'],
    ] as const) {
      const res = await edit(b.id, body).expect(400);
      expect({ body, code: res.body.code }).toEqual({ body, code });
    }
    await edit(b.id, { rooms: 0 }).expect(400);
    const read = await request(t.http).get(`/api/admin/bookings/${b.id}`).set(owner.auth).expect(200);
    expect(read.body).toMatchObject({ rooms: 3, customerInfo: { email: b.email, phone: '0812345678' } });
  });

  it('e-mails the guest when dates or price change, not for a new guest count', async () => {
    const b = await booked(320);
    await edit(b.id, { guests: 4 }).expect(200);
    await edit(b.id, { checkIn: inDays(321), checkOut: inDays(324) }).expect(200);
    const mail = await mailAbout(b.email, `Booking ${b.reference} has been changed`);
    expect(mail.text).toContain('3 nights');
    expect(mail.text).toContain('4 guests');
    await edit(b.id, { totalPrice: 9999 }).expect(200);
    await eventually('a second change e-mail', async () => (await mailsTo(b.email)).filter((m) => /has been changed/.test(m.subject ?? '')).length === 2);
    const changes = (await mailsTo(b.email)).filter((m) => /has been changed/.test(m.subject ?? ''));
    expect(changes[1].text).toContain('฿9,999.00');
  });

  it('e-mails the guest when an unpaid booking is deleted, and not when an ended one is', async () => {
    const unpaid = await booked(330);
    await request(t.http).delete(`/api/admin/bookings/${unpaid.id}`).set(owner.auth).expect(200);
    const mail = await mailAbout(unpaid.email, `Booking ${unpaid.reference} removed`);
    expect(mail.text).toContain('Your unpaid booking');
    expect(mail.text).not.toContain(`/booking/${unpaid.id}`);

    const ended = await booked(340);
    await request(t.http).patch(`/api/admin/bookings/${ended.id}/status`).set(owner.auth).send({ status: 'cancelled' }).expect(200);
    await mailAbout(ended.email, `Booking ${ended.reference} cancelled`);
    await request(t.http).delete(`/api/admin/bookings/${ended.id}`).set(owner.auth).expect(200);
    // The reactor takes events in order: once a later deletion's job is queued, one for this would be too.
    const later = await booked(350);
    await request(t.http).delete(`/api/admin/bookings/${later.id}`).set(owner.auth).expect(200);
    await mailAbout(later.email, `Booking ${later.reference} removed`);
    const jobs = await t.app.get(EmailQueue).queue().getJobs();
    expect(jobs.filter((job) => job.id?.startsWith('deleted-')).map((job) => job.data.bookingId).sort()).toEqual([unpaid.id, later.id].sort());
    expect((await mailsTo(ended.email)).map((m) => m.subject)).not.toContain(`Booking ${ended.reference} removed`);
  });
});
