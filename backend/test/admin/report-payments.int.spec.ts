import type { PaymentFiguresDto, ReportDto } from '@baan-talay/contracts';
import { addDays, depositAmount } from '@baan-talay/pricing';
import request from 'supertest';
import { ShiftedClock } from '../support/shifted-clock';
import { startTestApp, TestApp } from '../support/test-app';
import { registerFirstAdmin, SignedInAdmin } from './support/admin-session';
import { guestBookings, inDays } from './support/bookings';
import { projectionsCaughtUp } from './support/projections';

const DAY = 24 * 3600_000;

/**
 * Issue 30 over HTTP: the reports give the deposits received and the balances outstanding and overdue
 * of the stays checking in during the period, by the dashboard's own rule (they add up to its figures).
 */
describe('reports: deposits and balances of the period (HTTP)', () => {
  const clock = new ShiftedClock();
  let t: TestApp;
  let owner: SignedInAdmin;
  let guests: ReturnType<typeof guestBookings>;

  beforeAll(async () => {
    t = await startTestApp({}, { clock });
    owner = await registerFirstAdmin(t);
    guests = guestBookings(t);
    await request(t.http).put('/api/admin/villa/payment-plan').set(owner.auth).send({ depositPercent: 30, balanceDueDays: 14 }).expect(200);
  });
  afterAll(() => t?.close());

  const confirmedOnDeposit = async (checkIn: string, nights: number) => {
    const booking = await guests.create(checkIn, addDays(checkIn, nights));
    await guests.attachSlip(booking);
    await request(t.http).patch(`/api/admin/bookings/${booking.id}/status`).set(owner.auth).send({ status: 'confirmed' }).expect(200);
    const total = booking.body.data.booking.totalPrice as number;
    return { total, deposit: depositAmount(total, 30) };
  };
  const report = async (query: { year: number; month?: number }): Promise<ReportDto> =>
    (await request(t.http).get('/api/admin/reports').query(query).set(owner.auth).expect(200)).body;
  const monthOf = (date: string) => ({ year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)) });

  it('counts the confirmed stays arriving in the month, the overdue balance once its date has passed', async () => {
    const soon = inDays(60);
    const later = inDays(150);
    const a = await confirmedOnDeposit(soon, 3);
    const b = await confirmedOnDeposit(later, 2);
    // An unpaid hold in the same month: no deposit received, no balance owed yet.
    await guests.create(addDays(soon, 5), addDays(soon, 7));
    await projectionsCaughtUp(t);

    const expected = (x: typeof a, overdue: boolean): PaymentFiguresDto => ({
      depositsReceived: x.deposit,
      balancesOutstanding: x.total - x.deposit,
      balancesOverdue: overdue ? x.total - x.deposit : 0,
      overdueBookings: overdue ? 1 : 0,
      securityDepositsHeld: 0,
    });
    expect((await report(monthOf(soon))).payments).toEqual(expected(a, false));
    expect((await report(monthOf(later))).payments).toEqual(expected(b, false));
    // A month between them (the stays are 90 days apart) has neither.
    expect((await report(monthOf(addDays(soon, 31)))).payments).toEqual(expected({ total: 0, deposit: 0 }, false));

    // 50 days on, the first stay's balance (due 14 days before its check-in) is overdue; the second's is not.
    clock.advance(50 * DAY);
    expect((await report(monthOf(soon))).payments).toEqual(expected(a, true));
    expect((await report(monthOf(later))).payments.overdueBookings).toBe(0);

    // The periods together are the dashboard's figures: one rule.
    const dashboard: PaymentFiguresDto = (await request(t.http).get('/api/admin/payments/summary').set(owner.auth).expect(200)).body;
    expect(dashboard).toEqual({
      depositsReceived: a.deposit + b.deposit,
      balancesOutstanding: a.total - a.deposit + b.total - b.deposit,
      balancesOverdue: a.total - a.deposit,
      overdueBookings: 1,
      securityDepositsHeld: 0,
    });
    if (soon.slice(0, 4) === later.slice(0, 4)) expect((await report({ year: Number(soon.slice(0, 4)) })).payments).toEqual(dashboard);
    clock.advance(-50 * DAY);
  });
});
