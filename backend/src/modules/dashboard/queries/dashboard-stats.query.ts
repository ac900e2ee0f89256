import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { HOLDING_STATUSES, type BookingStatus, type DashboardStatsDto } from '@baan-talay/contracts';
import { DataSource } from 'typeorm';
import { periodFigures } from '../domain/report';
import { NightLedgerReader } from './night-ledger';
import { shiftMonth, statsWindow } from './stats-window';

export class DashboardStatsQuery {
  constructor(readonly now: Date) {}
}

interface TotalsRow {
  status: string;
  bookings: string;
  total_price: string;
}

/**
 * Counts and revenue from the dashboard's summary (dashboard_status_totals, kept by the
 * dashboard-summary projection: a few rows, not a count of every booking per request). Total
 * bookings are the live ones (HOLDING_STATUSES: pending payment, in review, confirmed), deleted
 * bookings left out. Revenue is the effective total (an admin's override, else the quote) of
 * confirmed bookings. Revenue by month and the next 30 nights' occupancy (in percent, one decimal)
 * are the reports' own figures (periodFigures) over the confirmed stays of the window: a stay's
 * revenue spread over its nights, blocked and imported nights not for sale.
 */
@QueryHandler(DashboardStatsQuery)
export class DashboardStatsHandler implements IQueryHandler<DashboardStatsQuery, DashboardStatsDto> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly ledger: NightLedgerReader,
  ) {}

  async execute({ now }: DashboardStatsQuery): Promise<DashboardStatsDto> {
    const window = statsWindow(now);
    const [rows, { bookings, unavailable }] = await Promise.all([
      this.dataSource.query('SELECT status, bookings, total_price FROM dashboard_status_totals') as Promise<TotalsRow[]>,
      // The revenue months reach past the occupancy's 30 nights: one read covers both.
      this.ledger.read(window.revenueFrom, window.revenueTo, { confirmedOnly: true }),
    ]);
    const totals = new Map(rows.map((row) => [row.status, { bookings: Number(row.bookings), totalPrice: Number(row.total_price) }]));
    const count = (status: BookingStatus) => totals.get(status)?.bookings ?? 0;
    const next30 = periodFigures({ period: 'next30', from: window.today, to: window.occupancyEnd }, bookings, unavailable);
    return {
      totalBookings: HOLDING_STATUSES.reduce((sum, status) => sum + count(status), 0),
      totalBookingsStatuses: [...HOLDING_STATUSES],
      pendingPayments: count('pending_payment'),
      inReview: count('in_review'),
      confirmed: count('confirmed'),
      totalRevenue: totals.get('confirmed')?.totalPrice ?? 0,
      occupancyNext30Days: next30.availableNights > 0 ? Math.round((next30.bookedNights / next30.availableNights) * 1000) / 10 : 0,
      revenueByMonth: window.months.map((month) => ({
        month,
        revenue: periodFigures({ period: month, from: `${month}-01`, to: `${shiftMonth(month, 1)}-01` }, bookings, unavailable).revenue,
      })),
    };
  }
}
