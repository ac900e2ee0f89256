import { addDays, compareVillaDates, dayOfWeek } from '@baan-talay/pricing';
import { shiftMonth } from '../../../lib/calendar-month';

/** The month's weeks, Sunday first; days of other months are null (the spec hides outside days). */
export function monthWeeks(first: string): (string | null)[][] {
  const next = shiftMonth(first, 1);
  const cells: (string | null)[] = Array.from({ length: dayOfWeek(first) }, () => null);
  for (let day = first; compareVillaDates(day, next) < 0; day = addDays(day, 1)) cells.push(day);
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, i) => cells.slice(i * 7, i * 7 + 7));
}

/**
 * The latest check-out for a check-in: the first held night after it (a back-to-back arrival may
 * check in that day), or null when nothing is held after it.
 */
export function lastCheckOut(checkIn: string, unavailable: readonly string[]): string | null {
  let best: string | null = null;
  for (const night of unavailable) {
    if (compareVillaDates(night, checkIn) > 0 && (best === null || compareVillaDates(night, best) < 0)) best = night;
  }
  return best;
}

/**
 * A held day whose night before is free: the guest holding it arrives that afternoon, so a stay may
 * still end on it (the back-to-back check-out). Today never is one: no stay can end before it starts.
 */
export function isCheckOutOnly(date: string, held: ReadonlySet<string>, today: string): boolean {
  const nightBefore = addDays(date, -1);
  return held.has(date) && !held.has(nightBefore) && compareVillaDates(nightBefore, today) >= 0;
}

/** Why a range of `nights` is refused by the stay limits, as a booking-namespace key and its params; null: it fits. */
export type RangeRefusal = { key: 'errors.minNights'; params: { min: number } } | { key: 'errors.maxNights'; params: { max: number } };

export function rangeRefusal(nights: number, limits: { minNights: number; maxNights: number }): RangeRefusal | null {
  if (nights < limits.minNights) return { key: 'errors.minNights', params: { min: limits.minNights } };
  if (nights > limits.maxNights) return { key: 'errors.maxNights', params: { max: limits.maxNights } };
  return null;
}
