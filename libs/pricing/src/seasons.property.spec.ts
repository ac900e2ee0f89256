import type { SeasonDto, VillaPricing } from '@baan-talay/contracts';
import fc from 'fast-check';
import { formatVillaDate, parseVillaDate } from './calendar-date';
import { villaPricing } from './pricing.fixtures';
import { quoteStay } from './quote-stay';
import { minNightsFor, overlappingSeasons } from './seasons';

const firstDay = parseVillaDate('2026-01-01')!;
const amount = fc.integer({ min: 0, max: 50_000 });

/** Seasons that never overlap: gaps and lengths laid one after another from 2026. */
const seasonsArb: fc.Arbitrary<SeasonDto[]> = fc
  .array(
    fc.record({
      gap: fc.integer({ min: 0, max: 40 }),
      length: fc.integer({ min: 1, max: 60 }),
      weekdayPrice: amount,
      weekendPrice: amount,
      weekdayDiscountedPrice: fc.oneof(fc.constant(0), amount),
      weekendDiscountedPrice: fc.oneof(fc.constant(0), amount),
      minNights: fc.oneof(fc.constant(null), fc.integer({ min: 1, max: 7 })),
    }),
    { maxLength: 6 },
  )
  .map((parts) => {
    let day = firstDay;
    return parts.map(({ gap, length, ...prices }, i) => {
      const from = day + gap;
      day = from + length;
      return { id: `s${i}`, name: { th: `s${i}`, en: `s${i}` }, from: formatVillaDate(from), to: formatVillaDate(day), ...prices };
    });
  });

const pricingArb: fc.Arbitrary<VillaPricing> = fc
  .record({ seasons: seasonsArb, minNights: fc.integer({ min: 1, max: 3 }), priceReductionPerRoom: fc.integer({ min: 0, max: 5000 }) })
  .map((overrides) => villaPricing(overrides));

const dayArb = fc.integer({ min: firstDay - 10, max: firstDay + 400 });
/** a < b < c: two adjacent stays [a, b) and [b, c). */
const threeDays = fc.tuple(dayArb, fc.integer({ min: 1, max: 40 }), fc.integer({ min: 1, max: 40 })).map(([a, x, y]) => [a, a + x, a + x + y].map(formatVillaDate));
const roomsArb = fc.integer({ min: 1, max: 3 });

describe('seasonal pricing properties', () => {
  it("a night's price never depends on the rest of the stay", () => {
    fc.assert(
      fc.property(pricingArb, threeDays, roomsArb, (pricing, [checkIn, , checkOut], rooms) => {
        for (const night of quoteStay({ checkIn, checkOut, rooms }, pricing).nightly) {
          const alone = quoteStay({ checkIn: night.date, checkOut: formatVillaDate(parseVillaDate(night.date)! + 1), rooms }, pricing).nightly[0];
          expect(night).toEqual(alone);
        }
      }),
    );
  });

  it('adjacent stays add up to the stay that joins them', () => {
    fc.assert(
      fc.property(pricingArb, threeDays, roomsArb, (pricing, [a, b, c], rooms) => {
        const [first, second, whole] = [quoteStay({ checkIn: a, checkOut: b, rooms }, pricing), quoteStay({ checkIn: b, checkOut: c, rooms }, pricing), quoteStay({ checkIn: a, checkOut: c, rooms }, pricing)];
        expect(first.total + second.total).toBe(whole.total);
        expect([...first.nightly, ...second.nightly]).toEqual(whole.nightly);
      }),
    );
  });

  it("the minimum of a stay is the larger of its parts' minimums, and never below the villa's", () => {
    fc.assert(
      fc.property(pricingArb, threeDays, (pricing, [a, b, c]) => {
        expect(minNightsFor(a, c, pricing)).toBe(Math.max(minNightsFor(a, b, pricing), minNightsFor(b, c, pricing)));
        expect(minNightsFor(a, c, pricing)).toBeGreaterThanOrEqual(pricing.minNights);
      }),
    );
  });

  it('generated seasons never overlap (the arbitrary is sound)', () => {
    fc.assert(fc.property(seasonsArb, (seasons) => expect(overlappingSeasons(seasons)).toBeNull()));
  });
});
