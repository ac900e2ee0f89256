import type { StayCharges } from '@baan-talay/contracts';
import { requoteGuests } from '@baan-talay/pricing';
import { DomainError } from '../../../shared/domain-error';
import type { Booking } from './booking.state';

/**
 * The stay priced for the number of guests the customer step gives (issue 30): with an extra-guest
 * fee the count is part of the price, so the breakdown follows it (the nights as booked, the fees
 * figured again) and the payment plan's amounts follow the total. Null when the price stays.
 */
export function repricedForGuests(
  booking: Booking,
  guests: number | undefined,
  charges: StayCharges | undefined,
  by: 'guest' | 'admin',
): { breakdown: Booking['breakdown']; previousTotal: number } | null {
  if (guests === undefined || charges === undefined || guests === booking.guests || charges.extraGuestFee <= 0) return null;
  const breakdown = requoteGuests(booking.breakdown, guests, charges);
  if (breakdown.total === booking.breakdown.total) return null;
  // The slip in review pays the old amount: the guest takes it back before the price moves.
  if (by === 'guest' && booking.status === 'in_review') {
    throw new DomainError('conflict', 'The number of guests changes the price of this stay: remove the payment slip first, then change it', {
      code: 'booking.guestsChangePriceInReview',
    });
  }
  return { breakdown, previousTotal: booking.breakdown.total };
}
