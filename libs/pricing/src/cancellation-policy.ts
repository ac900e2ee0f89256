import type { CancellationTier } from '@baan-talay/contracts';
import { nightsBetween } from './calendar-date';

export interface RefundProposal {
  daysBefore: number;
  /** The tier that applies; null: cancelled later than every tier allows (no refund). */
  tier: CancellationTier | null;
  /** Whole THB, rounded down: a policy never promises a satang more than it says. */
  amount: number;
}

/** Whole days from the villa-local day of cancelling to the check-in date (0 on the day, negative after). */
export function daysBeforeCheckIn(today: string, checkIn: string): number {
  return nightsBetween(today, checkIn);
}

/**
 * The tier that applies when cancelling `daysBefore` days before check-in: of the tiers whose
 * `daysBefore` the cancellation still meets, the one with the most days ("full refund up to 30 days
 * before, 50 % up to 14": 20 days before → the 14-day tier).
 */
export function refundTier(tiers: readonly CancellationTier[], daysBefore: number): CancellationTier | null {
  const met = tiers.filter((tier) => daysBefore >= tier.daysBefore);
  return met.reduce<CancellationTier | null>((best, tier) => (best === null || tier.daysBefore > best.daysBefore ? tier : best), null);
}

/** What the policy proposes to refund of what was paid, cancelling on `today` (villa-local date). */
export function proposeRefund(tiers: readonly CancellationTier[], paid: number, today: string, checkIn: string): RefundProposal {
  const daysBefore = daysBeforeCheckIn(today, checkIn);
  const tier = refundTier(tiers, daysBefore);
  const amount = tier ? Math.floor((paid * tier.refundPercent) / 100) : 0;
  return { daysBefore, tier, amount };
}
