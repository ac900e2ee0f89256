import type { PaymentPlanDto, PaymentTermsDto } from '@baan-talay/contracts';
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
