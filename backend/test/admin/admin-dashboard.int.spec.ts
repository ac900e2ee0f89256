import type { BookingDto, BookingStatus, DashboardStatsDto, ReportDto } from '@baan-talay/contracts';
import { addDays, stayNights, todayInBangkok } from '@baan-talay/pricing';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { startTestApp, TestApp } from '../support/test-app';
import { registerFirstAdmin, SignedInAdmin } from './support/admin-session';
import { guest, guestBookings, inDays } from './support/bookings';
import { projectionsCaughtUp } from './support/projections';

interface Made {
  id: string;
  status: BookingStatus | 'deleted';
  checkIn: string;
  checkOut: string;
  override?: number;
}

/** What the dashboard must say, counted by brute force from the bookings the test made. */
function bruteForce(made: Made[], views: Map<string, BookingDto>, today: string): Omit<DashboardStatsDto, 'revenueByMonth'> & { byMonth: Map<string, number> } {
  const totals = new Map([...views].map(([id, view]) => [id, view.totalPrice]));
  const live = made.filter((b) => b.status !== 'deleted');
  const confirmed = live.filter((b) => b.status === 'confirmed');
  const next30 = new Set(Array.from({ length: 30 }, (_, i) => addDays(today, i)));
  // Occupancy counts sold nights: confirmed bookings only, not unpaid holds.
  const held = new Set(confirmed.flatMap((b) => stayNights(b.checkIn, b.checkOut)).filter((night) => next30.has(night)));
  const holding = live.filter((b) => ['pending_payment', 'in_review', 'confirmed'].includes(b.status));
  // Revenue by month is the reports' per-night figure: each stay's total spread by its nightly prices.
  const byMonth = new Map<string, number>();
  for (const b of confirmed) {
    const { nightly } = views.get(b.id)!.breakdown;
    const quoted = nightly.reduce((sum, night) => sum + night.price, 0);
    for (const night of nightly) byMonth.set(night.date.slice(0, 7), (byMonth.get(night.date.slice(0, 7)) ?? 0) + (totals.get(b.id)! * night.price) / quoted);
  }
  for (const [month, revenue] of byMonth) byMonth.set(month, Math.round(revenue));
  return {
    totalBookings: holding.length,
    totalBookingsStatuses: ['pending_payment', 'in_review', 'confirmed'],
    pendingPayments: live.filter((b) => b.status === 'pending_payment').length,
    inReview: live.filter((b) => b.status === 'in_review').length,
    confirmed: confirmed.length,
    totalRevenue: confirmed.reduce((sum, b) => sum + totals.get(b.id)!, 0),
    occupancyNext30Days: Math.round((held.size / 30) * 1000) / 10,
    byMonth,
  };
}

