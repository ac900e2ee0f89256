import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { NightDto } from '@baan-talay/contracts';
import { stayNights } from '@baan-talay/pricing';
import { DataSource } from 'typeorm';
import { CalendarQueries } from '../../availability';
import type { ReportBooking } from '../domain/report';

interface Row {
  status: ReportBooking['status'];
  check_in: string;
  check_out: string;
  total_price: number;
  nightly: NightDto[] | null;
  booked_on: string;
}

/** What periodFigures needs to figure any period inside [from, to). */
export interface NightLedger {
  /** Every booking (not deleted) whose stay or check-in touches [from, to). */
  bookings: ReportBooking[];
  /** Nights of [from, to) the villa could not sell: the owner's blocks and other channels' stays. */
  unavailable: Set<string>;
}

/**
 * The one read behind the dashboard's and the reports' figures: bookings from booking_view, and
 * the nights not for sale from the availability context's CalendarQueries.
 */
@Injectable()
export class NightLedgerReader {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly calendar: CalendarQueries,
  ) {}

  /**
   * `confirmedOnly`: only the confirmed bookings, which are all that sold nights and revenue count
   * (the dashboard): at most one a night, read through their own index however many other bookings
   * the period has.
   */
  async read(from: string, to: string, { confirmedOnly = false } = {}): Promise<NightLedger> {
    const [rows, blocks, imported] = await Promise.all([
      this.dataSource.query(
        `SELECT status, to_char(check_in, 'YYYY-MM-DD') AS check_in, to_char(check_out, 'YYYY-MM-DD') AS check_out,
                total_price, breakdown->'nightly' AS nightly,
                to_char(created_at AT TIME ZONE 'Asia/Bangkok', 'YYYY-MM-DD') AS booked_on
           FROM booking_view
          WHERE ${confirmedOnly ? `status = 'confirmed' AND daterange(check_in, check_out, '[)') && daterange($1::date, $2::date, '[)')` : 'check_in < $2::date AND check_out > $1::date'}
            AND NOT deleted`,
        [from, to],
      ) as Promise<Row[]>,
      this.calendar.blocks({ from, to }),
      this.calendar.importedStays({ from, to }),
    ]);
    const bookings = rows.map((row) => ({
      status: row.status,
      checkIn: row.check_in,
      checkOut: row.check_out,
      totalPrice: Number(row.total_price),
      nightly: (row.nightly ?? []).map((night) => ({ date: night.date, price: night.price })),
      bookedOn: row.booked_on,
    }));
    const unavailable = new Set<string>();
    for (const stay of [...blocks, ...imported]) {
      for (const night of stayNights(stay.from > from ? stay.from : from, stay.to < to ? stay.to : to)) unavailable.add(night);
    }
    return { bookings, unavailable };
  }
}
