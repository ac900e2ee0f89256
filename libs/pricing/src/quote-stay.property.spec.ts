import type { QuoteDto, VillaPricing } from '@baan-talay/contracts';
import fc from 'fast-check';
import { formatVillaDate, isWeekendNight, parseVillaDate } from './calendar-date';
import { quoteStay } from './quote-stay';

const amount = fc.integer({ min: 0, max: 50_000 });

const pricingArb: fc.Arbitrary<VillaPricing> = fc
  .record({
    weekdayPrice: amount,
    weekdayDiscountedPrice: fc.oneof(fc.constant(0), amount),
    weekendPrice: amount,
    weekendDiscountedPrice: fc.oneof(fc.constant(0), amount),
    priceReductionPerRoom: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 20_000 })),
    bedrooms: fc.integer({ min: 1, max: 8 }),
  })
  .chain((p) =>
    fc.integer({ min: 1, max: p.bedrooms }).map((minRooms) => ({ ...p, minRooms, maxGuests: 6, minNights: 1, maxNights: 30 })),
  );

/** A villa and rooms within its range. */
const villaAndRooms = pricingArb.chain((pricing) =>
  fc.tuple(fc.constant(pricing), fc.integer({ min: Math.max(1, pricing.minRooms), max: pricing.bedrooms })),
);

// Check-ins from 2024 to 2035 cover leap days, month and year ends.
const firstDay = parseVillaDate('2024-01-01')!;
const dayArb = fc.integer({ min: firstDay, max: firstDay + 12 * 366 });
const stayArb = fc
  .tuple(dayArb, fc.integer({ min: 1, max: 120 }))
  .map(([start, nights]) => ({ checkIn: formatVillaDate(start), checkOut: formatVillaDate(start + nights), nights }));

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
const money = (q: QuoteDto) => ({ basePrice: q.basePrice, subtotal: q.subtotal, discount: q.discount, savings: q.savings, total: q.total });

describe('quoteStay properties', () => {
  it('totals are the sums of the nights, whole and never negative', () => {
    fc.assert(
      fc.property(villaAndRooms, stayArb, ([pricing, rooms], { checkIn, checkOut }) => {
        const q = quoteStay({ checkIn, checkOut, rooms }, pricing);
        expect(q.total).toBe(sum(q.nightly.map((n) => n.price)));
        expect(q.subtotal).toBe(sum(q.nightly.map((n) => n.regularPrice)));
        expect(q.discount).toBe(q.subtotal - q.total);
        expect(q.savings).toBe(q.basePrice - q.subtotal);
        for (const n of q.nightly) {
          expect(n.price).toBeGreaterThanOrEqual(0);
          expect(n.price).toBeLessThanOrEqual(n.regularPrice);
        }
        for (const value of Object.values(money(q))) {
          expect(Number.isInteger(value)).toBe(true);
          expect(value).toBeGreaterThanOrEqual(0);
        }
        expect(q.weekdayDiscountPercent).toBeGreaterThanOrEqual(0);
        expect(q.weekendDiscountPercent).toBeLessThanOrEqual(100);
      }),
    );
  });

  it('counts every night once, as weekday or weekend by its own date', () => {
    fc.assert(
      fc.property(villaAndRooms, stayArb, ([pricing, rooms], { checkIn, checkOut, nights }) => {
        const q = quoteStay({ checkIn, checkOut, rooms }, pricing);
        expect(q.nights).toBe(nights);
        expect(q.weekdayNights + q.weekendNights).toBe(nights);
        expect(q.weekendNights).toBe(q.nightly.filter((n) => isWeekendNight(n.date)).length);
        expect(q.nightly.every((n) => n.weekend === isWeekendNight(n.date))).toBe(true);
        // Any 7 consecutive nights hold exactly one Friday and one Saturday.
        if (nights % 7 === 0) expect(q.weekendNights).toBe((nights / 7) * 2);
      }),
    );
  });

  it('fewer rooms never cost more', () => {
    fc.assert(
      fc.property(villaAndRooms, stayArb, ([pricing, rooms], stay) => {
        fc.pre(rooms > Math.max(1, pricing.minRooms));
        const more = quoteStay({ ...stay, rooms }, pricing);
        const fewer = quoteStay({ ...stay, rooms: rooms - 1 }, pricing);
        expect(fewer.total).toBeLessThanOrEqual(more.total);
        expect(fewer.subtotal).toBeLessThanOrEqual(more.subtotal);
        expect(fewer.savings).toBeGreaterThanOrEqual(more.savings);
      }),
    );
  });

  it('two adjacent stays cost the same as the joined stay', () => {
    const threeDays = fc.tuple(dayArb, fc.integer({ min: 1, max: 60 }), fc.integer({ min: 1, max: 60 }));
    fc.assert(
      fc.property(villaAndRooms, threeDays, ([pricing, rooms], [a, first, second]) => {
        const [checkIn, middle, checkOut] = [a, a + first, a + first + second].map(formatVillaDate);
        const left = money(quoteStay({ checkIn, checkOut: middle, rooms }, pricing));
        const right = money(quoteStay({ checkIn: middle, checkOut, rooms }, pricing));
        const joined = money(quoteStay({ checkIn, checkOut, rooms }, pricing));
        for (const line of Object.keys(joined) as (keyof typeof joined)[]) {
          expect(left[line] + right[line]).toBe(joined[line]);
        }
      }),
    );
  });

  it('"you save" is (max rooms − rooms) × reduction × nights while no price hits the floor', () => {
    fc.assert(
      fc.property(villaAndRooms, stayArb, ([pricing, rooms], stay) => {
        const reduction = (pricing.bedrooms - rooms) * pricing.priceReductionPerRoom;
        fc.pre(reduction <= Math.min(pricing.weekdayPrice, pricing.weekendPrice));
        const q = quoteStay({ ...stay, rooms }, pricing);
        expect(q.savings).toBe(reduction * stay.nights);
      }),
    );
  });
});
