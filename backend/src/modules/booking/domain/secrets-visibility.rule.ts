import type { BookingStatus, SecretsVisibility } from '@baan-talay/contracts';
import { addDays } from '@baan-talay/pricing';
import { DomainError } from '../../../shared/domain-error';

/** What decides whether a stay's secrets (door code, Wi-Fi password …) may be shown. */
export interface SecretsStay {
  status: BookingStatus;
  checkIn: string;
  checkOut: string;
}

/**
 * Paid in full: today a confirmed booking (its one payment accepted). The deposit/balance ledger
 * (issue 32's payment plan) answers here once a booking can be partly paid.
 */
export const paidInFull = (stay: Pick<SecretsStay, 'status'>): boolean => stay.status === 'confirmed';

/**
 * The secrets show once the stay is paid in full and check-in is at most `daysBefore` days away
 * (villa-local dates), until the check-out day is over.
 */
export function secretsVisibility(stay: SecretsStay, daysBefore: number, today: string): SecretsVisibility {
  if (!paidInFull(stay)) return { visible: false, reason: 'unpaid' };
  if (today > stay.checkOut) return { visible: false, reason: 'over' };
  const from = addDays(stay.checkIn, -daysBefore);
  if (today < from) return { visible: false, reason: 'tooEarly', from };
  return { visible: true };
}

/** The refusal when secrets are asked for while hidden: `portal.secretsHidden` {reason, from?}. */
export function assertSecretsVisible(stay: SecretsStay, daysBefore: number, today: string): void {
  const visibility = secretsVisibility(stay, daysBefore, today);
  if (visibility.visible) return;
  const { reason, from } = visibility;
  throw new DomainError('forbidden', 'The codes of this stay are not shown yet', {
    code: `portal.secretsHidden.${reason}`,
    params: { reason, ...(from && { from }) },
  });
}
