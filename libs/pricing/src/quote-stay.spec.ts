import { discountPercent, roomOptions } from './nightly-rate';
import { villaPricing } from './pricing.fixtures';
import { quoteStay } from './quote-stay';
import { PricingInputError } from './stay-errors';

const discounted = villaPricing({ weekdayDiscountedPrice: 4250, weekendDiscountedPrice: 4999 });

describe('quoteStay: counting nights', () => {
  it.each([
    ['a whole week, Monday to Monday', '2026-01-05', '2026-01-12', 5, 2, 37_000],
    ['Friday and Saturday nights only', '2026-01-09', '2026-01-11', 0, 2, 12_000],
    ['Sunday to Friday (Thursday is the last weekday night)', '2026-01-04', '2026-01-09', 5, 0, 25_000],
    ['across a month end', '2026-06-30', '2026-07-04', 3, 1, 21_000],
    ['across a year end, New Year night a Friday', '2026-12-30', '2027-01-02', 2, 1, 16_000],
    ['across a leap day', '2028-02-27', '2028-03-02', 4, 0, 20_000],
    ['one night', '2026-01-10', '2026-01-11', 0, 1, 6_000],
  ])('%s', (_, checkIn, checkOut, weekdayNights, weekendNights, total) => {
    const quote = quoteStay({ checkIn, checkOut, rooms: 3 }, villaPricing());
    expect(quote).toMatchObject({ checkIn, checkOut, rooms: 3, weekdayNights, weekendNights, total });
    expect(quote.nights).toBe(weekdayNights + weekendNights);
    expect(quote.nightly.map((n) => n.date)[0]).toBe(checkIn);
    expect(quote.taxesAndFees).toBe(0);
  });

  it('lists each night with its kind, regular price and price charged', () => {
    const quote = quoteStay({ checkIn: '2026-12-31', checkOut: '2027-01-03', rooms: 2 }, discounted);
    expect(quote.nightly).toEqual([
      { date: '2026-12-31', weekend: false, regularPrice: 3000, price: 2250 },
      { date: '2027-01-01', weekend: true, regularPrice: 4000, price: 2999 },
      { date: '2027-01-02', weekend: true, regularPrice: 4000, price: 2999 },
    ]);
  });
});

describe('quoteStay: the price lines', () => {
  // Monday 2026-01-05 to Monday 2026-01-12: five weekday nights and two weekend nights.
  const week = { checkIn: '2026-01-05', checkOut: '2026-01-12' };
  it.each([
    ['whole villa, no discount', villaPricing(), 3, { basePrice: 37_000, subtotal: 37_000, discount: 0, savings: 0, total: 37_000 }],
    ['one room: savings = (3 − 1) × 2000 × 7', villaPricing(), 1, { basePrice: 37_000, subtotal: 9_000, discount: 0, savings: 28_000, total: 9_000 }],
    ['whole villa, discounted', discounted, 3, { basePrice: 37_000, subtotal: 37_000, discount: 5_752, savings: 0, total: 31_248 }],
    ['two rooms, discounted', discounted, 2, { basePrice: 37_000, subtotal: 23_000, discount: 5_752, savings: 14_000, total: 17_248 }],
    // Reduction 3000 × 2 rooms exceeds both prices: every night is free, savings stop at the base price.
    ['reduction floored at 0', villaPricing({ priceReductionPerRoom: 3000 }), 1, { basePrice: 37_000, subtotal: 0, discount: 0, savings: 37_000, total: 0 }],
    ['no reduction configured', villaPricing({ priceReductionPerRoom: 0 }), 1, { basePrice: 37_000, subtotal: 37_000, discount: 0, savings: 0, total: 37_000 }],
  ])('%s', (_, pricing, rooms, lines) => {
    expect(quoteStay({ ...week, rooms }, pricing)).toMatchObject(lines);
  });
});

