import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BookingDto, PaymentLedgerDto } from '@baan-talay/contracts';
import { depositAmount } from '@baan-talay/pricing';
import request from 'supertest';
import { PNG, type CreatedBooking } from '../booking/support/booking-client';
import { startTestApp, TestApp } from '../support/test-app';
import { registerFirstAdmin, SignedInAdmin } from './support/admin-session';
import { guest, guestBookings, inDays } from './support/bookings';
import { projectionsCaughtUp } from './support/projections';

const refusalText = (language: 'en' | 'th', key: string): string =>
  JSON.parse(readFileSync(join(__dirname, `../../../frontend/public/locales/${language}/common.json`), 'utf8')).apiErrors.booking[key];

/**
 * Issue 30 over HTTP: the number of guests the customer step gives is priced by the extra-guest fee;
 * the booking's total, its payment plan and the PromptPay amount follow before the guest pays.
 */
describe('guest count priced on the customer step (HTTP)', () => {
  let t: TestApp;
  let owner: SignedInAdmin;
  let guests: ReturnType<typeof guestBookings>;

  beforeAll(async () => {
    t = await startTestApp();
    owner = await registerFirstAdmin(t);
    guests = guestBookings(t);
    await request(t.http).patch('/api/admin/villa').set(owner.auth).send({ promptPayId: '0812345678' }).expect(200);
    await request(t.http).put('/api/admin/villa/payment-plan').set(owner.auth).send({ depositPercent: 30, balanceDueDays: 14 }).expect(200);
    const charges = { cleaningFee: 0, extraGuestFee: 500, guestsIncluded: 4, serviceChargePercent: 0, serviceChargeIncluded: true, vatPercent: 0, vatIncluded: true };
    await request(t.http).patch('/api/admin/villa/billing').set(owner.auth).send({ charges }).expect(200);
  });
  afterAll(() => t?.close());

  const who = guest();
  const customerInfo = (b: CreatedBooking, count: number) =>
    guests.client.customerInfo(b, { customerInfo: { firstName: who.firstName, lastName: who.lastName, email: who.email, phone: who.phone }, guests: count });
  const ledger = async (b: CreatedBooking): Promise<PaymentLedgerDto> => {
    await projectionsCaughtUp(t);
    return (await guests.client.http().get(`/api/booking/${b.id}/payments`).set('X-Booking-Token', b.token).expect(200)).body;
  };
  const qrAmount = async (b: CreatedBooking): Promise<number> =>
    (await guests.client.http().get(`/api/booking/${b.id}/promptpay-qr`).set('X-Booking-Token', b.token).expect(200)).body.amount;

  it('re-prices 6 guests (2 above the 4 included × ฿500 × 3 nights), the deposit and QR following, and back down for 4', async () => {
    const booking = await guests.client.create(inDays(60), inDays(63));
    const quoted = booking.body.data.booking.totalPrice as number;

    const six: BookingDto = (await customerInfo(booking, 6).expect(200)).body;
    expect(six.guests).toBe(6);
    expect(six.totalPrice).toBe(quoted + 3000);
    expect(six.breakdown.charges).toMatchObject({ extraGuests: 2, extraGuestFee: 3000 });
    expect((await guests.client.get(booking).expect(200)).body.totalPrice).toBe(quoted + 3000);
    const schedule = (await ledger(booking)).schedule;
    expect(schedule).toMatchObject({ total: quoted + 3000, deposit: { amount: depositAmount(quoted + 3000, 30) }, dueNow: { kind: 'deposit', amount: depositAmount(quoted + 3000, 30) } });
    expect(await qrAmount(booking)).toBe(depositAmount(quoted + 3000, 30));

    const four: BookingDto = (await customerInfo(booking, 4).expect(200)).body;
    expect(four.totalPrice).toBe(quoted);
    expect((await ledger(booking)).schedule.total).toBe(quoted);
  });

  it('refuses a count that moves the price while the slip is in review and takes it once the slip is removed', async () => {
    const booking = await guests.client.create(inDays(70), inDays(72));
    await customerInfo(booking, 2).expect(200);
    const upload = await guests.client.upload(booking, Buffer.concat([PNG, Buffer.from(booking.id)])).expect(201);
    await guests.client.patch(booking, { paymentSlipUrl: upload.body.paymentSlipUrl, status: 'in_review' }).expect(200);

    const refused = await customerInfo(booking, 6).expect(409);
    expect(refused.body.code).toBe('booking.guestsChangePriceInReview');
    // The SPA shows the code in the guest's language (common:apiErrors.<code>).
    expect(refusalText('en', 'guestsChangePriceInReview')).toMatch(/slip/);
    expect(refusalText('th', 'guestsChangePriceInReview')).toMatch(/สลิป/);
    await customerInfo(booking, 3).expect(200);

    await guests.client.patch(booking, { paymentSlipUrl: null, status: 'pending_payment' }).expect(200);
    expect((await customerInfo(booking, 6).expect(200)).body.totalPrice).toBe(booking.body.data.booking.totalPrice + 2000);
  });
});
