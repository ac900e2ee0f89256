import type { PaymentLedgerDto } from '@baan-talay/contracts';
import { addDays, depositAmount } from '@baan-talay/pricing';
import pg from 'pg';
import request from 'supertest';
import { ShiftedClock } from '../support/shifted-clock';
import { startTestApp, TestApp } from '../support/test-app';
import { registerFirstAdmin, SignedInAdmin } from './support/admin-session';
import { guestBookings, inDays } from './support/bookings';
import { projectionsCaughtUp } from './support/projections';
import { PNG, type CreatedBooking } from '../booking/support/booking-client';
import { baht, binary, pdfText } from '../jobs/support/pdf-text';

/** Issue 30 over HTTP: deposit → confirm → balance → paid, and a 100 % deposit as the seed's pay-in-full flow. */
describe('payment plan (HTTP)', () => {
  const clock = new ShiftedClock();
  let t: TestApp;
  let owner: SignedInAdmin;
  let guests: ReturnType<typeof guestBookings>;

  beforeAll(async () => {
    t = await startTestApp({}, { clock });
    owner = await registerFirstAdmin(t);
    guests = guestBookings(t);
    await request(t.http).patch('/api/admin/villa').set(owner.auth).send({ promptPayId: '0812345678' }).expect(200);
  });
  afterAll(() => t?.close());

  const admin = () => request(t.http);
  const setPlan = (plan: object) => admin().put('/api/admin/villa/payment-plan').set(owner.auth).send(plan);
  const ledger = async (b: CreatedBooking): Promise<PaymentLedgerDto> => {
    await projectionsCaughtUp(t);
    return (await guests.client.http().get(`/api/booking/${b.id}/payments`).set('X-Booking-Token', b.token).expect(200)).body;
  };
  const qrAmount = async (b: CreatedBooking) =>
    (await guests.client.http().get(`/api/booking/${b.id}/promptpay-qr`).set('X-Booking-Token', b.token).expect(200)).body.amount;
  /** The guest's slip: uploaded, then attached by the seed's own call. */
  const paySlip = async (b: CreatedBooking, nth: number, status = 200) => {
    const upload = await guests.client.upload(b, Buffer.concat([PNG, Buffer.from(`${b.id}-${nth}`)])).expect(201);
    return guests.client.patch(b, { paymentSlipUrl: upload.body.paymentSlipUrl, status: 'in_review' }).expect(status);
  };

  it('takes a 30 % deposit, confirms on it, then the balance with the security deposit by its own slip and review', async () => {
    const plan = await setPlan({ depositPercent: 30, balanceDueDays: 14, securityDeposit: 3000 }).expect(200);
    expect(plan.body.paymentPlan).toEqual({ depositPercent: 30, balanceDueDays: 14, securityDeposit: 3000, autoCancelOverdueBalance: false });

    const [checkIn, checkOut] = [inDays(60), inDays(63)];
    const booking = await guests.create(checkIn, checkOut);
    const total = booking.body.data.booking.totalPrice as number;
    const deposit = depositAmount(total, 30);
    let view = await ledger(booking);
    expect(view.schedule).toMatchObject({
      total,
      deposit: { amount: deposit, status: 'due' },
      balance: { amount: total - deposit, dueOn: addDays(checkIn, -14), status: 'due' },
      securityDeposit: { amount: 3000, status: 'due' },
      dueNow: { kind: 'deposit', amount: deposit },
    });
    expect(await qrAmount(booking)).toBe(deposit);

    await paySlip(booking, 1);
    await admin().patch(`/api/admin/bookings/${booking.id}/status`).set(owner.auth).send({ status: 'confirmed' }).expect(200);
    view = await ledger(booking);
    expect(view.schedule).toMatchObject({ deposit: { status: 'paid' }, balance: { status: 'due' }, dueNow: { kind: 'balance', amount: total - deposit + 3000 } });
    expect(view.entries).toEqual([expect.objectContaining({ entry: 'payment', kind: 'deposit', amount: deposit, method: 'bank_transfer' })]);
    expect(view.entries[0].slipUrl).toMatch(`/api/booking/${booking.id}/slip/`);
    expect(await qrAmount(booking)).toBe(total - deposit + 3000);
    // The receipt prints the same schedule: the deposit paid, the balance due by its date, the rest outstanding.
    const receipt = guests.client.http().get(`/api/booking/${booking.id}/receipt?lang=en`).set('X-Booking-Token', booking.token);
    const printed = await pdfText((await receipt.buffer(true).parse(binary).expect(200)).body);
    const dueBy = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${addDays(checkIn, -14)}T00:00:00Z`),
    );
    expect(printed).toContain(`Deposit (30 %)${baht(deposit)} · paid`);
    expect(printed).toContain(`Balance${baht(total - deposit)} · due by ${dueBy} · due`);
    expect(printed).toContain(`Paid${baht(deposit)}`);
    expect(printed).toContain(`Due now${baht(total - deposit + 3000)}`);
    expect(printed).toContain(`Outstanding${baht(total - deposit)}`);

    // The seed's call attaches the slip of what is due now: the balance; the booking stays confirmed.
    const balanceSlip = await paySlip(booking, 2);
    expect(balanceSlip.body.status).toBe('confirmed');
    expect((await ledger(booking)).schedule.balance.status).toBe('in_review');
    await paySlip(booking, 3, 409);

    const accepted = await admin().post(`/api/admin/bookings/${booking.id}/payments/accept`).set(owner.auth).expect(200);
    expect(accepted.body.schedule).toMatchObject({
      deposit: { status: 'paid' },
      balance: { status: 'paid' },
      securityDeposit: { status: 'held' },
      dueNow: null,
      paid: total + 3000,
      outstanding: 0,
    });
    expect(accepted.body.entries.map((e: { kind: string }) => e.kind)).toEqual(['deposit', 'balance', 'security_deposit']);
    await admin().post(`/api/admin/bookings/${booking.id}/payments/accept`).set(owner.auth).expect(409);

    // After check-out the security deposit goes back, less a deduction and its reason.
    const giveBack = (deductions: object[]) =>
      admin().post(`/api/admin/bookings/${booking.id}/security-deposit/return`).set(owner.auth).send({ deductions });
    expect((await giveBack([]).expect(409)).body.code).toBe('payment.stayNotOver');
    clock.advance(64 * 24 * 3600_000);
    expect((await giveBack([{ amount: 5000, reason: 'Too much' }]).expect(400)).body.code).toBe('payment.deductionsAboveHeld');
    const returned = await giveBack([{ amount: 800, reason: 'Broken glass' }]).expect(200);
    expect(returned.body.schedule.securityDeposit.status).toBe('returned');
    expect(returned.body.entries.at(-1)).toMatchObject({ entry: 'security_return', amount: 2200, deductions: [{ amount: 800, reason: 'Broken glass' }] });
    clock.advance(-64 * 24 * 3600_000);

    const summary = await admin().get('/api/admin/payments/summary').set(owner.auth).expect(200);
    expect(summary.body.depositsReceived).toBeGreaterThanOrEqual(deposit);
  });

  it('lets the owner reject a balance slip and record a cash payment instead', async () => {
    await setPlan({ depositPercent: 50, balanceDueDays: 7, securityDeposit: 0 }).expect(200);
    const booking = await guests.create(inDays(70), inDays(72));
    const total = booking.body.data.booking.totalPrice as number;
    await paySlip(booking, 1);
    await admin().patch(`/api/admin/bookings/${booking.id}/status`).set(owner.auth).send({ status: 'confirmed' }).expect(200);
    await paySlip(booking, 2);
    const reject = admin().post(`/api/admin/bookings/${booking.id}/payments/reject`).set(owner.auth);
    expect((await reject.send({ reason: ' ' }).expect(400)).body.code).toBe('booking.rejectReasonRequired');
    await admin().post(`/api/admin/bookings/${booking.id}/payments/reject`).set(owner.auth).send({ reason: 'Wrong amount' }).expect(200);
    const record = (body: object) => admin().post(`/api/admin/bookings/${booking.id}/payments`).set(owner.auth).send(body);
    const rest = total - depositAmount(total, 50);
    expect((await record({ kind: 'manual', amount: rest + 1, method: 'cash' }).expect(400)).body.code).toBe('payment.amountOutOfRange');
    expect((await record({ kind: 'manual', amount: rest, method: 'cheque' }).expect(400)).body.statusCode).toBe(400);
    const paid = await record({ kind: 'manual', amount: rest, method: 'cash', note: 'Paid at the gate' }).expect(201);
    expect(paid.body.schedule).toMatchObject({ balance: { status: 'paid' }, outstanding: 0, dueNow: null });
    expect(paid.body.entries.at(-1)).toMatchObject({ kind: 'manual', method: 'cash', note: 'Paid at the gate' });
  });

  it('takes the balance slip of a booking confirmed a moment ago, with the ledger still behind the deposit and the confirmation (its QR and schedule too)', async () => {
    await setPlan({ depositPercent: 50, balanceDueDays: 7, securityDeposit: 0 }).expect(200);
    const booking = await guests.create(inDays(74), inDays(76));
    await projectionsCaughtUp(t);
    // Another transaction holds payment_ledger against writes: the projection cannot apply the
    // deposit's slip nor the confirmation until it ends, while booking_view (which the guest's and
    // the admin's answers wait for) shows them at once. A table lock takes no transaction id, so the
    // log stays readable for every other projection (a row lock would take one, and hold every event
    // after it back from all of them).
    const holder = new pg.Client({ connectionString: t.config.databaseUrl });
    await holder.connect();
    try {
      await holder.query('BEGIN');
      await holder.query('LOCK TABLE payment_ledger IN SHARE MODE');
      await paySlip(booking, 1);
      await admin().patch(`/api/admin/bookings/${booking.id}/status`).set(owner.auth).send({ status: 'confirmed' }).expect(200);
      const upload = guests.client.upload(booking, Buffer.concat([PNG, Buffer.from(`${booking.id}-2`)])).then((response) => response);
      const qr = qrAmount(booking);
      const schedule = guests.client.http().get(`/api/booking/${booking.id}/payments`).set('X-Booking-Token', booking.token).then((response) => response);
      await new Promise((resolve) => setTimeout(resolve, 300));
      await holder.query('COMMIT');
      // Refused before (409 slip.bookingClosed): the ledger still said the deposit was due, so the
      // confirmed booking seemed to have no balance to pay; the QR asked for the deposit again.
      expect((await upload).status).toBe(201);
      const total = booking.body.data.booking.totalPrice as number;
      expect(await qr).toBe(total - depositAmount(total, 50));
      expect((await schedule).body.schedule).toMatchObject({ deposit: { status: 'paid' }, dueNow: { kind: 'balance' } });
    } finally {
      await holder.end();
    }
  });

  it("keeps the seed's pay-in-full flow with a 100 % deposit", async () => {
    await setPlan({ depositPercent: 100, securityDeposit: 0 }).expect(200);
    const booking = await guests.create(inDays(80), inDays(82));
    const total = booking.body.data.booking.totalPrice as number;
    expect(await qrAmount(booking)).toBe(total);
    const attached = await paySlip(booking, 1);
    expect(attached.body.status).toBe('in_review');
    await admin().patch(`/api/admin/bookings/${booking.id}/status`).set(owner.auth).send({ status: 'confirmed' }).expect(200);
    const view = await ledger(booking);
    expect(view.schedule).toMatchObject({ depositPercent: 100, deposit: { amount: total, status: 'paid' }, balance: { status: 'none' }, dueNow: null, outstanding: 0 });
    // Nothing is due any more: no slip is taken, as before payment plans.
    const upload = await guests.client.upload(booking, Buffer.concat([PNG, Buffer.from(`${booking.id}-2`)])).expect(409);
    expect(upload.body.code).toBe('slip.bookingClosed');
    await guests.client.http().get(`/api/booking/${booking.id}/promptpay-qr`).set('X-Booking-Token', booking.token).expect(409);
  });

  it('refuses a plan out of range with a coded error', async () => {
    expect((await setPlan({ depositPercent: 0 }).expect(400)).body).toMatchObject({ code: 'villa.numberOutOfRange', params: { field: 'depositPercent' } });
    expect((await setPlan({ autoCancelOverdueBalance: 'yes' }).expect(400)).body.statusCode).toBe(400);
  });
});