describe('quoteStay: nightly prices and badges', () => {
  const oneWeekdayOneWeekend = { checkIn: '2026-01-08', checkOut: '2026-01-10' }; // Thursday, Friday
  it.each([
    ['discounted 5000/4250 and 6000/4999', discounted, 3, [5000, 4250], [6000, 4999], 15, 17],
    ['discounts reduced like regular prices', discounted, 2, [3000, 2250], [4000, 2999], 25, 25],
    ['discounted price 0 means none', villaPricing({ weekendDiscountedPrice: 4500 }), 3, [5000, 5000], [6000, 4500], 0, 25],
    ['a "discount" not below the price is ignored', villaPricing({ weekdayDiscountedPrice: 5000, weekendDiscountedPrice: 7000 }), 3, [5000, 5000], [6000, 6000], 0, 0],
    ['regular and discounted both floored at 0', villaPricing({ weekdayDiscountedPrice: 4250, weekendDiscountedPrice: 4500, priceReductionPerRoom: 2500 }), 1, [0, 0], [1000, 0], 0, 100],
  ])('%s', (_, pricing, rooms, [wdRegular, wdPrice], [weRegular, wePrice], wdBadge, weBadge) => {
    const quote = quoteStay({ ...oneWeekdayOneWeekend, rooms }, pricing);
    expect(quote.nightly.map((n) => [n.regularPrice, n.price])).toEqual([[wdRegular, wdPrice], [weRegular, wePrice]]);
    expect(quote.weekdayDiscountPercent).toBe(wdBadge);
    expect(quote.weekendDiscountPercent).toBe(weBadge);
  });

  it.each([
    [5000, 4250, 15],
    [6000, 4999, 17],
    [200, 101, 50], // exactly 49.5 rounds up
    [3, 2, 33],
    [3, 1, 67],
    [1000, 0, 100],
    [5000, 5000, 0],
    [0, 0, 0],
  ])('badge for %i -> %i is %i%%', (regular, price, badge) => expect(discountPercent(regular, price)).toBe(badge));
});

describe('quoteStay: input it cannot price', () => {
  it.each([
    [{ checkIn: '2026-02-30', checkOut: '2026-03-02', rooms: 3 }, 'booking.errors.invalidDate'],
    [{ checkIn: '2026-01-05', checkOut: '2026-01-05', rooms: 3 }, 'booking.errors.sameDayBooking'],
    [{ checkIn: '2026-01-06', checkOut: '2026-01-05', rooms: 3 }, 'booking.errors.checkOutBeforeCheckIn'],
    [{ checkIn: '2026-01-05', checkOut: '2026-01-06', rooms: 0 }, 'booking.errors.roomsOutOfRange'],
    [{ checkIn: '2026-01-05', checkOut: '2026-01-06', rooms: 4 }, 'booking.errors.roomsOutOfRange'],
    [{ checkIn: '2026-01-05', checkOut: '2026-01-06', rooms: 1.5 }, 'booking.errors.roomsOutOfRange'],
  ])('%j -> %s', (stay, key) => {
    expect(() => quoteStay(stay, villaPricing())).toThrow(expect.objectContaining({ key }));
    expect(() => quoteStay(stay, villaPricing())).toThrow(PricingInputError);
  });

  it.each([{ weekdayPrice: -1 }, { weekendPrice: 99.5 }, { priceReductionPerRoom: Number.NaN }, { bedrooms: 0 }])(
    'refuses a broken villa record %j',
    (broken) => {
      expect(() => quoteStay({ checkIn: '2026-01-05', checkOut: '2026-01-06', rooms: 1 }, villaPricing(broken))).toThrow(RangeError);
    },
  );
});

describe('roomOptions', () => {
  it.each([
    [{}, [3, 2, 1]],
    [{ minRooms: 2 }, [3, 2]],
    [{ minRooms: 3 }, [3]],
    [{ minRooms: 0 }, [3, 2, 1]],
    [{ bedrooms: 5, minRooms: 2 }, [5, 4, 3, 2]],
  ])('%j -> %j', (overrides, options) => expect(roomOptions(villaPricing(overrides))).toEqual(options));
});
