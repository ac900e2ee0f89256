import type { ParsedMail } from 'mailparser';
import request from 'supertest';
import { addActiveAdmin, registerFirstAdmin, SignedInAdmin } from '../admin/support/admin-session';
import { bookingClient, inDays, PNG } from '../booking/support/booking-client';
import { startTestApp, TestApp } from '../support/test-app';
import { readOutbox, sentTo } from './support/outbox';
import { eventually } from './support/wait';

const bookingNews = (mail: ParsedMail) => !mail.subject?.includes('New admin waiting');
const subjectsTo = async (t: TestApp, to: string) => sentTo(await readOutbox(t.config.outboxDir), to).filter(bookingNews).map((mail) => mail.subject ?? '');

describe('e-mails to the admins about new bookings and slips', () => {
  let t: TestApp;
  let owner: SignedInAdmin;
  let helper: SignedInAdmin;
  beforeAll(async () => {
    t = await startTestApp({ PUBLIC_URL: 'https://villa.example' });
    owner = await registerFirstAdmin(t);
    helper = await addActiveAdmin(t, owner);
  });
  afterAll(() => t?.close());

  it('tells every admin of a booking with details and of its slip, until one turns them off', async () => {
    const me = await request(t.http).get('/api/admin/auth/me').set(helper.auth).expect(200);
    expect(me.body.bookingEmails).toBe(true);
    const off = await request(t.http).patch('/api/admin/auth/me/notifications').set(helper.auth).send({ bookingEmails: false }).expect(200);
    expect(off.body.bookingEmails).toBe(false);

    const client = bookingClient(t);
    const booking = await client.create(inDays(240), inDays(242), { language: 'en' });
    const reference: string = booking.body.data.booking.reference;
    await client.customerInfo(booking, { customerInfo: { firstName: 'Anna', lastName: 'Berg', email: 'anna@example.com', phone: '0812345678' } }).expect(200);
    const uploaded = await client.upload(booking, PNG).expect(201);
    await client.patch(booking, { paymentSlipUrl: uploaded.body.paymentSlipUrl, status: 'in_review' }).expect(200);

    const ownerMails = await eventually('both admin e-mails to the owner', async () => {
      const found = await subjectsTo(t, owner.email);
      return found.length === 2 ? found : null;
    });
    expect(ownerMails).toEqual(
      expect.arrayContaining([`การจองใหม่ ${reference} · New booking ${reference}`, expect.stringContaining(`New payment slip to check for ${reference}`)]),
    );
    const [mail] = sentTo(await readOutbox(t.config.outboxDir), owner.email).filter(bookingNews);
    expect(mail.text).toContain(`https://villa.example/admin/bookings?search=${reference}`);
    expect(mail.text).toContain('anna@example.com');
    expect(await subjectsTo(t, helper.email)).toEqual([]);
    await expect(request(t.http).patch('/api/admin/auth/me/notifications').send({ bookingEmails: true })).resolves.toHaveProperty('status', 401);
  });

  it('tells no admin of a phone booking an admin entered, while a guest booking after it is news', async () => {
    const phone = await request(t.http)
      .post('/api/admin/bookings')
      .set(owner.auth)
      .send({ checkIn: inDays(250), checkOut: inDays(252), status: 'confirmed', customerInfo: { firstName: 'Phone', lastName: 'Guest', email: 'phone.guest@example.com', phone: '0812345679' } })
      .expect(201);
    const phoneReference: string = phone.body.booking.reference;
    // The guest's own confirmation shows the reactor has passed the phone booking's events.
    await eventually('the phone guest is e-mailed', async () => ((await subjectsTo(t, 'phone.guest@example.com')).length ? true : null));

    const client = bookingClient(t);
    const booking = await client.create(inDays(260), inDays(262), { language: 'en' });
    const reference: string = booking.body.data.booking.reference;
    await client.customerInfo(booking, { customerInfo: { firstName: 'Web', lastName: 'Guest', email: 'web.guest@example.com', phone: '0812345670' } }).expect(200);
    const ownerMails = await eventually('the owner hears of the guest booking', async () => {
      const found = await subjectsTo(t, owner.email);
      return found.some((subject) => subject.includes(`New booking ${reference}`)) ? found : null;
    });
    expect(ownerMails.filter((subject) => subject.includes(phoneReference))).toEqual([]);
  });

  it('tells the owner, and only the owner, of an account that registered and waits for approval', async () => {
    const email = `waiting.${process.pid}@example.com`;
    await request(t.http).post('/api/admin/auth/register').send({ name: 'Somsak Waiting', email, password: 'Harbour-Lantern-Reef-58' }).expect(201);
    const notice = await eventually('the owner is told of the waiting account', async () =>
      sentTo(await readOutbox(t.config.outboxDir), owner.email).find((mail) => mail.subject?.includes('Somsak Waiting')) ?? null,
    );
    expect(notice.subject).toBe('ผู้ดูแลใหม่รออนุมัติ: Somsak Waiting · New admin waiting for approval: Somsak Waiting');
    expect(notice.text).toContain(email);
    expect(notice.text).toContain('https://villa.example/admin/users');
    expect(notice.text).toContain('รอให้คุณอนุมัติ');
    const all = await readOutbox(t.config.outboxDir);
    expect(sentTo(all, helper.email).filter((mail) => !bookingNews(mail))).toEqual([]);
    // The helper's own registration (in beforeAll) was news too; the owner's first account was not.
    expect(sentTo(all, owner.email).filter((mail) => !bookingNews(mail)).map((mail) => mail.subject)).toHaveLength(2);
  });
});
