import { BOOKING_EVENT_TYPES, DEFAULT_PAYMENT_PLAN, type BookingStatus, type LedgerEntryDto, type LedgerMethod, type PaymentTermsDto } from '@baan-talay/contracts';
import { dueNow, type PaymentSubject } from '@baan-talay/pricing';

/** The payment ledger of one booking, folded from its stream (the payment_ledger read model). */
export interface Ledger extends PaymentSubject {
  bookingId: string;
  deleted: boolean;
  checkIn: string;
  checkOut: string;
  paymentMethod: LedgerMethod;
  entries: LedgerEntryDto[];
  /** The slip waiting for the owner: the deposit's (booking in review) or the balance's. */
  review: { kind: 'deposit' | 'balance'; amount: number; slipUrl: string | null } | null;
  overdue: boolean;
  securityReturned: boolean;
}

type Data = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const PAY_IN_FULL: PaymentTermsDto = { depositPercent: 100, balanceDueOn: null, securityDeposit: DEFAULT_PAYMENT_PLAN.securityDeposit };

const entry = (fields: Partial<LedgerEntryDto> & Pick<LedgerEntryDto, 'id' | 'entry' | 'amount' | 'at'>): LedgerEntryDto => ({
  kind: null,
  method: null,
  slipUrl: null,
  qrTransactionRef: null,
  note: null,
  deductions: [],
  ...fields,
});

/** Erased personal fields read as null: a ledger line keeps its amount and loses the slip and note. */
const textOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** One event on the ledger; `at` is when it was recorded (events without their own `at`). */
export function evolveLedger(ledger: Ledger | null, type: string, d: Data, at: string): Ledger | null {
  if (type === 'BookingCreated') {
    return {
      bookingId: d.bookingId,
      status: 'pending_payment',
      deleted: false,
      checkIn: d.checkIn,
      checkOut: d.checkOut,
      totalOverride: d.totalOverride ?? null,
      breakdown: { total: d.breakdown.total },
      paymentMethod: d.paymentMethod,
      terms: d.paymentTerms ?? PAY_IN_FULL,
      payments: [],
      entries: [],
      review: null,
      overdue: false,
      securityReturned: false,
    };
  }
  if (ledger === null) return null;
  const status = (next: BookingStatus): Ledger => ({ ...ledger, status: next, review: null });
  switch (type) {
    case 'CustomerInfoAdded':
      // Re-priced for the guest count (an extra-guest fee): the plan's amounts follow the total.
      return d.breakdown ? { ...ledger, breakdown: { total: d.breakdown.total } } : ledger;
    case 'PaymentMethodChosen':
      return { ...ledger, paymentMethod: d.paymentMethod };
    case 'SlipAttached':
      return { ...ledger, status: 'in_review', review: { kind: 'deposit', amount: dueNow(ledger)?.amount ?? 0, slipUrl: textOrNull(d.url) } };
    case 'SlipCleared':
      return status('pending_payment');
    case 'BookingConfirmed':
      return status('confirmed');
    case 'BookingExpired':
      return status('expired');
    case 'BookingCancelled':
      return status('cancelled');
    case 'BookingDeleted':
      return { ...ledger, deleted: true };
    case 'BookingDetailsChanged': {
      const changes = (d.changes ?? {}) as Data;
      return {
        ...ledger,
        ...(changes.checkIn !== undefined && { checkIn: changes.checkIn }),
        ...(changes.checkOut !== undefined && { checkOut: changes.checkOut }),
        ...(changes.totalOverride !== undefined && { totalOverride: changes.totalOverride }),
        ...(changes.breakdown !== undefined && { breakdown: { total: changes.breakdown.total } }),
      };
    }
    case 'PaymentReceived': {
      const { paymentId, kind, amount } = d;
      const line = entry({
        id: paymentId,
        entry: 'payment',
        kind,
        amount,
        method: d.method,
        at: d.at,
        slipUrl: textOrNull(d.slipUrl),
        qrTransactionRef: textOrNull(d.qrTransactionRef),
        note: textOrNull(d.note),
      });
      const review = ledger.review?.kind === 'balance' && kind !== 'deposit' ? null : ledger.review;
      return { ...ledger, payments: [...ledger.payments, { paymentId, kind, amount }], entries: [...ledger.entries, line], review };
    }
    case 'BalanceSlipAttached':
      return { ...ledger, review: { kind: 'balance', amount: d.amount, slipUrl: textOrNull(d.url) } };
    case 'BalanceSlipCleared':
      return { ...ledger, review: null };
    case 'BalanceOverdue':
      return { ...ledger, overdue: true };
    case 'SecurityDepositReturned': {
      const deductions = Array.isArray(d.deductions) ? d.deductions : [];
      const line = entry({ id: d.paymentId, entry: 'security_return', amount: d.amount, method: 'bank_transfer', at: d.at, deductions });
      return { ...ledger, securityReturned: true, entries: [...ledger.entries, line] };
    }
    case 'BookingRefundRecorded': {
      // Recorded by the cancellation policy (issue 30, part A): money sent back to the guest.
      const line = entry({
        id: `${ledger.bookingId}:refund:${ledger.entries.length + 1}`,
        entry: 'refund',
        amount: Number(d.amount) || 0,
        method: d.method ?? null,
        at,
        note: textOrNull(d.reason),
      });
      return { ...ledger, entries: [...ledger.entries, line] };
    }
    default:
      return ledger;
  }
}

/** Every booking event (the fold skips those it does not need) and part A's refund, read if present. */
export const LEDGER_EVENT_TYPES = [...BOOKING_EVENT_TYPES, 'BookingRefundRecorded'] as const;
