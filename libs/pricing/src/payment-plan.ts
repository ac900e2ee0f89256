import type { BookingStatus, PaymentKind, PaymentPlanDto, PaymentTermsDto } from '@baan-talay/contracts';
import { addDays } from './calendar-date';

/**
 * The terms a booking made on `today` (villa date) for a stay from `checkIn` follows: the villa's
 * plan, except that a stay booked on or after its balance would be due pays in full.
 */
export function paymentTerms(plan: PaymentPlanDto, checkIn: string, today: string): PaymentTermsDto {
  const { securityDeposit } = plan;
  if (plan.depositPercent >= 100) return { depositPercent: 100, balanceDueOn: null, securityDeposit };
  const balanceDueOn = addDays(checkIn, -plan.balanceDueDays);
  if (balanceDueOn <= today) return { depositPercent: 100, balanceDueOn: null, securityDeposit };
  return { depositPercent: plan.depositPercent, balanceDueOn, securityDeposit };
}

/** The deposit in whole THB, rounded up so the balance is never more than the plan says. */
export function depositAmount(total: number, depositPercent: number): number {
  return depositPercent >= 100 ? total : Math.ceil((total * depositPercent) / 100);
}

/** What the amounts due are worked out from: a booking, or the payment ledger's fold of its events. */
export interface PaymentSubject {
  status: BookingStatus;
  totalOverride: number | null;
  breakdown: { total: number };
  terms: PaymentTermsDto;
  payments: { paymentId: string; kind: PaymentKind; amount: number }[];
}

export const stayTotal = (booking: PaymentSubject): number => booking.totalOverride ?? booking.breakdown.total;
const paidFor = (booking: PaymentSubject, kinds: readonly PaymentKind[]) =>
  booking.payments.filter((payment) => kinds.includes(payment.kind)).reduce((sum, payment) => sum + payment.amount, 0);
export const paidTowardStay = (booking: PaymentSubject): number => paidFor(booking, ['deposit', 'balance', 'manual']);
export const securityHeld = (booking: PaymentSubject): number => paidFor(booking, ['security_deposit']);

/** What is due now: `stay` toward the price, `security` the security deposit that goes with it. */
export interface DueNow {
  kind: 'deposit' | 'balance';
  stay: number;
  security: number;
  amount: number;
}

/**
 * The deposit until the booking is confirmed, then the balance. The security deposit goes with the
 * payment that settles the stay (the balance, or a payment in full).
 */
export function dueNow(booking: PaymentSubject): DueNow | null {
  const total = stayTotal(booking);
  const paid = paidTowardStay(booking);
  const securityLeft = Math.max(booking.terms.securityDeposit - securityHeld(booking), 0);
  if (booking.status === 'pending_payment' || booking.status === 'in_review') {
    const stay = Math.max(depositAmount(total, booking.terms.depositPercent) - paid, 0);
    const security = paid + stay >= total ? securityLeft : 0;
    return { kind: 'deposit', stay, security, amount: stay + security };
  }
  if (booking.status !== 'confirmed') return null;
  // Confirmed before payments were recorded (paid in full then): nothing is due.
  if (booking.terms.depositPercent >= 100 && booking.payments.length === 0) return null;
  const stay = Math.max(total - paid, 0);
  return stay > 0 ? { kind: 'balance', stay, security: securityLeft, amount: stay + securityLeft } : null;
}

