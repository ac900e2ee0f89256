import type { InstalmentStatus, PaymentScheduleDto } from '@baan-talay/contracts';
import { depositAmount, dueNow, paidTowardStay, securityHeld, stayTotal } from '@baan-talay/pricing';
import type { Ledger } from './payment-ledger';

const LIVE = ['pending_payment', 'in_review', 'confirmed'];

/** A booking confirmed before payments were recorded was paid in full then. */
const paidBeforeLedger = (ledger: Ledger): boolean => ledger.status === 'confirmed' && ledger.terms.depositPercent >= 100 && ledger.payments.length === 0;

/** What is paid, due now, due later and by when, and what went back: every amount the guest sees. */
export function scheduleOf(ledger: Ledger, today: string): PaymentScheduleDto {
  const total = stayTotal(ledger);
  const paidStay = paidBeforeLedger(ledger) ? total : paidTowardStay(ledger);
  const live = LIVE.includes(ledger.status);
  const deposit = depositAmount(total, ledger.terms.depositPercent);
  const hasBalance = ledger.terms.depositPercent < 100;
  const dueOn = ledger.terms.balanceDueOn;
  const instalment = (from: number, upTo: number, kind: 'deposit' | 'balance'): InstalmentStatus => {
    if (paidStay >= upTo) return 'paid';
    if (!live) return 'none';
    if (ledger.review?.kind === kind) return 'in_review';
    if (kind === 'balance' && dueOn && (ledger.overdue || today > dueOn) && paidStay >= from) return 'overdue';
    return 'due';
  };
  const held = securityHeld(ledger);
  const returned = ledger.entries.filter((e) => e.entry !== 'payment').reduce((sum, e) => sum + e.amount, 0);
  const security = ledger.terms.securityDeposit;
  const due = paidBeforeLedger(ledger) ? null : dueNow(ledger);
  return {
    total,
    depositPercent: ledger.terms.depositPercent,
    deposit: { amount: deposit, status: instalment(0, deposit, 'deposit') },
    balance: hasBalance ? { amount: total - deposit, dueOn, status: instalment(deposit, total, 'balance') } : { amount: 0, dueOn: null, status: 'none' },
    securityDeposit: {
      amount: security,
      status: security === 0 ? 'none' : ledger.securityReturned ? 'returned' : held > 0 ? 'held' : 'due',
    },
    dueNow: due && due.amount > 0 ? { kind: due.kind, amount: due.amount } : null,
    paid: ledger.payments.reduce((sum, p) => sum + p.amount, 0),
    refunded: returned,
    outstanding: live ? Math.max(total - paidStay, 0) : 0,
  };
}
