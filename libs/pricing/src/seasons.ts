import type { SeasonDto, VillaPricing } from '@baan-talay/contracts';
import { isWeekendNight, stayNights } from './calendar-date';
import { NightlyRate, nightlyRate } from './nightly-rate';

/** The season whose `[from, to)` holds the night `date`, if any (seasons never overlap). */
export function seasonOf(date: string, pricing: VillaPricing): SeasonDto | null {
  return pricing.seasons?.find((season) => season.from <= date && date < season.to) ?? null;
}

/** The villa's prices for one night: its season's, else the base prices. */
export function pricesOfNight(date: string, pricing: VillaPricing): VillaPricing {
  const season = seasonOf(date, pricing);
  if (!season) return pricing;
  const { weekdayPrice, weekendPrice, weekdayDiscountedPrice, weekendDiscountedPrice } = season;
  return { ...pricing, weekdayPrice, weekendPrice, weekdayDiscountedPrice, weekendDiscountedPrice };
}

export interface NightRate extends NightlyRate {
  date: string;
  weekend: boolean;
  season: SeasonDto | null;
}

/** One night's rate for `rooms` rooms: a night's price depends on its date and the rooms only. */
export function rateOfNight(date: string, rooms: number, pricing: VillaPricing): NightRate {
  const weekend = isWeekendNight(date);
  return { date, weekend, season: seasonOf(date, pricing), ...nightlyRate(weekend, rooms, pricesOfNight(date, pricing)) };
}

/** Each night's rate from `from` up to, not including, `to` (a widget's month, an admin preview). */
export function ratesBetween(from: string, to: string, rooms: number, pricing: VillaPricing): NightRate[] {
  return stayNights(from, to).map((date) => rateOfNight(date, rooms, pricing));
}

/** A stay's minimum nights: the largest of the villa's and those of the seasons any of its nights fall in. */
export function minNightsFor(checkIn: string, checkOut: string, pricing: VillaPricing): number {
  let min = pricing.minNights;
  for (const season of pricing.seasons ?? []) {
    if (season.minNights !== null && season.from < checkOut && checkIn < season.to) min = Math.max(min, season.minNights);
  }
  return min;
}

/** The two seasons that share a night, if any: seasons must not overlap. */
export function overlappingSeasons(seasons: readonly SeasonDto[]): [SeasonDto, SeasonDto] | null {
  const sorted = [...seasons].sort((a, b) => a.from.localeCompare(b.from));
  for (let i = 1; i < sorted.length; i++) if (sorted[i].from < sorted[i - 1].to) return [sorted[i - 1], sorted[i]];
  return null;
}
