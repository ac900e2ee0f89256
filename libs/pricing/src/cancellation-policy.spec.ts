import { proposeRefund, refundTier } from './cancellation-policy';

// "Full refund up to 30 days before, 50 % up to 14, none after."
const tiers = [
  { daysBefore: 14, refundPercent: 50 },
  { daysBefore: 30, refundPercent: 100 },
];

describe('cancellation policy', () => {
  it.each([
    ['45 days before: the 30-day tier', '2026-01-01', 100, 12_000],
    ['exactly 30 days before: still the 30-day tier', '2026-01-16', 100, 12_000],
    ['29 days before: the 14-day tier', '2026-01-17', 50, 6_000],
    ['exactly 14 days before', '2026-02-01', 50, 6_000],
    ['13 days before: no tier', '2026-02-02', null, 0],
    ['on the day of arrival', '2026-02-15', null, 0],
  ])('%s', (_, today, percent, amount) => {
    const proposal = proposeRefund(tiers, 12_000, today, '2026-02-15');
    expect(proposal.tier?.refundPercent ?? null).toBe(percent);
    expect(proposal.amount).toBe(amount);
  });

  it('rounds a percentage refund down to the whole baht', () => {
    expect(proposeRefund([{ daysBefore: 0, refundPercent: 33 }], 1001, '2026-01-01', '2026-01-02').amount).toBe(330);
  });

  it('refunds nothing without tiers', () => {
    expect(refundTier([], 100)).toBeNull();
  });
});
