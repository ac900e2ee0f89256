import { DEFAULT_PAYMENT_PLAN, type PaymentPlanDto } from '@baan-talay/contracts';
import type { VillaEvent } from './villa.events';
import { invalid } from './villa.rules';
import type { Villa } from './villa.state';

const RANGES: Record<Exclude<keyof PaymentPlanDto, 'autoCancelOverdueBalance'>, [number, number]> = {
  depositPercent: [1, 100],
  balanceDueDays: [0, 365],
  securityDeposit: [0, 1_000_000],
};

/** The villa's plan; villas created before plans existed are paid in full. */
export const paymentPlanOf = (villa: Villa): PaymentPlanDto => ({ ...DEFAULT_PAYMENT_PLAN, ...villa.paymentPlan });

/** The admin's changes to the payment plan, checked; one PaymentPlanUpdated with what really changed. */
export function updatePaymentPlan(patch: Partial<PaymentPlanDto> | undefined, villa: Villa): VillaEvent[] {
  if (patch === undefined) return [];
  const current = paymentPlanOf(villa);
  const changes: Partial<PaymentPlanDto> = {};
  for (const [field, [min, max]] of Object.entries(RANGES) as [keyof typeof RANGES, [number, number]][]) {
    const value = patch[field];
    if (value === undefined || value === current[field]) continue;
    if (!Number.isInteger(value) || value < min || value > max) {
      throw invalid('villa.numberOutOfRange', `${field} must be a whole number from ${min} to ${max}`, { field, min, max });
    }
    changes[field] = value;
  }
  const auto = patch.autoCancelOverdueBalance;
  if (auto !== undefined) {
    if (typeof auto !== 'boolean') throw invalid('villa.notBoolean', 'autoCancelOverdueBalance must be true or false', { field: 'autoCancelOverdueBalance' });
    if (auto !== current.autoCancelOverdueBalance) changes.autoCancelOverdueBalance = auto;
  }
  return Object.keys(changes).length > 0 ? [{ type: 'PaymentPlanUpdated', data: { changes } }] : [];
}
