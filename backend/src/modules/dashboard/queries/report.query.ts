import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { NightDto, ReportDto } from '@baan-talay/contracts';
import { DataSource } from 'typeorm';
import { stayNights } from '@baan-talay/pricing';
import { CalendarQueries } from '../../availability';
import { buildReport, type ReportBooking } from '../domain/report';

export class ReportQuery {
  constructor(
    readonly year: number,
    /** 1-12; null: the whole year by month. */
    readonly month: number | null,
  ) {}
}

interface Row {
  status: ReportBooking['status'];
  check_in: string;
  check_out: string;
  total_price: number;
  nightly: NightDto[] | null;
  booked_on: string;
}

/**
 * Occupancy, revenue, ADR, RevPAR, bookings by status and lead time from booking_view: every
 * booking (not deleted) whose stay or check-in touches the period, less the owner's blocked nights
 * (the availability context's CalendarQueries), figured by domain/report.ts.
 */
@QueryHandler(ReportQuery)
export class ReportHandler implements IQueryHandler<ReportQuery, ReportDto> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly calendar: CalendarQueries,
  ) {}

  async execute({ year, month }: ReportQuery): Promise<ReportDto> {
    const empty = buildReport(year, month, [], new Set());
    const { from, to } = empty.total;
    const rows: Row[] = await this.dataSource.query(
      `SELECT status, to_char(check_in, 'YYYY-MM-DD') AS check_in, to_char(check_out, 'YYYY-MM-DD') AS check_out,
              total_price, breakdown->'nightly' AS nightly,
              to_char(created_at AT TIME ZONE 'Asia/Bangkok', 'YYYY-MM-DD') AS booked_on
         FROM booking_view
        WHERE NOT deleted AND check_in < $2::date AND check_out > $1::date`,
      [from, to],
    );
    const bookings: ReportBooking[] = rows.map((row) => ({
      status: row.status,
      checkIn: row.check_in,
      checkOut: row.check_out,
      totalPrice: Number(row.total_price),
      nightly: (row.nightly ?? []).map((night) => ({ date: night.date, price: night.price })),
      bookedOn: row.booked_on,
    }));
    // The owner's blocked nights (owner stays, maintenance) are not for sale: out of available nights.
    const blocked = new Set<string>();
    for (const block of await this.calendar.blocks({ from, to })) {
      const [first, last] = [block.from > from ? block.from : from, block.to < to ? block.to : to];
      for (const night of stayNights(first, last)) blocked.add(night);
    }
    return buildReport(year, month, bookings, blocked);
  }
}
