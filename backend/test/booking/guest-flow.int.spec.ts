import { DataSource } from 'typeorm';
import { SubscriptionRunner } from '../../src/event-store/subscriptions/subscription-runner';
import { eventually } from '../support/eventually';
import { startTestApp, TestApp } from '../support/test-app';
import { PDF, PNG, bookingClient, inDays } from './support/booking-client';

describe('guest booking flow over HTTP', () => {
  let app: TestApp;
  let client: ReturnType<typeof bookingClient>;

  beforeAll(async () => {
    app = await startTestApp();
    client = bookingClient(app);
  });
  afterAll(() => app.close());

  it('shows the public villa without secrets, its rooms and its pictures', async () => {
    const villa = await client.http().get('/api/villa').expect(200);
    expect(villa.body).toMatchObject({ name: { th: 'บ้านทะเล', en: 'Baan Talay' }, weekdayPrice: 5000, bedrooms: 3, paymentWindowMinutes: 30 });
    expect(villa.body).not.toHaveProperty('promptPayId');
    const rooms = await client.http().get('/api/villa/rooms').expect(200);
    expect(rooms.body.rooms).toHaveLength(3);
    const picture = await client.http().get(villa.body.backgroundImage).expect(200);
    expect(picture.headers['content-type']).toMatch(/image\/svg\+xml/);
  });

  it("answers a guest's create before booking_view has it, and the guest's next call waits for it", async () => {
    const runner = app.app.get(SubscriptionRunner);
    // No projection runs: the create must answer anyway, and the row cannot be there yet.
    await runner.beforeApplicationShutdown();
    const [checkIn, checkOut] = [inDays(40), inDays(42)];
    const created = await client.http()
      .post('/api/booking')
      .send({ bookingDetails: { checkIn, checkOut, rooms: 3, totalPrice: 0 }, paymentMethod: 'promptpay', specialRequests: '' })
      .expect(201);
    const { booking, accessToken } = created.body.data;
    const b = { id: booking._id as string, token: accessToken as string, body: created.body };
    const viewRows = async () => (await app.app.get(DataSource).query('SELECT id FROM booking_view WHERE id = $1', [b.id])).length;
    expect(await viewRows()).toBe(0);

    // The read is waiting for the projection (not answered from elsewhere) before it is started.
    const waiting = jest.spyOn(runner, 'waitFor');
    let answered = false;
    const read = client.get(b).then((response) => ((answered = true), response));
    await eventually('the read to wait for booking_view', async () => waiting.mock.calls.length > 0);
    expect(answered).toBe(false);
    waiting.mockRestore();
    runner.onApplicationBootstrap();
    const response = await read;
    expect(response.status).toBe(200);
    expect(response.body).toEqual(booking);
    expect(await viewRows()).toBe(1);

    // A booking that has no stream at all is not waited for (the wait would last its 5 s timeout).
    const waited = jest.spyOn(runner, 'waitFor');
    await client.get({ ...b, id: '00000000-0000-4000-8000-000000000000' }).expect(404);
    expect(waited).not.toHaveBeenCalled();
    waited.mockRestore();
  });

  it('quotes, creates, takes customer info, attaches a slip, clears it and attaches again', async () => {
    const [checkIn, checkOut] = [inDays(10), inDays(13)];
    const quote = await client.http().post('/api/booking/quote').send({ checkIn, checkOut, rooms: 2 }).expect(200);
    expect(quote.body).toMatchObject({ checkIn, checkOut, rooms: 2, nights: 3 });

    const created = await client.http()
      .post('/api/booking')
      .send({ bookingDetails: { checkIn, checkOut, rooms: 2, totalPrice: 1 }, paymentMethod: 'bank_transfer', specialRequests: 'Sea view' })
      .expect(201);
    const { booking, accessToken } = created.body.data;
    expect(created.body.status).toBe('success');
    expect(booking).toMatchObject({ status: 'pending_payment', checkIn, checkOut, rooms: 2, guests: 1, specialRequests: 'Sea view' });
    expect(booking.totalPrice).toBe(quote.body.total);
    const b = { id: booking._id as string, token: accessToken as string, body: created.body };
    // The answer is built from the new state; the read model must say exactly the same.
    expect((await client.get(b).expect(200)).body).toEqual(booking);

    const info = await client.customerInfo(b, {
      customerInfo: { firstName: 'Somchai', lastName: 'Jaidee', email: 'somchai@example.com', phone: '081-234-5678' },
      guests: 4,
    });
    expect(info.status).toBe(200);
    expect(info.body).toMatchObject({ guests: 4, customerInfo: { firstName: 'Somchai', phone: '0812345678' } });

    const first = await client.upload(b, PNG).expect(201);
    expect(first.body).toMatchObject({ status: 'success', contentType: 'image/png' });
    const attached = await client.patch(b, { paymentSlipUrl: first.body.paymentSlipUrl, status: 'in_review' }).expect(200);
    expect(attached.body).toMatchObject({ status: 'in_review', paymentSlipUrl: first.body.paymentSlipUrl });
    const slip = await client.http().get(`/api/booking/${b.id}/slip`).set('X-Booking-Token', b.token).expect(200);
    expect(Buffer.from(slip.body).subarray(0, 8)).toEqual(PNG.subarray(0, 8));

    const cleared = await client.patch(b, { paymentSlipUrl: null }).expect(200);
    expect(cleared.body).toMatchObject({ status: 'pending_payment', paymentSlipUrl: null });
    await client.http().get(`/api/booking/${b.id}/slip`).set('X-Booking-Token', b.token).expect(404);

    const second = await client.upload(b, PDF, 'slip.pdf').expect(201);
    const again = await client.patch(b, { paymentSlipUrl: second.body.paymentSlipUrl, status: 'in_review' }).expect(200);
    expect(again.body).toMatchObject({ status: 'in_review', paymentSlipUrl: second.body.paymentSlipUrl });
    const fetched = await client.get(b).expect(200);
    expect(fetched.body).toEqual(again.body);
  });
});
