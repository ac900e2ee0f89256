import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { HOLDING_STATUSES, type BookingDto } from '@baan-talay/contracts';
import { DataSource } from 'typeorm';
import type { SlipFile } from '../domain/booking.events';
import { toBookingDto } from '../projections/booking-dto.mapper';
import { BookingView } from '../projections/booking-view.entity';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Reads of booking_view; deleted bookings are invisible here. */
@Injectable()
export class BookingQueries {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async findDto(bookingId: string): Promise<BookingDto | null> {
    if (!UUID.test(bookingId)) return null;
    const row = await this.dataSource.getRepository(BookingView).findOneBy({ id: bookingId, deleted: false });
    return row && toBookingDto(row);
  }

  /** The sha256 of the booking's access token, for the guard. */
  async accessTokenHash(bookingId: string): Promise<string | null> {
    if (!UUID.test(bookingId)) return null;
    const [row] = await this.dataSource.query(`SELECT access_token_hash FROM booking_view WHERE id = $1 AND NOT deleted`, [bookingId]);
    return row?.access_token_hash ?? null;
  }

  async attachedSlip(bookingId: string): Promise<SlipFile | null> {
    if (!UUID.test(bookingId)) return null;
    const [row] = await this.dataSource.query(`SELECT slip FROM booking_view WHERE id = $1 AND NOT deleted`, [bookingId]);
    return row?.slip ?? null;
  }

  /** Nights (`YYYY-MM-DD`) from `from` up to, not including, `to` held by a live booking. */
  async heldNights(from: string, to: string): Promise<string[]> {
    const rows: { night: string }[] = await this.dataSource.query(
      `SELECT DISTINCT to_char(night, 'YYYY-MM-DD') AS night
         FROM booking_view b,
              generate_series(greatest(b.check_in, $1::date), least(b.check_out, $2::date) - 1, interval '1 day') AS night
        WHERE NOT b.deleted AND b.status = ANY($3)
          AND daterange(b.check_in, b.check_out, '[)') && daterange($1::date, $2::date, '[)')
        ORDER BY night`,
      [from, to, HOLDING_STATUSES],
    );
    return rows.map((row) => row.night);
  }
}

export const isUuid = (value: string): boolean => UUID.test(value);
