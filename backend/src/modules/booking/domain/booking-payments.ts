import type { LedgerMethod, ReceiptKind, RefundMethod, TaxSplit } from '@baan-talay/contracts';
import { splitPart } from '@baan-talay/pricing';
import type { BookingEvent } from './booking.events';
import { type BookingState, carriesStayPayments, evolveBooking } from './booking.state';

/** A booking stream's event with what the receipts need of its recording. */
export interface HistoryEvent {
  eventId: string;
  occurredAt: string;
  event: BookingEvent;
}

/** Money received for a booking, one receipt each (issue 30; part B's payment events add theirs here). */
export interface BookingPayment {
  /** Derived from the event that recorded it: stable however often it is read. */
  paymentId: string;
  kind: ReceiptKind;
  amount: number;
  method: LedgerMethod;
  paidAt: string;
  /** Its share of the stay's service charge and VAT, in satang. */
  split: TaxSplit;
}

export interface BookingRefund {
  refundId: string;
  amount: number;
  method: RefundMethod;
  at: string;
  split: TaxSplit;
}

const NO_TAX = (amount: number): TaxSplit => ({ net: amount * 100, serviceCharge: 0, vat: 0, total: amount * 100 });

function splitOf(state: NonNullable<BookingState>, amount: number): TaxSplit {
  const whole = state.breakdown.charges?.split;
  return whole ? splitPart(amount, whole) : NO_TAX(amount);
}

/**
 * The payments and refunds of one booking, read from its whole stream in order: each PaymentReceived
 * (deposit, balance, security deposit, manual; a deposit of the whole stay is a payment in full). A
 * booking confirmed before payments were events (carriesStayPayments) has none toward the stay: its
 * BookingConfirmed is its payment in full.
 */
export function paymentsOf(history: readonly HistoryEvent[]): { payments: BookingPayment[]; refunds: BookingRefund[] } {
  const payments: BookingPayment[] = [];
  const refunds: BookingRefund[] = [];
  const recorded = carriesStayPayments(history.flatMap(({ event }) => (event.type === 'PaymentReceived' ? [event.data] : [])));
  let state: BookingState = null;
  for (const { eventId, occurredAt, event } of history) {
    state = evolveBooking(state, event);
    if (state === null) continue;
    const confirmedTotal = state.confirmedTotal ?? 0;
    if (event.type === 'BookingConfirmed' && !recorded && confirmedTotal > 0) {
      const split = splitOf(state, confirmedTotal);
      payments.push({ paymentId: `payment-${eventId}`, kind: 'full', amount: confirmedTotal, method: state.paymentMethod, paidAt: occurredAt, split });
    }
    if (event.type === 'PaymentReceived') {
      const { paymentId, kind, amount, method, at } = event.data;
      const whole = kind === 'deposit' && amount >= (state.totalOverride ?? state.breakdown.total);
      // A security deposit is held, not charged: no service charge or VAT in it.
      const split = kind === 'security_deposit' ? NO_TAX(amount) : splitOf(state, amount);
      payments.push({ paymentId, kind: whole ? 'full' : kind, amount, method, paidAt: at ?? occurredAt, split });
    }
    if (event.type === 'BookingRefundRecorded' && event.data.amount > 0) {
      const { refundId, amount, method } = event.data;
      refunds.push({ refundId, amount, method, at: occurredAt, split: splitOf(state, amount) });
    }
  }
  return { payments, refunds };
}
