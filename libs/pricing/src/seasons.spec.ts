import type { SeasonDto } from '@baan-talay/contracts';
import { villaPricing } from './pricing.fixtures';
import { quoteStay } from './quote-stay';
import { minNightsFor, overlappingSeasons, ratesBetween } from './seasons';
import { validateStay } from './validate-stay';

const season = (id: string, from: string, to: string, prices: Partial<SeasonDto> = {}): SeasonDto => ({
  id,
  name: { th: `ฤดู ${id}`, en: `Season ${id}` },
  from,
  to,
  weekdayPrice: 8000,
  weekendPrice: 9000,
  weekdayDiscountedPrice: 0,
  weekendDiscountedPrice: 0,
  minNights: null,
  ...prices,
});

// Base: weekday 5,000, weekend (Fri, Sat) 6,000, 2,000 less per room not taken, 3 bedrooms.
const high = season('high', '2026-12-15', '2026-12-29');
const newYear = season('newYear', '2026-12-29', '2027-01-02', { weekdayPrice: 12_000, weekendPrice: 14_000, minNights: 3 });
const pricing = villaPricing({ seasons: [high, newYear] });

describe('seasonal prices', () => {
  it.each([
    ['before any season (base prices)', '2026-12-06', '2026-12-08', 3, [5000, 5000], 10_000],
    ['from the base prices into high season', '2026-12-13', '2026-12-16', 3, [5000, 5000, 8000], 18_000],
    ['across the boundary of two seasons', '2026-12-27', '2026-12-31', 3, [8000, 8000, 12_000, 12_000], 40_000],
    ['New Year, its Friday a weekend night, then a base Saturday', '2026-12-31', '2027-01-03', 3, [12_000, 14_000, 6000], 32_000],
    ['with the room reduction in a season', '2026-12-29', '2027-01-01', 2, [10_000, 10_000, 10_000], 30_000],
  ])('%s', (_, checkIn, checkOut, rooms, prices, total) => {
    const quote = quoteStay({ checkIn, checkOut, rooms }, pricing);
    expect(quote.nightly.map((n) => n.price)).toEqual(prices);
    expect(quote.total).toBe(total);
  });

  it('names the season of each night in the breakdown, and nothing for a base night', () => {
    const quote = quoteStay({ checkIn: '2026-12-28', checkOut: '2026-12-30', rooms: 3 }, pricing);
    expect(quote.nightly).toEqual([
      { date: '2026-12-28', weekend: false, regularPrice: 8000, price: 8000, season: { id: 'high', name: high.name } },
      { date: '2026-12-29', weekend: false, regularPrice: 12_000, price: 12_000, season: { id: 'newYear', name: newYear.name } },
    ]);
    expect(quoteStay({ checkIn: '2027-01-05', checkOut: '2027-01-06', rooms: 3 }, pricing).nightly[0]).not.toHaveProperty('season');
  });

  it("charges a season's discounted price, reduced per room as the base prices are", () => {
    const discounted = villaPricing({ seasons: [season('low', '2026-06-01', '2026-07-01', { weekdayDiscountedPrice: 7000 })] });
    expect(ratesBetween('2026-06-01', '2026-06-02', 2, discounted)[0]).toMatchObject({ regularPrice: 6000, price: 5000, season: { id: 'low' } });
  });
});

describe('minimum stays', () => {
  const today = '2026-11-01';
  const check = (checkIn: string, checkOut: string) => validateStay({ checkIn, checkOut, rooms: 3, today }, pricing);

  it.each([
    ['two New Year nights: the New Year minimum of 3', '2026-12-30', '2027-01-01', { ok: false, key: 'booking.errors.minNights', params: { min: 3 } }],
    ['one night on New Year', '2027-01-01', '2027-01-02', { ok: false, key: 'booking.errors.minNights', params: { min: 3 } }],
    ['a stay touching New Year on its last night only', '2026-12-27', '2026-12-30', { ok: true }],
    ['a stay that ends the morning New Year season starts', '2026-12-28', '2026-12-29', { ok: true }],
    ['three New Year nights', '2026-12-30', '2027-01-02', { ok: true }],
    ['one night after the season', '2027-01-02', '2027-01-03', { ok: true }],
  ])('%s', (_, checkIn, checkOut, expected) => {
    expect(check(checkIn, checkOut)).toEqual(expected);
  });

  it("is the largest of the villa's minimum and its nights' seasons'", () => {
    expect(minNightsFor('2026-12-20', '2026-12-22', villaPricing({ minNights: 2, seasons: [high, newYear] }))).toBe(2);
    expect(minNightsFor('2026-12-28', '2026-12-29', villaPricing({ minNights: 2, seasons: [high, newYear] }))).toBe(2);
    expect(minNightsFor('2026-12-28', '2026-12-30', villaPricing({ minNights: 2, seasons: [high, newYear] }))).toBe(3);
    expect(minNightsFor('2026-12-28', '2026-12-30', villaPricing({ minNights: 5, seasons: [high, newYear] }))).toBe(5);
  });
});

describe('overlappingSeasons', () => {
  it('finds two seasons sharing a night; back-to-back seasons share none', () => {
    expect(overlappingSeasons([newYear, high])).toBeNull();
    const christmas = season('christmas', '2026-12-24', '2026-12-27');
    expect(overlappingSeasons([newYear, high, christmas])).toEqual([high, christmas]);
  });
});
