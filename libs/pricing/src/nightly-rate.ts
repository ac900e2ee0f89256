import type { VillaPricing } from '@baan-talay/contracts';
import { PricingInputError } from './stay-errors';

export interface NightlyRate {
  /** Undiscounted price of the night for the chosen rooms (after the room reduction, floored at 0). */
  regularPrice: number;
  /** Price charged: the discounted price when one is in effect, else regularPrice. */
  price: number;
  /** Undiscounted price of the night with every bedroom booked (no room reduction). */
  fullVillaPrice: number;
}

const PRICE_FIELDS = [
  'weekdayPrice',
  'weekdayDiscountedPrice',
  'weekendPrice',
  'weekendDiscountedPrice',
  'priceReductionPerRoom',
] as const;

/** Prices are whole, non-negative THB; anything else is a broken villa record, not a guest's mistake. */
export function assertVillaPricing(pricing: VillaPricing): void {
  for (const field of PRICE_FIELDS) {
    const value = pricing[field];
    if (!Number.isInteger(value) || value < 0) throw new RangeError(`${field} must be a whole THB amount >= 0: ${value}`);
  }
  if (!Number.isInteger(pricing.bedrooms) || pricing.bedrooms < 1) {
    throw new RangeError(`bedrooms must be a whole number >= 1: ${pricing.bedrooms}`);
  }
}

/** Rooms are bookable from minRooms (at least 1) up to every bedroom. */
export function roomRange(pricing: VillaPricing): { min: number; max: number } {
  return { min: Math.max(1, pricing.minRooms), max: pricing.bedrooms };
}

export function isRoomsInRange(rooms: number, pricing: VillaPricing): boolean {
  const { min, max } = roomRange(pricing);
  return Number.isInteger(rooms) && rooms >= min && rooms <= max;
}

/** Room choices for the widget, from the whole villa down to minRooms. */
export function roomOptions(pricing: VillaPricing): number[] {
  const { min, max } = roomRange(pricing);
  return Array.from({ length: Math.max(max - min + 1, 0) }, (_, i) => max - i);
}

/** round((1 − discounted/regular) × 100); 0 when nothing is discounted or the night is free anyway. */
export function discountPercent(regularPrice: number, price: number): number {
  if (regularPrice <= 0 || price >= regularPrice) return 0;
  // Integer numerator keeps exact halves (e.g. 49.5) exact, so Math.round rounds them up as intended.
  return Math.round(((regularPrice - price) * 100) / regularPrice);
}

/**
 * Price of one weekday or weekend night for `rooms` rooms.
 * The discounted price counts only when it is above 0 and below the regular price: 0 means "no
 * discount" (SPEC §9), and a "discount" that is not cheaper would make the discount line negative.
 * The room reduction then takes the same amount off both, never below 0.
 */
export function nightlyRate(weekend: boolean, rooms: number, pricing: VillaPricing): NightlyRate {
  assertVillaPricing(pricing);
  if (!isRoomsInRange(rooms, pricing)) {
    const { min, max } = roomRange(pricing);
    throw new PricingInputError('booking.errors.roomsOutOfRange', `Rooms must be a whole number from ${min} to ${max}`);
  }
  const listPrice = weekend ? pricing.weekendPrice : pricing.weekdayPrice;
  const discountedPrice = weekend ? pricing.weekendDiscountedPrice : pricing.weekdayDiscountedPrice;
  const reduction = pricing.priceReductionPerRoom * (pricing.bedrooms - rooms);
  const regularPrice = Math.max(listPrice - reduction, 0);
  const hasDiscount = discountedPrice > 0 && discountedPrice < listPrice;
  const price = hasDiscount ? Math.max(discountedPrice - reduction, 0) : regularPrice;
  return { regularPrice, price, fullVillaPrice: listPrice };
}
