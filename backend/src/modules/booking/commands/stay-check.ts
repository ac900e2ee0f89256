import type { QuoteDto, VillaPricing } from '@baan-talay/contracts';
import { StayValidation, quoteStay, toVillaDate, todayInBangkok, validateStay } from '@baan-talay/pricing';
import { DomainError } from '../../../shared/domain-error';

type Failure = Extract<StayValidation, { ok: false }>;

/** English texts of libs/pricing's stay problems; the frontend shows its own translations of the keys. */
const MESSAGES: Record<Failure['key'], (p: Record<string, string | number>) => string> = {
  'booking.errors.selectDates': () => 'Please select check-in and check-out dates',
  'booking.errors.sameDayBooking': () => 'Check-in and check-out cannot be on the same day',
  'booking.errors.invalidDate': (p) => `${p.field === 'checkOut' ? 'Check-out' : 'Check-in'} must be a date (YYYY-MM-DD or an ISO date-time)`,
  'booking.errors.checkOutBeforeCheckIn': () => 'Check-out must be after check-in',
  'booking.errors.pastDate': () => 'Check-in cannot be in the past',
  'booking.errors.tooFarAhead': (p) => `Bookings can be made up to ${p.days} days ahead (check-out by ${p.lastCheckOut})`,
  'booking.errors.minNights': (p) => `The minimum stay is ${p.min} night${p.min === 1 ? '' : 's'}`,
  'booking.errors.maxNights': (p) => `The maximum stay is ${p.max} nights`,
  'booking.errors.roomsOutOfRange': (p) => `Rooms must be from ${p.min} to ${p.max}`,
  'booking.errors.guestsOutOfRange': (p) => `Guests must be from ${p.min} to ${p.max}`,
};

export interface StayRequestInput {
  checkIn: string | null;
  checkOut: string | null;
  rooms: number;
  guests?: number;
}

/** Checks a stay as the villa takes it today (dates, horizon, nights, rooms, guests) and prices it. */
export function checkAndQuoteStay(stay: StayRequestInput, pricing: VillaPricing, horizonDays: number, now: Date): QuoteDto {
  const result = validateStay({ ...stay, today: todayInBangkok(now) }, pricing, { horizonDays });
  const { checkIn, checkOut, rooms } = stay;
  if (!result.ok) throw new DomainError('validation', MESSAGES[result.key](result.params ?? {}));
  if (!checkIn || !checkOut) throw new DomainError('validation', MESSAGES['booking.errors.selectDates']({}));
  return quoteStay({ checkIn, checkOut, rooms }, pricing);
}

export function assertGuests(guests: number | undefined, pricing: VillaPricing): void {
  if (guests === undefined) return;
  if (!Number.isInteger(guests) || guests < 1 || guests > pricing.maxGuests) {
    throw new DomainError('validation', MESSAGES['booking.errors.guestsOutOfRange']({ min: 1, max: pricing.maxGuests }));
  }
}

/** `YYYY-MM-DD` as is, an ISO date-time as its Asia/Bangkok calendar date; null when absent. */
export function toStayDate(value: string | null | undefined, field: 'checkIn' | 'checkOut'): string | null {
  if (value === undefined || value === null || value === '') return null;
  const date = toVillaDate(value);
  if (date === null) throw new DomainError('validation', MESSAGES['booking.errors.invalidDate']({ field }));
  return date;
}
