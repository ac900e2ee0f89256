import type { VillaPricing } from '@baan-talay/contracts';
import { addDays, parseVillaDate, requireVillaDate } from './calendar-date';
import { isRoomsInRange, roomRange } from './nightly-rate';
import { minNightsFor } from './seasons';
import type { StayErrorKey } from './stay-errors';

export type StayValidation =
  | { ok: true }
  | { ok: false; key: StayErrorKey; params?: Record<string, string | number> };

export interface StayInput {
  checkIn?: string | null;
  checkOut?: string | null;
  rooms: number;
  guests?: number | null;
  /** The villa's today, from todayInBangkok(now). */
  today: string;
}

export interface StayLimits {
  /** When set, the whole stay must end within this many days from today. */
  horizonDays?: number;
}

const fail = (key: StayErrorKey, params?: Record<string, string | number>): StayValidation =>
  params ? { ok: false, key, params } : { ok: false, key };

/**
 * Checks a stay a guest asks for, reporting the first problem in the order a guest fixes them:
 * dates, then nights, then rooms and guests. Check-in today is allowed.
 * Params: minNights {min} (the largest of the villa's and its nights' seasons'), maxNights {max}, roomsOutOfRange {min, max}, guestsOutOfRange {min, max},
 * tooFarAhead {days, lastCheckOut}, invalidDate {field}.
 */
export function validateStay(input: StayInput, pricing: VillaPricing, limits: StayLimits = {}): StayValidation {
  const { checkIn, checkOut, rooms, guests, today } = input;
  const todayDay = requireVillaDate(today);
  if (!checkIn || !checkOut) return fail('booking.errors.selectDates');
  const inDay = parseVillaDate(checkIn);
  if (inDay === null) return fail('booking.errors.invalidDate', { field: 'checkIn' });
  const outDay = parseVillaDate(checkOut);
  if (outDay === null) return fail('booking.errors.invalidDate', { field: 'checkOut' });
  if (inDay === outDay) return fail('booking.errors.sameDayBooking');
  if (outDay < inDay) return fail('booking.errors.checkOutBeforeCheckIn');
  if (inDay < todayDay) return fail('booking.errors.pastDate');
  const { horizonDays } = limits;
  if (horizonDays !== undefined && outDay > todayDay + horizonDays) {
    return fail('booking.errors.tooFarAhead', { days: horizonDays, lastCheckOut: addDays(today, horizonDays) });
  }
  const nights = outDay - inDay;
  const minNights = minNightsFor(checkIn, checkOut, pricing);
  if (nights < minNights) return fail('booking.errors.minNights', { min: minNights });
  if (nights > pricing.maxNights) return fail('booking.errors.maxNights', { max: pricing.maxNights });
  if (!isRoomsInRange(rooms, pricing)) return fail('booking.errors.roomsOutOfRange', roomRange(pricing));
  return validateGuests(guests, pricing);
}

/** The number of guests, when given: a whole number from 1 to the villa's maxGuests. */
export function validateGuests(guests: number | null | undefined, pricing: Pick<VillaPricing, 'maxGuests'>): StayValidation {
  if (guests === undefined || guests === null) return { ok: true };
  if (!Number.isInteger(guests) || guests < 1 || guests > pricing.maxGuests) {
    return fail('booking.errors.guestsOutOfRange', { min: 1, max: pricing.maxGuests });
  }
  return { ok: true };
}
