import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { BookingStatus, Language } from '@baan-talay/contracts';
import { DataSource } from 'typeorm';

/** A held stay as other contexts need it (TM30 list, reminders, reviews): no payment details. */
export interface StayInRange {
  bookingId: string;
  reference: string;
  status: BookingStatus;
  checkIn: string;
  checkOut: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  language: Language;
  erased: boolean;
}

/** Stays held (not expired, cancelled or deleted) that overlap a range of villa dates. */
@Injectable()
export class StaysInRange {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Stays with check-out on or after `from` and check-in on or before `to`, by check-in. */
  async between(from: string, to: string, statuses: BookingStatus[] = ['pending_payment', 'in_review', 'confirmed']): Promise<StayInRange[]> {
    const rows: Record<string, unknown>[] = await this.dataSource.query(
      `SELECT id, reference, status, to_char(check_in, 'YYYY-MM-DD') AS check_in, to_char(check_out, 'YYYY-MM-DD') AS check_out,
              customer_first_name, customer_last_name, customer_email, language, personal_data_erased_at
       FROM booking_view
       WHERE NOT deleted AND status = ANY($3) AND check_out >= $1 AND check_in <= $2
       ORDER BY check_in, id`,
      [from, to, statuses],
    );
    return rows.map((row) => ({
      bookingId: row.id as string,
      reference: row.reference as string,
      status: row.status as BookingStatus,
      checkIn: row.check_in as string,
      checkOut: row.check_out as string,
      firstName: (row.customer_first_name as string | null) || null,
      lastName: (row.customer_last_name as string | null) || null,
      email: (row.customer_email as string | null) || null,
      language: row.language as Language,
      erased: row.personal_data_erased_at !== null,
    }));
  }
}
