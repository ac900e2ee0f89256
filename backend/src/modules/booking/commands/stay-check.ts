import type { QuoteDto, VillaPricing } from '@baan-talay/contracts';
import { quoteStay, toVillaDate, todayInBangkok, validateGuests, validateStay } from '@baan-talay/pricing';
import { DomainError } from '../../../shared/domain-error';
import { stayError } from '../domain/stay-errors';

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
  if (!result.ok) throw stayError(result.key, result.params);
  if (!checkIn || !checkOut) throw stayError('booking.errors.selectDates');
  return quoteStay({ checkIn, checkOut, rooms, guests: stay.guests }, pricing);
}

export function assertGuests(guests: number | undefined, pricing: VillaPricing): void {
  const result = validateGuests(guests, pricing);
  if (!result.ok) throw stayError(result.key, result.params);
}

/** `YYYY-MM-DD` as is, an ISO date-time as its Asia/Bangkok calendar date; null when absent. */
export function toStayDate(value: string | null | undefined, field: 'checkIn' | 'checkOut'): string | null {
  if (value === undefined || value === null || value === '') return null;
  const date = toVillaDate(value);
  if (date === null) throw stayError('booking.errors.invalidDate', { field });
  return date;
}

/** Until the owner has entered a way to pay, a guest's money would have nowhere to go. */
export function assertOpenForBookings(by: 'guest' | 'admin', villa: { openForBookings: boolean }): void {
  if (by === 'guest' && !villa.openForBookings) {
    throw new DomainError('conflict', 'The villa is not open for bookings yet', { code: 'booking.notOpen' });
  }
}
