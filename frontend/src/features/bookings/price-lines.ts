import type { BookingDto, LocalizedText, NightDto } from '@baan-talay/contracts';
import { addDays } from '@baan-talay/pricing';

/** Nights charged the same regular price, of the same kind (weekday / weekend) and season. */
export interface NightGroup {
  kind: 'nights';
  key: string;
  weekend: boolean;
  season: LocalizedText | null;
  dates: string[];
  /** The regular price of one night for the booked rooms (the room reduction already taken off). */
  unitPrice: number;
  amount: number;
}

/** A signed line applied to the nights' sum: the discounted prices, or an admin's override of the total. */
export interface Adjustment {
  kind: 'discount' | 'override';
  key: string;
  amount: number;
}

export type PriceLine = NightGroup | Adjustment;

export interface PriceLines {
  lines: PriceLine[];
  /** The booking's total; Σ lines' amounts equals it. */
  total: number;
  /** What booking fewer rooms took off the whole villa's price, already inside the nights' prices. */
  roomReduction: { rooms: number; amount: number; wholeVilla: number } | null;
}

function groupKey(night: NightDto): string {
  return [night.season?.id ?? '', night.weekend ? 'weekend' : 'weekday', night.regularPrice].join('|');
}

/**
 * The booking's price as lines that add up, from the quote the server priced it with: the nights at
 * their regular prices for the booked rooms, grouped by season, kind and price in stay order; then
 * the discounted prices as a negative line; then an admin's override as the signed difference to the
 * total. Σ nights = subtotal, subtotal − discount = the quoted total, + override = the booking's total.
 */
export function priceLines(booking: Pick<BookingDto, 'breakdown' | 'totalPrice' | 'quotedTotal' | 'priceOverridden'>): PriceLines {
  const quote = booking.breakdown;
  const groups = new Map<string, NightGroup>();
  for (const night of quote.nightly) {
    const key = groupKey(night);
    const group = groups.get(key);
    if (group) {
      group.dates.push(night.date);
      group.amount += night.regularPrice;
    } else {
      groups.set(key, {
        kind: 'nights',
        key: `nights:${key}`,
        weekend: night.weekend,
        season: night.season?.name ?? null,
        dates: [night.date],
        unitPrice: night.regularPrice,
        amount: night.regularPrice,
      });
    }
  }
  const lines: PriceLine[] = [...groups.values()];
  const nightsSum = lines.reduce((sum, line) => sum + line.amount, 0);
  const charged = quote.nightly.reduce((sum, night) => sum + night.price, 0);
  if (nightsSum !== charged) lines.push({ kind: 'discount', key: 'discount', amount: charged - nightsSum });
  const override = booking.totalPrice - charged;
  if (override !== 0) lines.push({ kind: 'override', key: 'override', amount: override });
  const roomReduction = quote.savings > 0 ? { rooms: quote.rooms, amount: quote.savings, wholeVilla: quote.basePrice } : null;
  return { lines, total: booking.totalPrice, roomReduction };
}

/** Consecutive nights as [first, last] runs, so a week of nights reads as one range. */
export function nightRuns(dates: readonly string[]): [string, string][] {
  const runs: [string, string][] = [];
  for (const date of dates) {
    const last = runs[runs.length - 1];
    if (last && addDays(last[1], 1) === date) last[1] = date;
    else runs.push([date, date]);
  }
  return runs;
}
