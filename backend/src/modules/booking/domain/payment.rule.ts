import { LEDGER_METHODS, type PaymentKind, type SecurityDeduction } from '@baan-talay/contracts';
import { dueNow, paidTowardStay, securityHeld, stayTotal } from '@baan-talay/pricing';
import { DomainError } from '../../../shared/domain-error';
import type { AcceptBalance, MarkBalanceOverdue, RecordPayment, ReturnSecurityDeposit } from './booking.commands';
import type { BookingEvent, SlipFile } from './booking.events';
import { invalid, transitionError } from './booking.rules';
import type { Booking } from './booking.state';
import type { PaymentActor, PaymentReceived } from './payment.events';

/** Payment ids are the booking's id and the payment's number in it: unique, and the same on every replay. */
export const nextPaymentId = (booking: Booking, offset = 0): string => `${booking.bookingId}:${booking.payments.length + 1 + offset}`;

interface Received {
  kind: PaymentKind;
  amount: number;
  paymentId: string;
}

/** The PaymentReceived events of one payment: the stay's part and the security deposit's, each its own. */
function received(booking: Booking, parts: Received[], slip: SlipFile | null, actor: PaymentActor, at: string): PaymentReceived[] {
  const { bookingId, paymentMethod: method } = booking;
  const from = { slipUrl: slip?.url ?? null, qrTransactionRef: slip?.qr?.transRef ?? null, actor, at };
  return parts
    .filter((part) => part.amount > 0)
    .map(({ kind, amount, paymentId }) => ({ type: 'PaymentReceived', data: { bookingId, paymentId, kind, amount, method, ...from } }));
}

/** Confirming a booking accepts its deposit: from the slip in review, or paid another way (no slip). */
export function depositReceived(booking: Booking, actor: PaymentActor, at: string): PaymentReceived[] {
  const due = dueNow(booking);
  if (!due) return [];
  const parts = [
    { kind: 'deposit' as const, amount: due.stay, paymentId: nextPaymentId(booking) },
    { kind: 'security_deposit' as const, amount: due.security, paymentId: nextPaymentId(booking, due.stay > 0 ? 1 : 0) },
  ];
  return received(booking, parts, booking.status === 'in_review' ? booking.slip : null, actor, at);
}

/** A confirmed booking's slip is the balance's: it waits for the owner's review, the booking stays confirmed. */
export function attachBalanceSlip(booking: Booking, slip: SlipFile): BookingEvent[] {
  const due = dueNow(booking);
  if (!due || booking.balanceSlip) throw transitionError('attachSlip', booking.status);
  return [{ type: 'BalanceSlipAttached', data: { bookingId: booking.bookingId, paymentId: nextPaymentId(booking), amount: due.amount, ...slip } }];
}

export function clearBalanceSlip(booking: Booking, by: 'guest' | 'admin', reason: string | undefined): BookingEvent[] {
  if (!booking.balanceSlip) throw transitionError('clearSlip', booking.status);
  const trimmed = reason?.trim();
  if (by === 'admin' && !trimmed) throw invalid('booking.rejectReasonRequired', 'Say why the slip is rejected: the guest is e-mailed the reason', { field: 'reason' });
  const { paymentId } = booking.balanceSlip;
  return [{ type: 'BalanceSlipCleared', data: { bookingId: booking.bookingId, paymentId, by, ...(trimmed && by === 'admin' && { reason: trimmed }) } }];
}

export function acceptBalance(command: AcceptBalance, booking: Booking): BookingEvent[] {
  const due = dueNow(booking);
  const slip = booking.balanceSlip;
  if (!slip || !due) throw new DomainError('conflict', 'There is no balance slip to accept', { code: 'payment.noSlipInReview' });
  const parts = [
    { kind: 'balance' as const, amount: due.stay, paymentId: slip.paymentId },
    { kind: 'security_deposit' as const, amount: due.security, paymentId: nextPaymentId(booking, 1) },
  ];
  return received(booking, parts, slip.slip, command.data.actor, command.data.now);
}

const NOTE_MAX = 500;

