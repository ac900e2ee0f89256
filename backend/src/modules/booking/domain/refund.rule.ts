import { REFUND_METHODS, isThaiTaxId, type BuyerDetailsDto, type CancellationTier, type RefundMethod } from '@baan-talay/contracts';
import { proposeRefund } from '@baan-talay/pricing';
import { DomainError } from '../../../shared/domain-error';
import type { BookingRefundRecorded } from './booking.events';
import { invalid } from './booking.rules';
import { paidTowardStayOf, type Booking } from './booking.state';

/** The villa's policy as it stands when the booking is cancelled, and an admin's override of it. */
export interface RefundInput {
  tiers: CancellationTier[];
  /** The villa's today (YYYY-MM-DD) the days before check-in are counted from. */
  today: string;
  /** Admin only: another amount than the policy's, with the reason (the guest is e-mailed the amount). */
  override?: { amount: number; reason: string };
  method?: RefundMethod;
}

/** What the guest paid toward the stay and has not had back. */
export const paidFor = (booking: Booking): number => paidTowardStayOf(booking) - booking.refundedAmount;

/**
 * The refund of a paid booking being cancelled: the policy's tier proposes the amount; an admin may
 * record another (0 up to what was paid) with a reason. Recorded even when it is 0, so the history
 * says what the policy gave.
 */
export function decideRefund(booking: Booking, input: RefundInput, actor: 'guest' | 'admin'): BookingRefundRecorded {
  const paid = paidFor(booking);
  const proposal = proposeRefund(input.tiers, paid, input.today, booking.checkIn);
  const method = input.method ?? 'bank_transfer';
  if (!REFUND_METHODS.includes(method)) throw invalid('booking.refundMethodInvalid', `method must be one of ${REFUND_METHODS.join(', ')}`, { field: 'method' });
  let amount = proposal.amount;
  let reason: string | undefined;
  if (input.override) {
    if (actor === 'guest') throw new DomainError('forbidden', 'Only an admin can change the refund the policy gives', { code: 'booking.adminOnly' });
    const { amount: wanted } = input.override;
    if (!Number.isInteger(wanted) || wanted < 0 || wanted > paid) {
      throw invalid('booking.refundOutOfRange', `The refund must be a whole amount from 0 to ${paid}`, { field: 'refundAmount', min: 0, max: paid });
    }
    reason = typeof input.override.reason === 'string' ? input.override.reason.trim() : '';
    if (wanted !== proposal.amount && !reason) {
      throw invalid('booking.refundReasonRequired', 'Say why the refund differs from the cancellation policy', { field: 'refundReason' });
    }
    if (reason.length > 500) throw invalid('booking.textTooLong', 'Please use at most 500 characters', { max: 500, field: 'refundReason' });
    amount = wanted;
  }
  return {
    type: 'BookingRefundRecorded',
    data: {
      bookingId: booking.bookingId,
      refundId: `refund-${booking.refunds + 1}`,
      amount,
      proposedAmount: proposal.amount,
      paid,
      daysBefore: proposal.daysBefore,
      policyTier: proposal.tier,
      method,
      actor,
      ...(reason && { reason }),
    },
  };
}

/** The buyer a full tax invoice names: name and address required, a tax id optional but checked. */
export function normalizeBuyer(buyer: BuyerDetailsDto): BuyerDetailsDto {
  const text = (field: string, value: unknown, max: number): string => {
    if (typeof value !== 'string') throw invalid('booking.notText', `${field} must be text`, { field });
    const trimmed = value.trim();
    if (trimmed.length > max) throw invalid('booking.textTooLong', `Please use at most ${max} characters`, { max, field });
    return trimmed;
  };
  const name = text('name', buyer.name, 200);
  const address = text('address', buyer.address, 500);
  if (!name) throw invalid('booking.fieldRequired', 'This field is required', { field: 'name' });
  if (!address) throw invalid('booking.fieldRequired', 'This field is required', { field: 'address' });
  const taxId = text('taxId', buyer.taxId ?? '', 20).replace(/[\s-]/g, '');
  if (taxId && !isThaiTaxId(taxId)) throw invalid('billing.taxIdInvalid', 'A Thai tax id is 13 digits with a valid check digit', { field: 'taxId' });
  const branch = text('branch', buyer.branch ?? '', 5) || (taxId ? '00000' : '');
  if (branch && !/^\d{5}$/.test(branch)) throw invalid('billing.branchInvalid', 'The branch is 5 digits (00000 for the head office)', { field: 'branch' });
  return { name, address, taxId, branch };
}
