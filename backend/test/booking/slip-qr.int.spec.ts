import request from 'supertest';
import { DataSource } from 'typeorm';
import { registerFirstAdmin, SignedInAdmin } from '../admin/support/admin-session';
import { startTestApp, TestApp } from '../support/test-app';
import { bookingClient, CreatedBooking, inDays } from './support/booking-client';
import { random, slipImage, slipPayload } from './support/slip-corpus';

const FLAT = { rotation: 0, quality: 85, blur: 0, perspective: 0, qrShare: 0.22, width: 720 };

/** A slip image whose verification QR holds this reference (the layout varies by seed). */
const slipWithRef = (transRef: string, seed: number) => slipImage(slipPayload('004', transRef), FLAT, random(seed));

describe('slips checked by their QR (real Postgres and Redis)', () => {
  let t: TestApp;
  let client: ReturnType<typeof bookingClient>;
  let owner: SignedInAdmin;
  let nextWeek = 30;

  beforeAll(async () => {
    t = await startTestApp();
    client = bookingClient(t);
    owner = await registerFirstAdmin(t);
  });
  afterAll(() => t.close());

  const book = () => {
    nextWeek += 7;
    return client.create(inDays(nextWeek), inDays(nextWeek + 2));
  };
  const attach = async (b: CreatedBooking, image: Buffer) => {
    const uploaded = await client.upload(b, image, 'slip.jpg');
    if (uploaded.status !== 201) return uploaded;
    return client.patch(b, { paymentSlipUrl: uploaded.body.paymentSlipUrl, status: 'in_review' });
  };

  it('reads the reference on upload, records it with the slip and shows it to the owner', async () => {
    const b = await book();
    const uploaded = await client.upload(b, await slipWithRef('015123ABCDEF00001', 1), 'slip.jpg').expect(201);
    expect(uploaded.body.slipCheck).toEqual({ qr: { sendingBank: '004', transRef: '015123ABCDEF00001' } });
    await client.patch(b, { paymentSlipUrl: uploaded.body.paymentSlipUrl, status: 'in_review' }).expect(200);
    const shown = await request(t.http).get(`/api/admin/bookings/${b.id}`).set(owner.auth).expect(200);
    expect(shown.body.slipCheck).toEqual({ qr: { sendingBank: '004', transRef: '015123ABCDEF00001' } });
  });

  it('refuses a slip whose transRef another booking holds, even from a different image', async () => {
    const [first, second] = [await book(), await book()];
    await attach(first, await slipWithRef('015123DUPLICATE0002', 2)).then((r) => expect(r.status).toBe(200));
    const again = await client.upload(second, await slipWithRef('015123DUPLICATE0002', 3), 'slip.jpg');
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ statusCode: 409, code: 'slip.alreadyUsed' });
  });

  it('refuses at attach when two bookings race with one slip: the append claims its fingerprints', async () => {
    const [first, second] = [await book(), await book()];
    const image = await slipWithRef('015123RACE00000003', 4);
    // Both uploads pass the early check: neither booking holds the slip yet.
    const [a, b] = await Promise.all([client.upload(first, image, 'slip.jpg').expect(201), client.upload(second, image, 'slip.jpg').expect(201)]);
    const results = await Promise.all([
      client.patch(first, { paymentSlipUrl: a.body.paymentSlipUrl, status: 'in_review' }),
      client.patch(second, { paymentSlipUrl: b.body.paymentSlipUrl, status: 'in_review' }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)?.body.code).toBe('slip.alreadyUsed');
    const held = await t.app.get(DataSource).query(`SELECT DISTINCT booking_id FROM slip_fingerprints WHERE value = '015123RACE00000003'`);
    expect(held).toHaveLength(1);
  });

  it('refuses a file whose content another booking attached, even without a QR, and after that booking is cancelled', async () => {
    const [first, second] = [await book(), await book()];
    const image = await slipImage(null, FLAT, random(5));
    const uploaded = await client.upload(first, image, 'slip.jpg').expect(201);
    expect(uploaded.body.slipCheck).toEqual({ qr: null, reason: 'noQr' });
    await client.patch(first, { paymentSlipUrl: uploaded.body.paymentSlipUrl, status: 'in_review' }).expect(200);
    await request(t.http).patch(`/api/admin/bookings/${first.id}/status`).set(owner.auth).send({ status: 'cancelled', reason: 'test' }).expect(200);
    const refused = await client.upload(second, image, 'slip.jpg').expect(409);
    expect(refused.body.code).toBe('slip.alreadyUsed');
  });

  it('accepts the same slip re-sent for the same booking, after it was cleared too', async () => {
    const b = await book();
    const image = await slipWithRef('015123RESEND000005', 6);
    await attach(b, image).then((r) => expect(r.status).toBe(200));
    await client.patch(b, { paymentSlipUrl: null }).expect(200);
    const again = await client.upload(b, image, 'slip.jpg').expect(201);
    expect(again.body.slipCheck.qr.transRef).toBe('015123RESEND000005');
    await client.patch(b, { paymentSlipUrl: again.body.paymentSlipUrl, status: 'in_review' }).expect(200);
  });

  it('lists the slips without a QR for the owner', async () => {
    const [withQr, without] = [await book(), await book()];
    await attach(withQr, await slipWithRef('015123LISTED000006', 7)).then((r) => expect(r.status).toBe(200));
    await attach(without, await slipImage(null, FLAT, random(8))).then((r) => expect(r.status).toBe(200));
    const list = await request(t.http).get('/api/admin/bookings').query({ slipQr: 'missing', pageSize: 100 }).set(owner.auth).expect(200);
    const ids = list.body.items.map((b: { _id: string }) => b._id);
    expect(ids).toContain(without.id);
    expect(ids).not.toContain(withQr.id);
    await request(t.http).get('/api/admin/bookings').query({ slipQr: 'yes' }).set(owner.auth).expect(400);
  });
});
