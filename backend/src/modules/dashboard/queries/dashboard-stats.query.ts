import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { HOLDING_STATUSES, type DashboardStatsDto } from '@baan-talay/contracts';
import { DataSource } from 'typeorm';
import { OCCUPANCY_NIGHTS, statsWindow } from './stats-window';

export class DashboardStatsQuery {
  constructor(readonly now: Date = new Date()) {}
}

/**
 * Counts over booking_view (the booking projection), deleted bookings left out. Total bookings are
 * the live ones (HOLDING_STATUSES: pending payment, in review, confirmed). Revenue is the effective
 * total (an admin's override, else the quote) of confirmed bookings; revenueByMonth puts it in the
 * month of check-in. Occupancy: the share of the next 30 nights (from today in Bangkok) sold to a
 * confirmed booking (unpaid holds do not count), in percent with one decimal.
 */
@QueryHandler(DashboardStatsQuery)
export class DashboardStatsHandler implements IQueryHandler<DashboardStatsQuery, DashboardStatsDto> {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async execute({ now }: DashboardStatsQuery): Promise<DashboardStatsDto> {
    const window = statsWindow(now);
    const [[counts], [occupancy], months] = await Promise.all([
      this.dataSource.query(
        `SELECT count(*) FILTER (WHERE status = ANY($1))::int AS total,
                count(*) FILTER (WHERE status = 'pending_payment')::int AS pending,
                count(*) FILTER (WHERE status = 'in_review')::int AS in_review,
                count(*) FILTER (WHERE status = 'confirmed')::int AS confirmed,
                coalesce(sum(total_price) FILTER (WHERE status = 'confirmed'), 0)::bigint AS revenue
           FROM booking_view WHERE NOT deleted`,
        [HOLDING_STATUSES],
      ),
      this.dataSource.query(
        `SELECT count(DISTINCT night)::int AS nights
           FROM booking_view b,
                generate_series(greatest(b.check_in, $1::date), least(b.check_out, $2::date) - 1, interval '1 day') AS night
          WHERE NOT b.deleted AND b.status = 'confirmed' AND b.check_in < $2::date AND b.check_out > $1::date`,
        [window.today, window.occupancyEnd],
      ),
      this.dataSource.query(
        `SELECT to_char(check_in, 'YYYY-MM') AS month, sum(total_price)::bigint AS revenue
           FROM booking_view
          WHERE NOT deleted AND status = 'confirmed' AND check_in >= $1::date AND check_in < $2::date
          GROUP BY 1`,
        [window.revenueFrom, window.revenueTo],
      ),
    ]);
    const byMonth = new Map<string, number>(months.map((row: { month: string; revenue: string }) => [row.month, Number(row.revenue)]));
    return {
      totalBookings: counts.total,
      totalBookingsStatuses: [...HOLDING_STATUSES],
      pendingPayments: counts.pending,
      inReview: counts.in_review,
      confirmed: counts.confirmed,
      totalRevenue: Number(counts.revenue),
      occupancyNext30Days: Math.round((occupancy.nights / OCCUPANCY_NIGHTS) * 1000) / 10,
      revenueByMonth: window.months.map((month) => ({ month, revenue: byMonth.get(month) ?? 0 })),
    };
  }
}
