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

/** A check-in or check-out time, HH:MM on a 24-hour clock. */
export const VILLA_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A LINE ID: letters, digits, `.`, `_`, `-`, with an optional `@` first. */
export const LINE_ID_PATTERN = /^@?[A-Za-z0-9._-]{1,50}$/;

/** The villa's contact phone or WhatsApp without separators (`+66 (81) 234-5678` → `+66812345678`), or null unless it has 6 to 15 digits. */
export function compactContactPhone(text: string): string | null {
  const compact = text.replace(/[\s().-]/g, '');
  return /^\+?\d{6,15}$/.test(compact) ? compact : null;
}

/**
 * A PromptPay target without the spaces and hyphens people type: a Thai mobile number (10 digits, 0
 * first), a national or tax id (13) or an e-wallet id (15); null for anything else (or nothing).
 */
export function promptPayDigits(id: string): string | null {
  const digits = id.replace(/[\s-]/g, '');
  return /^(0\d{9}|\d{13}|\d{15})$/.test(digits) ? digits : null;
}
