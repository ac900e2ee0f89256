import { PNG, bookingClient, inDays } from './support/booking-client';
import { startTestApp, TestApp } from '../support/test-app';
import { registerFirstAdmin, SignedInAdmin } from '../admin/support/admin-session';

describe('a guest cancels their own unpaid hold over HTTP', () => {
  let app: TestApp;
  let client: ReturnType<typeof bookingClient>;
  let owner: SignedInAdmin;

  beforeAll(async () => {
    app = await startTestApp();
    client = bookingClient(app);
    owner = await registerFirstAdmin(app);
  });
  afterAll(() => app.close());

  const cancel = (b: { id: string; token?: string }) => {
    const req = client.http().post(`/api/booking/${b.id}/cancel`);
    return b.token ? req.set('X-Booking-Token', b.token) : req;
  };

  it('cancels the hold as the guest, frees its nights at once, and cancelling again changes nothing', async () => {
    const [checkIn, checkOut] = [inDays(50), inDays(52)];
    const hold = await client.create(checkIn, checkOut);
    const res = await cancel(hold).expect(200);
    expect(res.body).toMatchObject({ _id: hold.id, status: 'cancelled' });
    // Another guest takes the same nights straight away.
    await client.create(checkIn, checkOut);
    await cancel(hold).expect(200);
    const history = await client.http().get(`/api/admin/bookings/${hold.id}/history`).set(owner.auth).expect(200);
    const cancellations = history.body.filter((e: { type: string }) => e.type === 'BookingCancelled');
    expect(cancellations).toEqual([expect.objectContaining({ actor: expect.objectContaining({ kind: 'guest' }) })]);
  });

  it('needs the booking token', async () => {
    const hold = await client.create(inDays(54), inDays(55));
    expect((await cancel({ id: hold.id })).body.code).toBe('booking.tokenRequired');
    expect((await cancel({ id: hold.id, token: 'not-its-token' })).body.code).toBe('booking.tokenMismatch');
    expect((await client.get(hold).expect(200)).body.status).toBe('pending_payment');
  });

  it('refuses once a slip is in review: the guest may already have paid', async () => {
    const hold = await client.create(inDays(56), inDays(57));
    const { body: slip } = await client.upload(hold, PNG).expect(201);
    await client.patch(hold, { paymentSlipUrl: slip.paymentSlipUrl, status: 'in_review' }).expect(200);
    const res = await cancel(hold);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'booking.actionNotAllowed', params: { action: 'cancel', status: 'in_review' } });
  });
});
