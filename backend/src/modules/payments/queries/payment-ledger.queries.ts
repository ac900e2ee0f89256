import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { PaymentFiguresDto, PaymentLedgerDto, PaymentScheduleDto } from '@baan-talay/contracts';
import { todayInBangkok } from '@baan-talay/pricing';
import { DataSource } from 'typeorm';
import { CLOCK, type Clock } from '../../../shared/clock';
import { DomainError } from '../../../shared/domain-error';
import type { Ledger } from '../domain/payment-ledger';
import { scheduleOf } from '../domain/payment-schedule';

/** Reads payment_ledger (the payment-ledger projection). */
@Injectable()
export class PaymentLedgerQueries {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async ledger(bookingId: string): Promise<Ledger | null> {
    const [row] = await this.dataSource.query(`SELECT ledger FROM payment_ledger WHERE booking_id = $1 AND NOT deleted`, [bookingId]);
    return row ? (row.ledger as Ledger) : null;
  }

  private today(): string {
    return todayInBangkok(new Date(this.clock.now()));
  }

  async view(bookingId: string): Promise<PaymentLedgerDto> {
    const ledger = await this.ledger(bookingId);
    if (!ledger) throw new DomainError('not_found', 'Booking not found', { code: 'booking.notFound' });
    return { bookingId, schedule: scheduleOf(ledger, this.today()), entries: ledger.entries, inReview: ledger.review };
  }

  /** The booking's schedule as of today; null before the ledger has the booking. */
  async schedule(bookingId: string): Promise<PaymentScheduleDto | null> {
    const ledger = await this.ledger(bookingId);
    return ledger ? scheduleOf(ledger, this.today()) : null;
  }

  /** What the guest pays now (the PromptPay QR's amount); undefined before the ledger has the booking. */
  async dueNow(bookingId: string): Promise<{ kind: 'deposit' | 'balance'; amount: number } | null | undefined> {
    const ledger = await this.ledger(bookingId);
    return ledger ? scheduleOf(ledger, this.today()).dueNow : undefined;
  }

  /**
   * Deposits received, balances outstanding and overdue, security deposits held, of live bookings:
   * the dashboard's figures, and the reports' for the stays checking in during `stays` ([from, to)).
   */
  async figures(stays?: { from: string; to: string }): Promise<PaymentFiguresDto> {
    const [row] = await this.dataSource.query(
      `SELECT coalesce(sum(deposits_received) FILTER (WHERE status = 'confirmed'), 0)::bigint AS deposits,
              coalesce(sum(balance_outstanding), 0)::bigint AS outstanding,
              coalesce(sum(balance_outstanding) FILTER (WHERE overdue OR balance_due_on < $1::date), 0)::bigint AS overdue,
              count(*) FILTER (WHERE balance_outstanding > 0 AND (overdue OR balance_due_on < $1::date))::int AS overdue_bookings,
              coalesce(sum(security_held), 0)::bigint AS security
         FROM payment_ledger
        WHERE NOT deleted AND status = 'confirmed'
          AND ($2::date IS NULL OR ((ledger->>'checkIn')::date >= $2::date AND (ledger->>'checkIn')::date < $3::date))`,
      [this.today(), stays?.from ?? null, stays?.to ?? null],
    );
    return {
      depositsReceived: Number(row.deposits),
      balancesOutstanding: Number(row.outstanding),
      balancesOverdue: Number(row.overdue),
      overdueBookings: row.overdue_bookings,
      securityDepositsHeld: Number(row.security),
    };
  }
}
