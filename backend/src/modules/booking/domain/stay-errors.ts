import type { StayErrorKey } from '@baan-talay/pricing';
import { DomainError, ErrorParams } from '../../../shared/domain-error';

type Params = Record<string, string | number>;

/**
 * libs/pricing's stay problems as coded errors: the stable code with the problem's params, and an
 * English sentence for logs and API users (the SPA translates the code).
 */
const STAY_ERRORS: Record<StayErrorKey, { code: string; message: (p: Params) => string }> = {
  'booking.errors.selectDates': { code: 'stay.datesRequired', message: () => 'Please select check-in and check-out dates' },
  'booking.errors.sameDayBooking': { code: 'stay.sameDay', message: () => 'Check-in and check-out cannot be on the same day' },
  'booking.errors.invalidDate': {
    code: 'stay.invalidDate',
    message: (p) => `${p.field === 'checkOut' ? 'Check-out' : 'Check-in'} must be a date (YYYY-MM-DD or an ISO date-time)`,
  },
  'booking.errors.checkOutBeforeCheckIn': { code: 'stay.checkOutBeforeCheckIn', message: () => 'Check-out must be after check-in' },
  'booking.errors.pastDate': { code: 'stay.pastDate', message: () => 'Check-in cannot be in the past' },
  'booking.errors.tooFarAhead': {
    code: 'stay.tooFarAhead',
    message: (p) => `Bookings can be made up to ${p.days} days ahead (check-out by ${p.lastCheckOut})`,
  },
  'booking.errors.minNights': { code: 'stay.tooShort', message: (p) => `The minimum stay is ${p.min} night${p.min === 1 ? '' : 's'}` },
  'booking.errors.maxNights': { code: 'stay.tooLong', message: (p) => `The maximum stay is ${p.max} nights` },
  'booking.errors.roomsOutOfRange': { code: 'stay.roomsOutOfRange', message: (p) => `Rooms must be from ${p.min} to ${p.max}` },
  'booking.errors.guestsOutOfRange': { code: 'stay.guestsOutOfRange', message: (p) => `Guests must be from ${p.min} to ${p.max}` },
};

export function stayError(key: StayErrorKey, params: Params = {}, message?: string): DomainError {
  const { code, message: english } = STAY_ERRORS[key];
  return new DomainError('validation', message ?? english(params), { code, params: params as ErrorParams });
}
