import type { PaymentPlanDto } from '@baan-talay/contracts';
import { paymentTerms, todayInBangkok } from '@baan-talay/pricing';

/**
 * The payment terms a new booking records: absent when it is paid in full with no security deposit
 * (today's behaviour, and what a booking made before plans existed means).
 */
export function termsOf(plan: PaymentPlanDto, checkIn: string, now: Date) {
  const terms = paymentTerms(plan, checkIn, todayInBangkok(now));
  return terms.depositPercent < 100 || terms.securityDeposit > 0 ? { paymentTerms: terms } : {};
}
