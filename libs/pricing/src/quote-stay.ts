import { NO_STAY_CHARGES, type NightDto, type QuoteDto, type StayCharges, type VillaPricing } from '@baan-talay/contracts';
import { nightsBetween, parseVillaDate, stayNights } from './calendar-date';
import { discountPercent, nightlyRate } from './nightly-rate';
import { rateOfNight } from './seasons';
import { stayCharges, taxesAndFeesOf } from './stay-charges';
import { PricingInputError } from './stay-errors';

export interface StayRequest {
  checkIn: string;
  checkOut: string;
  rooms: number;
  /** For the extra-guest fee; absent: none charged. */
  guests?: number;
}

/**
 * Prices a stay night by night (DESIGN §3). All amounts are whole THB:
 * - basePrice: what the nights cost with the whole villa booked and no discount;
 * - subtotal: Σ regular prices for the chosen rooms (room reduction applied, no discount);
 * - savings = basePrice − subtotal: what the room reduction took off ("you save");
 * - discount = subtotal − total: what the discounted prices took off;
 * - taxesAndFees: the villa's fees and any service charge / VAT added on top (stayCharges);
 * - total = Σ prices charged + taxesAndFees.
 * Each night is priced by the season holding it, else by the base prices; a night in a season names it.
 * The badges are the weekday / weekend discount percentages of the base prices for the chosen rooms.
 * Throws PricingInputError for unparseable dates, a check-out not after check-in, or rooms out of range;
 * limits that depend on the guest's context (past dates, min/max nights) belong to validateStay.
 */
export function quoteStay(stay: StayRequest, pricing: VillaPricing): QuoteDto {
  const { checkIn, checkOut, rooms } = stay;
  if (parseVillaDate(checkIn) === null || parseVillaDate(checkOut) === null) {
    throw new PricingInputError('booking.errors.invalidDate', 'Dates must be calendar dates in YYYY-MM-DD form');
  }
  if (nightsBetween(checkIn, checkOut) <= 0) {
    const key = checkIn === checkOut ? 'booking.errors.sameDayBooking' : 'booking.errors.checkOutBeforeCheckIn';
    throw new PricingInputError(key, 'Check-out must be after check-in');
  }
  const weekdayRate = nightlyRate(false, rooms, pricing);
  const weekendRate = nightlyRate(true, rooms, pricing);

  const nightly: NightDto[] = [];
  let basePrice = 0;
  let subtotal = 0;
  let total = 0;
  let weekendNights = 0;
  for (const date of stayNights(checkIn, checkOut)) {
    const rate = rateOfNight(date, rooms, pricing);
    const { weekend, season } = rate;
    const night: NightDto = { date, weekend, regularPrice: rate.regularPrice, price: rate.price };
    if (season) night.season = { id: season.id, name: season.name };
    nightly.push(night);
    basePrice += rate.fullVillaPrice;
    subtotal += rate.regularPrice;
    total += rate.price;
    if (weekend) weekendNights += 1;
  }

  const charges = stayCharges(total, nightly.length, stay.guests ?? 0, pricing.charges ?? NO_STAY_CHARGES);
  const taxesAndFees = taxesAndFeesOf(total, charges);
  return {
    checkIn,
    checkOut,
    rooms,
    nights: nightly.length,
    weekdayNights: nightly.length - weekendNights,
    weekendNights,
    nightly,
    basePrice,
    subtotal,
    discount: subtotal - total,
    savings: basePrice - subtotal,
    taxesAndFees,
    total: total + taxesAndFees,
    charges,
    weekdayDiscountPercent: discountPercent(weekdayRate.regularPrice, weekdayRate.price),
    weekendDiscountPercent: discountPercent(weekendRate.regularPrice, weekendRate.price),
  };
}

/**
 * The same stay priced for another number of guests (the guest's count given after the quote, on the
 * customer step): the nights keep the prices they were booked at, and the fees and taxes are figured
 * again by stayCharges with the villa's charges, as quoteStay figures them.
 */
export function requoteGuests(quote: QuoteDto, guests: number, charges: StayCharges): QuoteDto {
  const nightsTotal = quote.nightly.reduce((sum, night) => sum + night.price, 0);
  const stay = stayCharges(nightsTotal, quote.nightly.length, guests, charges);
  const taxesAndFees = taxesAndFeesOf(nightsTotal, stay);
  return { ...quote, taxesAndFees, total: nightsTotal + taxesAndFees, charges: stay };
}
