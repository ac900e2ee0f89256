import type { VillaPricing } from '@baan-talay/contracts';

/** The villa's defaults (DESIGN §3) with no discounts; tests override what they exercise. */
export function villaPricing(overrides: Partial<VillaPricing> = {}): VillaPricing {
  return {
    weekdayPrice: 5000,
    weekdayDiscountedPrice: 0,
    weekendPrice: 6000,
    weekendDiscountedPrice: 0,
    priceReductionPerRoom: 2000,
    bedrooms: 3,
    minRooms: 1,
    maxGuests: 6,
    minNights: 1,
    maxNights: 30,
    ...overrides,
  };
}
