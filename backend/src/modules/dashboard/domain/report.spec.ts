import { stayNights } from '@baan-talay/pricing';
import { buildReport, periodFigures, type ReportBooking } from './report';

const stay = (status: ReportBooking['status'], checkIn: string, checkOut: string, perNight: number, bookedOn = '2030-01-01', totalPrice?: number): ReportBooking => {
  const nightly = stayNights(checkIn, checkOut).map((date) => ({ date, price: perNight }));
  return { status, checkIn, checkOut, nightly, totalPrice: totalPrice ?? perNight * nightly.length, bookedOn };
};

describe('reports', () => {
  it('leaves nights not for sale (blocked, or sold on another channel) out of the available ones', () => {
    const february = { period: '2030-02', from: '2030-02-01', to: '2030-03-01' };
    expect(periodFigures(february, [], new Set()).availableNights).toBe(28);
    expect(periodFigures(february, [], new Set(['2030-02-10', '2030-02-11', '2030-03-01'])).availableNights).toBe(26);
  });

  it('counts a night a confirmed booking has as sold even where an imported stay overlaps it (a conflict)', () => {
    const week = { period: 'w', from: '2030-02-01', to: '2030-02-08' };
    const figures = periodFigures(week, [stay('confirmed', '2030-02-02', '2030-02-04', 3000)], new Set(['2030-02-03', '2030-02-04', '2030-02-05']));
    expect(figures).toMatchObject({ availableNights: 5, bookedNights: 2, revenue: 6000, occupancy: 0.4 });
  });

  it('figures a month from confirmed nights only, splitting a stay across months by its nights', () => {
    const bookings = [
      stay('confirmed', '2030-03-05', '2030-03-08', 5000, '2030-02-03'), // 3 nights, 15,000, 30 days ahead
      stay('confirmed', '2030-03-30', '2030-04-02', 6000, '2030-03-20'), // 2 of 3 nights in March: 12,000, 10 days ahead
      stay('pending_payment', '2030-03-10', '2030-03-12', 5000), // an unpaid hold: no nights, no revenue
      stay('cancelled', '2030-03-15', '2030-03-16', 5000),
    ];
    const { total, periods } = buildReport(2030, 3, bookings, new Set());
    expect(total).toMatchObject({
      period: '2030-03',
      availableNights: 31,
      bookedNights: 5,
      occupancy: Math.round((5 / 31) * 10_000) / 10_000,
      revenue: 27_000,
      adr: 5400,
      revPar: Math.round(27_000 / 31),
      bookingsByStatus: { pending_payment: 1, in_review: 0, confirmed: 2, expired: 0, cancelled: 1 },
      averageLeadTimeDays: 20,
    });
    expect(periods).toHaveLength(31);
    expect(periods[4]).toMatchObject({ period: '2030-03-05', bookedNights: 1, revenue: 5000, occupancy: 1 });
  });

  it("spreads an admin's agreed total by the quoted nightly prices", () => {
    const booking = { ...stay('confirmed', '2030-01-31', '2030-02-02', 0, '2030-01-01', 9000), nightly: [{ date: '2030-01-31', price: 5000 }, { date: '2030-02-01', price: 10_000 }] };
    const { periods } = buildReport(2030, null, [booking], new Set());
    expect(periods.slice(0, 2).map((p) => p.revenue)).toEqual([3000, 6000]);
  });

  it('figures a year by month and keeps blocked nights out of what is available', () => {
    const report = buildReport(2030, null, [stay('confirmed', '2030-02-10', '2030-02-12', 4000)], new Set(['2030-02-20']));
    expect(report.periods.map((p) => p.period)).toHaveLength(12);
    expect(report.periods[1]).toMatchObject({ availableNights: 27, bookedNights: 2, revenue: 8000 });
    expect(report.total).toMatchObject({ availableNights: 364, bookedNights: 2, revenue: 8000, adr: 4000 });
  });
});
