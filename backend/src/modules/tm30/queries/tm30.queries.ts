import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { addDays, todayInBangkok } from '@baan-talay/pricing';
import type { BookingDto, Tm30Guest, Tm30GuestsDto, Tm30ListItem } from '@baan-talay/contracts';
import { DataSource } from 'typeorm';
import { StaysInRange, type StayInRange } from '../../booking';
import { tm30Completeness, tm30EditRefusal } from '../domain/tm30.decider';
import { DEFAULT_TM30_RETENTION_DAYS } from '../domain/tm30.events';

/** Check-in is from 14:00 villa time; immigration must be told within 24 hours of it. */
const CHECK_IN_HOUR_UTC = 14 - 7;

/** When the TM30 of a stay checking in on `checkIn` is due (ISO instant). */
export const tm30Deadline = (checkIn: string): string => new Date(Date.parse(`${addDays(checkIn, 1)}T00:00:00Z`) + CHECK_IN_HOUR_UTC * 3600_000).toISOString();

export interface Tm30Row {
  bookingId: string;
  guests: Tm30Guest[] | null;
  foreignGuests: number;
  submitted: boolean;
  receiptNumber: string | null;
  filedAt: string | null;
  reminderSentAt: string | null;
  erased: boolean;
}

const iso = (value: unknown) => (value ? new Date(value as string).toISOString() : null);

/** Reads of tm30_view and tm30_settings, joined with the stays the booking context lists. */
@Injectable()
export class Tm30Queries {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly stays: StaysInRange,
  ) {}

  async rows(bookingIds: string[]): Promise<Map<string, Tm30Row>> {
    if (bookingIds.length === 0) return new Map();
    const rows: Record<string, unknown>[] = await this.dataSource.query('SELECT * FROM tm30_view WHERE booking_id = ANY($1)', [bookingIds]);
    return new Map(
      rows.map((row) => [
        row.booking_id as string,
        {
          bookingId: row.booking_id as string,
          guests: (row.guests as Tm30Guest[] | null) ?? null,
          foreignGuests: row.foreign_guests as number,
          submitted: row.submitted_at !== null,
          receiptNumber: (row.receipt_number as string | null) ?? null,
          filedAt: iso(row.filed_at),
          reminderSentAt: iso(row.reminder_sent_at),
          erased: row.erased_at !== null,
        },
      ]),
    );
  }

  async row(bookingId: string): Promise<Tm30Row | null> {
    return (await this.rows([bookingId])).get(bookingId) ?? null;
  }

  /** What the guest's page shows for their booking. */
  async forGuest(booking: BookingDto, now: Date): Promise<Tm30GuestsDto> {
    const row = await this.row(booking._id);
    const state = { submitted: row?.submitted ?? false, foreignGuests: row?.foreignGuests ?? 0, receiptNumber: row?.receiptNumber ?? null, reminded: false, erased: row?.erased ?? false };
    const stay = { checkIn: booking.checkIn, checkOut: booking.checkOut, status: booking.status };
    return {
      bookingId: booking._id,
      checkIn: booking.checkIn,
      checkOut: booking.checkOut,
      completeness: tm30Completeness(state),
      guests: row?.guests ?? [],
      filed: state.receiptNumber !== null,
      erased: state.erased,
      editable: tm30EditRefusal(state, stay, todayInBangkok(now)) === null,
    };
  }

  /** The owner's list: held stays from yesterday's check-ins to `days` ahead, by check-in. */
  async list(now: Date, days = 365): Promise<(Tm30ListItem & { guests: Tm30Guest[] })[]> {
    const today = todayInBangkok(now);
    const stays = await this.stays.between(addDays(today, -1), addDays(today, days));
    const arriving = stays.filter((stay) => stay.checkIn >= addDays(today, -1));
    const rows = await this.rows(arriving.map((stay) => stay.bookingId));
    return arriving.map((stay) => listItem(stay, rows.get(stay.bookingId) ?? null));
  }

  async retentionDays(): Promise<number> {
    const [row] = await this.dataSource.query(`SELECT retention_days FROM tm30_settings WHERE id = 'main'`);
    return (row?.retention_days as number | undefined) ?? DEFAULT_TM30_RETENTION_DAYS;
  }

  /** Bookings whose TM30 details are still held and whose stay checked out on or before `cutoff`. */
  async pastRetention(cutoff: string): Promise<string[]> {
    const rows: { booking_id: string }[] = await this.dataSource.query(
      'SELECT booking_id FROM tm30_view WHERE erased_at IS NULL AND guests IS NOT NULL AND check_out <= $1 ORDER BY check_out',
      [cutoff],
    );
    return rows.map((row) => row.booking_id);
  }
}

function listItem(stay: StayInRange, row: Tm30Row | null): Tm30ListItem & { guests: Tm30Guest[] } {
  return {
    bookingId: stay.bookingId,
    reference: stay.reference,
    guestName: [stay.firstName, stay.lastName].filter(Boolean).join(' '),
    status: stay.status,
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    completeness: tm30Completeness({ submitted: row?.submitted ?? false, foreignGuests: row?.foreignGuests ?? 0 }),
    foreignGuests: row?.foreignGuests ?? 0,
    deadline: tm30Deadline(stay.checkIn),
    receiptNumber: row?.receiptNumber ?? null,
    filedAt: row?.filedAt ?? null,
    reminderSentAt: row?.reminderSentAt ?? null,
    erased: row?.erased ?? false,
    guests: row?.guests ?? [],
  };
}