describe('dashboard stats (HTTP)', () => {
  let t: TestApp;
  let owner: SignedInAdmin;
  const made: Made[] = [];

  beforeAll(async () => {
    t = await startTestApp();
    owner = await registerFirstAdmin(t);
    const guests = guestBookings(t);
    const admin = (path: string) => request(t.http).post(path).set(owner.auth);
    const setStatus = (id: string, status: string) => request(t.http).patch(`/api/admin/bookings/${id}/status`).set(owner.auth).send({ status }).expect(200);
    for (let i = 0; i < 36; i++) {
      const checkIn = inDays(i * 3);
      const checkOut = inDays(i * 3 + 1 + (i % 2));
      const kind = i % 6;
      if (kind === 2 || kind === 4) {
        const booking = await guests.create(checkIn, checkOut, guest(), 1 + (i % 3));
        await guests.attachSlip(booking);
        if (kind === 4) await setStatus(booking.id, 'confirmed');
        made.push({ id: booking.id, status: kind === 4 ? 'confirmed' : 'in_review', checkIn, checkOut });
        continue;
      }
      const override = i % 4 === 1 ? { totalPrice: 1000 + i * 7 } : {};
      const res = await admin('/api/admin/bookings').send({ checkIn, checkOut, status: kind === 1 ? 'confirmed' : 'pending_payment', ...override }).expect(201);
      const id = res.body.booking._id;
      if (kind === 3) await setStatus(id, 'cancelled');
      if (kind === 5) await request(t.http).delete(`/api/admin/bookings/${id}`).set(owner.auth).expect(200);
      const status = ({ 0: 'pending_payment', 1: 'confirmed', 3: 'cancelled', 5: 'deleted' } as const)[kind as 0 | 1 | 3 | 5];
      made.push({ id, status, checkIn, checkOut, override: override.totalPrice });
    }
    for (const days of [108, 111]) {
      const booking = await guests.expired(inDays(days), inDays(days + 1));
      made.push({ id: booking.id, status: 'expired', checkIn: inDays(days), checkOut: inDays(days + 1) });
    }
  }, 180_000);
  afterAll(() => t?.close());

  it('agrees with a brute-force count over a few dozen bookings in mixed states', async () => {
    const all: BookingDto[] = (await request(t.http).get('/api/booking/all').set(owner.auth).expect(200)).body;
    expect(all).toHaveLength(made.filter((b) => b.status !== 'deleted').length);
    const totals = new Map(all.map((b) => [b._id, b.totalPrice]));
    for (const b of made.filter((m) => m.status !== 'deleted')) expect(all.find((a) => a._id === b.id)?.status).toBe(b.status);
    // Revenue uses the effective total: the admin's override where there is one.
    for (const b of made.filter((m) => m.override !== undefined && m.status !== 'deleted')) expect(totals.get(b.id)).toBe(b.override);
    expect(made.some((b) => b.override !== undefined && b.status === 'confirmed')).toBe(true);

    // The summary is its own projection: the write's answer waited for booking_view only.
    await projectionsCaughtUp(t);
    const stats: DashboardStatsDto = (await request(t.http).get('/api/admin/stats').set(owner.auth).expect(200)).body;
    const expected = bruteForce(made, new Map(all.map((b) => [b._id, b])), todayInBangkok(new Date()));
    const { byMonth, ...counts } = expected;
    expect(stats).toMatchObject(counts);
    expect(counts).toMatchObject({ totalBookings: 24, pendingPayments: 6, inReview: 6, confirmed: 12 });
    expect(counts.occupancyNext30Days).toBeGreaterThan(0);

    expect(stats.revenueByMonth).toHaveLength(12);
    const current = todayInBangkok(new Date()).slice(0, 7);
    expect(stats.revenueByMonth[5].month).toBe(current);
    for (const { month, revenue } of stats.revenueByMonth) expect({ month, revenue }).toEqual({ month, revenue: byMonth.get(month) ?? 0 });
    // Every stay lies inside the window: the months add up to the total, but for each month's rounding.
    const inWindow = stats.revenueByMonth.reduce((sum, m) => sum + m.revenue, 0);
    expect(Math.abs(inWindow - stats.totalRevenue)).toBeLessThanOrEqual(stats.revenueByMonth.length / 2);
  });

  it('reads counts and revenue from the summary the projection keeps, equal to a count over booking_view', async () => {
    // An admin's edit of a confirmed booking's total moves the summary's revenue with it.
    const confirmed = made.find((b) => b.status === 'confirmed')!;
    await request(t.http).patch(`/api/admin/bookings/${confirmed.id}`).set(owner.auth).send({ totalPrice: 4321 }).expect(200);
    await projectionsCaughtUp(t);
    const db = t.app.get(DataSource);
    const summary = await db.query('SELECT status, bookings::int, total_price::int FROM dashboard_status_totals ORDER BY status');
    const scan = await db.query(
      'SELECT status, count(*)::int AS bookings, sum(total_price)::int AS total_price FROM booking_view WHERE NOT deleted GROUP BY status ORDER BY status',
    );
    expect(summary).toEqual(scan);
    const stats: DashboardStatsDto = (await request(t.http).get('/api/admin/stats').set(owner.auth).expect(200)).body;
    expect(stats.totalRevenue).toBe(scan.find((row: { status: string }) => row.status === 'confirmed').total_price);
  });

  it('reports a month and a year: confirmed nights and revenue, bookings by status, as counted by brute force', async () => {
    const all: BookingDto[] = (await request(t.http).get('/api/booking/all').set(owner.auth).expect(200)).body;
    const month = inDays(30).slice(0, 7);
    const [year, m] = month.split('-').map(Number);
    const report: ReportDto = (await request(t.http).get('/api/admin/reports').query({ year, month: m }).set(owner.auth).expect(200)).body;
    const confirmedNights = all
      .filter((b) => b.status === 'confirmed')
      .flatMap((b) => b.breakdown.nightly.map((night) => ({ ...night, share: b.totalPrice / b.breakdown.nightly.reduce((s, n) => s + n.price, 0) })))
      .filter((night) => night.date.startsWith(month));
    const days = report.periods.length;
    expect(report.total).toMatchObject({
      period: month,
      availableNights: days,
      bookedNights: confirmedNights.length,
      revenue: Math.round(confirmedNights.reduce((sum, night) => sum + night.price * night.share, 0)),
    });
    for (const status of ['pending_payment', 'in_review', 'confirmed', 'cancelled'] as const) {
      expect(report.total.bookingsByStatus[status]).toBe(all.filter((b) => b.status === status && b.checkIn.startsWith(month)).length);
    }
    const byYear: ReportDto = (await request(t.http).get('/api/admin/reports').query({ year }).set(owner.auth).expect(200)).body;
    expect(byYear.periods.map((p) => p.period)).toHaveLength(12);
    expect(byYear.periods[m - 1]).toMatchObject({ bookedNights: report.total.bookedNights, revenue: report.total.revenue });
    for (const query of [{}, { year: 1999 }, { year, month: 13 }, { year: 'soon' }]) {
      await request(t.http).get('/api/admin/reports').query(query).set(owner.auth).expect(400);
    }
  });

  it("leaves the owner's blocked nights out of a month's available nights, counting only the nights inside it", async () => {
    // A month with no bookings; the block runs from its 28th over the month's end.
    const month = inDays(400).slice(0, 7);
    const [year, m] = month.split('-').map(Number);
    const days = new Date(Date.UTC(year, m, 0)).getUTCDate();
    const from = `${month}-28`;
    const to = addDays(from, days - 27 + 3);
    await request(t.http).post('/api/admin/blocks').set(owner.auth).send({ from, to, reason: 'maintenance' }).expect(201);
    const report: ReportDto = (await request(t.http).get('/api/admin/reports').query({ year, month: m }).set(owner.auth).expect(200)).body;
    expect(report.total).toMatchObject({ availableNights: 27, bookedNights: 0 });
  });

  it('lists recent bookings, newest first, deleted ones left out; validates the limit', async () => {
    const recent: BookingDto[] = (await request(t.http).get('/api/admin/recent-bookings').set(owner.auth).expect(200)).body;
    expect(recent).toHaveLength(10);
    const times = recent.map((b) => Date.parse(b.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const deleted = new Set(made.filter((b) => b.status === 'deleted').map((b) => b.id));
    expect(recent.some((b) => deleted.has(b._id))).toBe(false);
    expect((await request(t.http).get('/api/admin/recent-bookings').query({ limit: 3 }).set(owner.auth).expect(200)).body).toEqual(recent.slice(0, 3));
    for (const limit of ['0', '51', 'many']) await request(t.http).get('/api/admin/recent-bookings').query({ limit }).set(owner.auth).expect(400);
  });
});
