import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { HOLDING_STATUSES, type DashboardStatsDto } from '@baan-talay/contracts';
import { DataSource } from 'typeorm';
import { periodFigures } from '../domain/report';
import { NightLedgerReader } from './night-ledger';
import { shiftMonth, statsWindow } from './stats-window';

export class DashboardStatsQuery {
  constructor(readonly now: Date) {}
}

/**
 * Counts over booking_view (the booking projection), deleted bookings left out. Total bookings are
 * the live ones (HOLDING_STATUSES: pending payment, in review, confirmed). Revenue is the effective
 * total (an admin's override, else the quote) of confirmed bookings. Revenue by month and the next
 * 30 nights' occupancy (in percent, one decimal) are the reports' own figures (periodFigures): a
 * stay's revenue spread over its nights, blocked and imported nights not for sale.
 */
@QueryHandler(DashboardStatsQuery)
export class DashboardStatsHandler implements IQueryHandler<DashboardStatsQuery, DashboardStatsDto> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly ledger: NightLedgerReader,
  ) {}

  async execute({ now }: DashboardStatsQuery): Promise<DashboardStatsDto> {
    const window = statsWindow(now);
    const [[counts], { bookings, unavailable }] = await Promise.all([
      this.dataSource.query(
        `SELECT count(*) FILTER (WHERE status = ANY($1))::int AS total,
                count(*) FILTER (WHERE status = 'pending_payment')::int AS pending,
                count(*) FILTER (WHERE status = 'in_review')::int AS in_review,
                count(*) FILTER (WHERE status = 'confirmed')::int AS confirmed,
                coalesce(sum(total_price) FILTER (WHERE status = 'confirmed'), 0)::bigint AS revenue
           FROM booking_view WHERE NOT deleted`,
        [HOLDING_STATUSES],
      ),
      // The revenue months reach past the occupancy's 30 nights: one read covers both.
      this.ledger.read(window.revenueFrom, window.revenueTo),
    ]);
    const next30 = periodFigures({ period: 'next30', from: window.today, to: window.occupancyEnd }, bookings, unavailable);
    return {
      totalBookings: counts.total,
      totalBookingsStatuses: [...HOLDING_STATUSES],
      pendingPayments: counts.pending,
      inReview: counts.in_review,
      confirmed: counts.confirmed,
      totalRevenue: Number(counts.revenue),
      occupancyNext30Days: next30.availableNights > 0 ? Math.round((next30.bookedNights / next30.availableNights) * 1000) / 10 : 0,
      revenueByMonth: window.months.map((month) => ({
        month,
        revenue: periodFigures({ period: month, from: `${month}-01`, to: `${shiftMonth(month, 1)}-01` }, bookings, unavailable).revenue,
      })),
    };
  }
}
