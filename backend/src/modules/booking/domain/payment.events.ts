import type { LedgerMethod, PaymentKind, SecurityDeduction } from '@baan-talay/contracts';
import type { SlipFile } from './booking.events';

interface Event<TType extends string, TData> {
  type: TType;
  data: TData & { bookingId: string };
}

/** Who recorded a payment, in the event itself so the receipt register needs nothing else. */
export interface PaymentActor {
  kind: 'guest' | 'admin' | 'system';
  id?: string;
}

/**
 * Money received (issue 30). A deposit when the owner accepts the first slip (or confirms a booking
 * paid another way), a balance when they accept the balance slip, the security deposit with the
 * payment that settles the stay, or a manual payment an admin records (cash, a transfer without a slip).
 */
export type PaymentReceived = Event<
  'PaymentReceived',
  {
    paymentId: string;
    kind: PaymentKind;
    /** Whole THB. */
    amount: number;
    method: LedgerMethod;
    slipUrl: string | null;
    /** The transaction reference of the slip's verification QR, when it had one. */
    qrTransactionRef: string | null;
    actor: PaymentActor;
    at: string;
    note?: string;
  }
>;
/** The guest sent the slip of the balance (with the security deposit when there is one): the booking stays confirmed. */
export type BalanceSlipAttached = Event<'BalanceSlipAttached', SlipFile & { paymentId: string; amount: number }>;
/** The balance slip removed by the guest, or rejected by the owner (with the reason the guest is e-mailed). */
export type BalanceSlipCleared = Event<'BalanceSlipCleared', { paymentId: string; by: 'guest' | 'admin'; reason?: string }>;
/** The balance was not paid by its day: recorded once, so the owner is alerted once. */
export type BalanceOverdue = Event<'BalanceOverdue', { amount: number; dueOn: string }>;
/** The security deposit sent back by bank transfer after the stay, less deductions and their reasons. */
export type SecurityDepositReturned = Event<
  'SecurityDepositReturned',
  {
    paymentId: string;
    held: number;
    amount: number;
    deductions: SecurityDeduction[];
    method: 'bank_transfer';
    actor: PaymentActor;
    at: string;
  }
>;

export type PaymentEvent = PaymentReceived | BalanceSlipAttached | BalanceSlipCleared | BalanceOverdue | SecurityDepositReturned;