/** An admin's record of money taken without a slip: toward the stay (`manual`) or the security deposit. */
export function recordPayment(command: RecordPayment, booking: Booking): BookingEvent[] {
  const { kind, amount, method, note, actor, now } = command.data;
  if (booking.status !== 'confirmed') throw transitionError('recordPayment', booking.status);
  if (kind !== 'manual' && kind !== 'security_deposit') throw invalid('payment.kindInvalid', 'kind must be manual or security_deposit', { field: 'kind' });
  if (!LEDGER_METHODS.includes(method)) throw invalid('payment.methodInvalid', `method must be one of ${LEDGER_METHODS.join(', ')}`, { field: 'method' });
  const left = kind === 'manual' ? stayTotal(booking) - paidTowardStay(booking) : booking.terms.securityDeposit - securityHeld(booking);
  if (left <= 0) throw new DomainError('conflict', 'Nothing is left to pay for this', { code: 'payment.nothingDue', params: { kind } });
  assertAmount(amount, left, 'amount');
  const text = note?.trim() ?? '';
  if (text.length > NOTE_MAX) throw invalid('booking.textTooLong', `Please use at most ${NOTE_MAX} characters`, { max: NOTE_MAX, field: 'note' });
  const { bookingId } = booking;
  const paymentId = nextPaymentId(booking);
  const data = { bookingId, paymentId, kind, amount, method, slipUrl: null, qrTransactionRef: null, actor, at: now, ...(text && { note: text }) };
  return [{ type: 'PaymentReceived', data }];
}

/** Recorded once, the day after the balance's due date, while the balance is still unpaid. */
export function markBalanceOverdue(command: MarkBalanceOverdue, booking: Booking): BookingEvent[] {
  const dueOn = booking.terms.balanceDueOn;
  const due = dueNow(booking);
  if (booking.deleted || booking.balanceOverdue || !dueOn || due?.kind !== 'balance' || command.data.today <= dueOn) return [];
  return [{ type: 'BalanceOverdue', data: { bookingId: booking.bookingId, amount: due.stay, dueOn } }];
}

/** After check-out (or a cancellation), the security deposit goes back by transfer, less deductions with reasons. */
export function returnSecurityDeposit(command: ReturnSecurityDeposit, booking: Booking): BookingEvent[] {
  const { deductions, today, now, actor } = command.data;
  const held = securityHeld(booking);
  if (held === 0 || booking.securityReturned) throw new DomainError('conflict', 'No security deposit is held for this booking', { code: 'payment.noSecurityDepositHeld' });
  if (booking.status === 'confirmed' && today < booking.checkOut) {
    throw new DomainError('conflict', 'The security deposit is returned after check-out', { code: 'payment.stayNotOver', params: { checkOut: booking.checkOut } });
  }
  if (!Array.isArray(deductions)) throw invalid('payment.deductionsNotList', 'deductions must be a list', { field: 'deductions' });
  const checked = deductions.map(checkDeduction);
  const deducted = checked.reduce((sum, d) => sum + d.amount, 0);
  if (deducted > held) throw invalid('payment.deductionsAboveHeld', `The deductions come to more than the ${held} THB held`, { max: held, field: 'deductions' });
  const data = { bookingId: booking.bookingId, paymentId: nextPaymentId(booking), held, amount: held - deducted, deductions: checked, method: 'bank_transfer' as const, actor, at: now };
  return [{ type: 'SecurityDepositReturned', data }];
}

function checkDeduction(deduction: SecurityDeduction): SecurityDeduction {
  assertAmount(deduction?.amount, Number.MAX_SAFE_INTEGER, 'deductions');
  const reason = typeof deduction.reason === 'string' ? deduction.reason.trim() : '';
  if (!reason) throw invalid('payment.deductionReasonRequired', 'Each deduction needs its reason: the guest is e-mailed it', { field: 'deductions' });
  if (reason.length > NOTE_MAX) throw invalid('booking.textTooLong', `Please use at most ${NOTE_MAX} characters`, { max: NOTE_MAX, field: 'deductions' });
  return { amount: deduction.amount, reason };
}

function assertAmount(amount: unknown, max: number, field: string): asserts amount is number {
  if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 1 || amount > max) {
    throw invalid('payment.amountOutOfRange', `The amount must be a whole number of baht from 1 to ${max}`, { field, min: 1, max });
  }
}
