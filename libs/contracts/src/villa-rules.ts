/** [min, max] of every whole number the villa keeps (prices are whole THB); the server refuses others, the admin form offers only these. */
export const VILLA_NUMBER_RANGES = {
  sizeSqm: [0, 100_000],
  maxGuests: [1, 100],
  bedrooms: [1, 50],
  bathrooms: [0, 50],
  minRooms: [1, 50],
  weekdayPrice: [0, 10_000_000],
  weekdayDiscountedPrice: [0, 10_000_000],
  weekendPrice: [0, 10_000_000],
  weekendDiscountedPrice: [0, 10_000_000],
  priceReductionPerRoom: [0, 10_000_000],
  paymentWindowMinutes: [5, 7 * 24 * 60],
  minNights: [1, 365],
  maxNights: [1, 365],
} as const satisfies Record<string, readonly [number, number]>;

/** The bounds of a villa number; a field with none of its own takes any whole number from 0. */
export function villaNumberRange(field: string): readonly [number, number] {
  return (VILLA_NUMBER_RANGES as Record<string, readonly [number, number]>)[field] ?? [0, Number.MAX_SAFE_INTEGER];
}
