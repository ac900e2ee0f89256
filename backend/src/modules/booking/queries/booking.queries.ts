import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { BookingDto } from '@baan-talay/contracts';
import { DataSource } from 'typeorm';
import type { SlipFile } from '../domain/booking.events';
import { toBookingDto } from '../projections/booking-dto.mapper';
import { BookingView } from '../projections/booking-view.entity';
import { BookingViewCatchUp } from './booking-view-catch-up';
import { RecentCreates } from './recent-creates';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Reads of booking_view; deleted bookings are invisible here. */
@Injectable()
export class BookingQueries {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly catchUp: BookingViewCatchUp,
    private readonly recentCreates: RecentCreates,
  ) {}

  /** One booking by id; one just created and not yet in booking_view is waited for (BookingViewCatchUp). */
  async findDto(bookingId: string): Promise<BookingDto | null> {
    if (!UUID.test(bookingId)) return null;
    const row = await this.readCaughtUp(bookingId, () => this.dataSource.getRepository(BookingView).findOneBy({ id: bookingId, deleted: false }));
    return row && toBookingDto(row);
  }

  /** One deleted booking as it stood when deleted; null when it is not (or not yet shown as) deleted. */
  async findDeletedDto(bookingId: string): Promise<BookingDto | null> {
    if (!UUID.test(bookingId)) return null;
    const row = await this.dataSource.getRepository(BookingView).findOneBy({ id: bookingId, deleted: true });
    return row && toBookingDto(row);
  }

  /**
   * The sha256 of the booking's access token, for the guard: every guest call starts here, so a
   * booking just created and not yet in booking_view is waited for (BookingViewCatchUp).
   */
  async accessTokenHash(bookingId: string): Promise<string | null> {
    if (!UUID.test(bookingId)) return null;
    return this.readCaughtUp(bookingId, async () => {
      const [row] = await this.dataSource.query(`SELECT access_token_hash FROM booking_view WHERE id = $1 AND NOT deleted`, [bookingId]);
      return (row?.access_token_hash as string | undefined) ?? null;
    });
  }

  /**
   * "Manage my booking": the booking with this reference (any case) whose guest gave this e-mail
   * address, or null. Both must match: a reference alone never reveals anything.
   */
  async findByReferenceAndEmail(reference: string, email: string): Promise<BookingDto | null> {
    const row = await this.dataSource
      .getRepository(BookingView)
      .createQueryBuilder('b')
      .where('upper(b.reference) = upper(:reference)', { reference: reference.trim() })
      .andWhere('lower(b.customerEmail) = lower(:email)', { email: email.trim() })
      .andWhere('NOT b.deleted')
      .getOne();
    return row && toBookingDto(row);
  }

  /** `read`, and when it finds nothing for a booking whose stream exists, again once booking_view has caught up. */
  private async readCaughtUp<T>(bookingId: string, read: () => Promise<T | null>): Promise<T | null> {
    return (await read()) ?? ((await this.catchUp.catchUp(bookingId)) ? read() : null);
  }

  /**
   * Live unpaid holds (pending payment, window still open) made from an IP (its hash), under an
   * e-mail address or opened by a browser's tokens (their sha256), other than `exceptBookingId`. An
   * IP's are counted once booking_view shows that IP's last create through this instance
   * (RecentCreates); the others once it shows every event.
   */
  async unpaidHolds(by: { ipHash: string } | { email: string } | { tokenHashes: string[] }, exceptBookingId: string | null = null): Promise<number> {
    if ('tokenHashes' in by && by.tokenHashes.length === 0) return 0;
    if ('ipHash' in by) await this.catchUp.catchUpTo(this.recentCreates.lastOf(by.ipHash));
    else await this.catchUp.catchUpAll();
    const [condition, value] =
      'ipHash' in by ? ['ip_hash = $1', by.ipHash]
      : 'email' in by ? ['customer_email = $1', by.email.toLowerCase()]
      : ['access_token_hash = ANY($1::text[])', by.tokenHashes];
    const [row] = await this.dataSource.query(
      `SELECT count(*)::int AS n FROM booking_view
        WHERE ${condition} AND status = 'pending_payment' AND NOT deleted AND payment_deadline > now()
          AND ($2::uuid IS NULL OR id <> $2::uuid)`,
      [value, exceptBookingId],
    );
    return row.n as number;
  }

  async attachedSlip(bookingId: string): Promise<SlipFile | null> {
    if (!UUID.test(bookingId)) return null;
    const [row] = await this.dataSource.query(`SELECT slip FROM booking_view WHERE id = $1 AND NOT deleted`, [bookingId]);
    return row?.slip ?? null;
  }

  /**
   * Nights (`YYYY-MM-DD`) from `from` up to, not including, `to` held by a live booking. Read from
   * stay_guard, the table that refuses overlapping stays: written in the append's transaction, it
   * shows a stay the moment its create has answered, and exactly the nights a new booking can't take.
   */
  async heldNights(from: string, to: string): Promise<string[]> {
    const rows: { night: string }[] = await this.dataSource.query(
      `SELECT DISTINCT to_char(night, 'YYYY-MM-DD') AS night
         FROM stay_guard g,
              generate_series(greatest(lower(g.stay), $1::date), least(upper(g.stay), $2::date) - 1, interval '1 day') AS night
        WHERE g.stay && daterange($1::date, $2::date, '[)')
        ORDER BY night`,
      [from, to],
    );
    return rows.map((row) => row.night);
  }
}

export const isUuid = (value: string): boolean => UUID.test(value);
