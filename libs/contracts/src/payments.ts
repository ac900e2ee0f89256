import type { PaymentMethod } from './booking';

/**
 * The villa's payment plan (issue 30): a deposit holds the dates, the balance is due some days
 * before check-in. `depositPercent: 100` is paying in full, as before the plan existed.
 */
export interface PaymentPlanDto {
  depositPercent: number;
  balanceDueDays: number;
  /** A damage deposit in THB, collected with the payment that settles the stay; 0 = none. */
  securityDeposit: number;
  /** Cancel a booking whose balance is overdue by itself (off unless the owner turns it on). */
  autoCancelOverdueBalance: boolean;
}

export const DEFAULT_PAYMENT_PLAN: Readonly<PaymentPlanDto> = {
  depositPercent: 100,
  balanceDueDays: 30,
  securityDeposit: 0,
  autoCancelOverdueBalance: false,
};

/** The plan one booking follows, fixed when it is made (`balanceDueOn` null: paid in full). */
export interface PaymentTermsDto {
  depositPercent: number;
  balanceDueOn: string | null;
  securityDeposit: number;
}

/** What a payment event pays for. `manual`: an admin's record of money taken without a slip. */
export const PAYMENT_KINDS = ['deposit', 'balance', 'security_deposit', 'manual'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

/** How money came in: the guest's two ways, or cash an admin took. */
export const LEDGER_METHODS = ['bank_transfer', 'promptpay', 'cash'] as const;
export type LedgerMethod = PaymentMethod | 'cash';

export interface SecurityDeduction {
  amount: number;
  reason: string;
}

/** One line of a booking's payment ledger: money in (`payment`) or out (`refund`, `security_return`). */
export interface LedgerEntryDto {
  id: string;
  entry: 'payment' | 'refund' | 'security_return';
  kind: PaymentKind | null;
  /** THB, always positive; `entry` says the direction. */
  amount: number;
  method: LedgerMethod | null;
  at: string;
  slipUrl: string | null;
  qrTransactionRef: string | null;
  note: string | null;
  deductions: SecurityDeduction[];
}

export type InstalmentStatus = 'due' | 'in_review' | 'paid' | 'overdue' | 'none';

/** Amounts computed on the server from the booking's terms and its payment events. */
export interface PaymentScheduleDto {
  total: number;
  depositPercent: number;
  deposit: { amount: number; status: InstalmentStatus };
  balance: { amount: number; dueOn: string | null; status: InstalmentStatus };
  securityDeposit: { amount: number; status: 'none' | 'due' | 'held' | 'returned' };
  /** What the guest pays now (its QR carries this amount), or null when nothing is due. */
  dueNow: { kind: 'deposit' | 'balance'; amount: number } | null;
  paid: number;
  refunded: number;
  outstanding: number;
}

export interface PaymentLedgerDto {
  bookingId: string;
  schedule: PaymentScheduleDto;
  entries: LedgerEntryDto[];
  /** The slip waiting for the owner's review: the deposit's or the balance's, with what it should pay. */
  inReview: { kind: 'deposit' | 'balance'; amount: number; slipUrl: string | null } | null;
}

/** The owner's money figures (dashboard and reports). */
export interface PaymentFiguresDto {
  depositsReceived: number;
  balancesOutstanding: number;
  balancesOverdue: number;
  overdueBookings: number;
  securityDepositsHeld: number;
}
