import type { VillaPricing } from '@baan-talay/contracts';
import { isWeekendNight, parseVillaDate } from './calendar-date';
import { discountPercent, nightlyRate } from './nightly-rate';
import { PricingInputError } from './stay-errors';

export interface HeadlinePrice {
  /** True when the date's night is a Friday or Saturday night. */
  weekend: boolean;
  /** Price per night charged for the chosen rooms. */
  price: number;
  /** Undiscounted price per night for the chosen rooms (the struck-through one when discounted). */
  regularPrice: number;
  /** True when a discount lowers the price (price < regularPrice). */
  discounted: boolean;
  /** Discount badge in percent; 0 when not discounted. */
  badgePercent: number;
}

/** The per-night price the booking widget shows for a check-in date (or today before one is chosen). */
export function headlinePrice(checkInOrToday: string, rooms: number, pricing: VillaPricing): HeadlinePrice {
  if (parseVillaDate(checkInOrToday) === null) {
    throw new PricingInputError('booking.errors.invalidDate', 'Date must be a calendar date in YYYY-MM-DD form');
  }
  const weekend = isWeekendNight(checkInOrToday);
  const { price, regularPrice } = nightlyRate(weekend, rooms, pricing);
  return {
    weekend,
    price,
    regularPrice,
    discounted: price < regularPrice,
    badgePercent: discountPercent(regularPrice, price),
  };
}
