import type { RefundMethod } from '@baan-talay/contracts';
import { todayInBangkok } from '@baan-talay/pricing';
import type { VillaRules } from './booking-ports';
import type { RefundInput } from '../domain/refund.rule';

export interface RefundOverrideInput {
  /** An admin's amount other than the policy's, whole THB. */
  refundAmount?: number;
  refundReason?: string;
  refundMethod?: RefundMethod;
}

/** The villa's cancellation tiers and today (Asia/Bangkok), with an admin's override if any. */
export async function refundInput(villa: VillaRules, now: Date, input: RefundOverrideInput = {}): Promise<RefundInput> {
  const { cancellationTiers } = await villa.billing();
  const { refundAmount, refundReason, refundMethod } = input;
  return {
    tiers: cancellationTiers,
    today: todayInBangkok(now),
    ...(refundAmount !== undefined && { override: { amount: refundAmount, reason: refundReason ?? '' } }),
    ...(refundMethod !== undefined && { method: refundMethod }),
  };
}
