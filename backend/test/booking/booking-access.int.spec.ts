import { startTestApp, TestApp } from '../support/test-app';
import { CreatedBooking, PNG, bookingClient, inDays } from './support/booking-client';

describe('who may touch a booking', () => {
  let app: TestApp;
  let client: ReturnType<typeof bookingClient>;
  let mine: CreatedBooking;
  let theirs: CreatedBooking;

  beforeAll(async () => {
    app = await startTestApp();
    client = bookingClient(app);
    mine = await client.create(inDays(5), inDays(7));
    theirs = await client.create(inDays(8), inDays(9));
  });
  afterAll(() => app.close());

  it('refuses no token, a wrong token and another booking’s token', async () => {
    const url = `/api/booking/${mine.id}`;
    expect((await client.http().get(url)).status).toBe(401);
    expect((await client.http().get(url).set('X-Booking-Token', 'not-the-token')).status).toBe(403);
    expect((await client.http().get(url).set('X-Booking-Token', theirs.token)).status).toBe(403);
    expect((await client.http().patch(url).set('X-Booking-Token', theirs.token).send({ paymentMethod: 'promptpay' })).status).toBe(403);
    expect((await client.http().get(`${url}/slip`).set('X-Booking-Token', theirs.token)).status).toBe(403);
    const upload = await client.http().post('/api/upload/slip').set('X-Booking-Token', theirs.token).field('bookingId', mine.id).attach('slip', PNG, 'a.png');
    expect(upload.status).toBe(403);
    expect((await client.get(mine)).status).toBe(200);
  });

  it('records all of a PATCH or nothing: a refused slip leaves the payment method as it was', async () => {
    const b = await client.create(inDays(40), inDays(41));
    const refused = await client.patch(b, { paymentMethod: 'promptpay', paymentSlipUrl: `/api/booking/${b.id}/slip/none.png`, status: 'in_review' });
    expect(refused.body).toMatchObject({ statusCode: 400, code: 'slip.unknownUrl' });
    expect((await client.get(b)).body).toMatchObject({ status: 'pending_payment', paymentMethod: 'bank_transfer' });

    const { paymentSlipUrl } = (await client.upload(b, PNG)).body;
    const both = await client.patch(b, { paymentMethod: 'promptpay', paymentSlipUrl, status: 'in_review' });
    expect(both.body).toMatchObject({ status: 'in_review', paymentMethod: 'promptpay', paymentSlipUrl });
  });

  it('answers 404 for bookings that do not exist', async () => {
    const missing = { ...mine, id: '00000000-0000-4000-8000-000000000000' };
    expect((await client.get(missing)).status).toBe(404);
    expect((await client.get({ ...mine, id: 'not-a-uuid' })).status).toBe(404);
  });

  it('refuses a guest setting the status to confirmed or any admin field', async () => {
    const confirm = await client.patch(mine, { status: 'confirmed' });
    expect(confirm.status).toBe(403);
    expect(confirm.body.code).toBe('booking.guestFieldNotAllowed');
    for (const body of [{ totalPrice: 1 }, { checkIn: inDays(6) }, { customerName: 'X' }, { guests: 5 }, { status: 'cancelled' }]) {
      expect((await client.patch(mine, body)).status).toBe(403);
    }
    expect((await client.patch(mine, { isAdmin: true })).status).toBe(400);
    expect((await client.patch(mine, {})).status).toBe(400);
    expect((await client.get(mine)).body).toMatchObject({ status: 'pending_payment', totalPrice: mine.body.data.booking.totalPrice });
  });

  it('refuses a slip uploaded for another booking', async () => {
    const upload = await client.upload(theirs, PNG).expect(201);
    const res = await client.patch(mine, { paymentSlipUrl: upload.body.paymentSlipUrl, status: 'in_review' });
    expect(res.status).toBe(400);
    expect((await client.http().get(`/api/booking/${mine.id}/slip/${upload.body.paymentSlipUrl.split('/').pop()}`).set('X-Booking-Token', mine.token)).status).toBe(404);
  });

  it('lets an admin with a bearer token read and confirm, after which the guest can change nothing', async () => {
    const register = await client.http()
      .post('/api/admin/auth/register')
      .send({ name: 'Owner', email: 'owner@example.com', password: 'correct horse battery' })
      .expect(201);
    const bearer = `Bearer ${register.body.token}`;
    const url = `/api/booking/${mine.id}`;
    expect((await client.http().get(url).set('Authorization', bearer)).status).toBe(200);
    expect((await client.http().get(url).set('Authorization', 'Bearer forged')).status).toBe(401);
    const confirmed = await client.http().patch(url).set('Authorization', bearer).send({ status: 'confirmed' }).expect(200);
    expect(confirmed.body.status).toBe('confirmed');
    const late = await client.patch(mine, { paymentMethod: 'promptpay' });
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ code: 'booking.actionNotAllowed', params: { action: 'changePaymentMethod', status: 'confirmed' } });
  });
});
