import request from 'supertest';
import { bookingClient, CreatedBooking, inDays } from './support/booking-client';
import { startTestApp, TestApp } from '../support/test-app';
import { readOutbox, sentTo } from '../jobs/support/outbox';
import { eventually } from '../jobs/support/wait';

const mailsTo = async (t: TestApp, to: string) => sentTo(await readOutbox(t.config.outboxDir), to);
const linkIn = (text: string | undefined): URL => new URL(/https?:\/\/\S+\?token=\S+/.exec(text ?? '')![0]);

describe("the guest's language and the way back to a booking", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ PUBLIC_URL: 'https://villa.example', BOOKING_FIND_LIMIT_PER_HOUR: '4' });
  });
  afterAll(() => t?.close());

  async function book(email: string, days: number, headers: Record<string, string> = {}, extra: object = {}): Promise<CreatedBooking> {
    const res = await request(t.http).post('/api/booking').set(headers).send({ checkIn: inDays(days), checkOut: inDays(days + 2), rooms: 3, ...extra });
    expect(res.status).toBe(201);
    const booking = { id: res.body.data.booking._id, token: res.body.data.accessToken, body: res.body };
    await bookingClient(t).customerInfo(booking, { customerInfo: { firstName: 'Anna', lastName: 'Berg', email, phone: '0812345678' } }).expect(200);
    return booking;
  }

  it("stores the language sent, else the browser's, else Thai", async () => {
    const sent = await book('sent@example.com', 200, { 'Accept-Language': 'th-TH' }, { language: 'en' });
    const browser = await book('browser@example.com', 203, { 'Accept-Language': 'de-DE,en;q=0.8' });
    const neither = await book('neither@example.com', 206);
    expect(sent.body.data.booking.language).toBe('en');
    expect(browser.body.data.booking.language).toBe('en');
    expect(neither.body.data.booking.language).toBe('th');
    const [english] = await eventually('the English e-mail', async () => {
      const found = await mailsTo(t, 'browser@example.com');
      return found.length ? found : null;
    });
    expect(english.subject).toContain('please pay by');
  });

  it("e-mails a link to the booking's payment step that opens it without the device's token", async () => {
    const booking = await book('link@example.com', 210, {}, { language: 'en' });
    const [mail] = await eventually('the booking-received e-mail', async () => {
      const found = await mailsTo(t, 'link@example.com');
      return found.length ? found : null;
    });
    const link = linkIn(mail.text);
    expect(link.origin + link.pathname).toBe(`https://villa.example/booking/${booking.id}/payment`);
    expect(mail.html).toContain(`href="${link.href.replace(/&/g, '&amp;')}"`);
    const token = link.searchParams.get('token')!;
    expect(token).not.toBe(booking.token);
    const opened = await request(t.http).get(`/api/booking/${booking.id}`).set('X-Booking-Token', token).expect(200);
    expect(opened.body.reference).toBe(booking.body.data.booking.reference);

    const other = await book('other@example.com', 213);
    const refused = await request(t.http).get(`/api/booking/${other.id}`).set('X-Booking-Token', token).expect(403);
    expect(refused.body.code).toBe('booking.tokenMismatch');
  });

  it('"Manage my booking" e-mails the link when reference and address match, and answers the same when not', async () => {
    const booking = await book('Find.Me@example.com', 220, {}, { language: 'en' });
    const reference: string = booking.body.data.booking.reference;
    const matched = await request(t.http).post('/api/booking/find').send({ reference: reference.toLowerCase(), email: 'find.me@EXAMPLE.com' });
    const wrongEmail = await request(t.http).post('/api/booking/find').send({ reference, email: 'someone@example.com' });
    const wrongReference = await request(t.http).post('/api/booking/find').send({ reference: 'BT-ZZZZZZ', email: 'find.me@example.com' });
    expect([matched.status, wrongEmail.status, wrongReference.status]).toEqual([202, 202, 202]);
    expect(wrongEmail.body).toEqual(matched.body);
    expect(wrongReference.body).toEqual(matched.body);

    const linkMail = await eventually('the link e-mail', async () =>
      (await mailsTo(t, 'find.me@example.com')).find((mail) => mail.subject === `Your link to booking ${reference}`),
    );
    expect(linkIn(linkMail.text).pathname).toBe(`/booking/${booking.id}/payment`);
    expect(await mailsTo(t, 'someone@example.com')).toHaveLength(0);

    const limited = await request(t.http).post('/api/booking/find').send({ reference, email: 'find.me@example.com' });
    const over = await request(t.http).post('/api/booking/find').send({ reference, email: 'find.me@example.com' });
    expect([limited.status, over.status]).toEqual([202, 429]);
    expect(over.body.code).toBe('booking.findTooMany');
  });
});
