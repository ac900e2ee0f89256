import { headlinePrice } from './headline-price';
import { villaPricing } from './pricing.fixtures';
import { PricingInputError } from './stay-errors';

const discounted = villaPricing({ weekdayDiscountedPrice: 4250, weekendDiscountedPrice: 4999 });

describe('headlinePrice', () => {
  it.each([
    ['Thursday, whole villa', '2026-01-08', 3, villaPricing(), { weekend: false, price: 5000, regularPrice: 5000, discounted: false, badgePercent: 0 }],
    ['Friday, whole villa', '2026-01-09', 3, villaPricing(), { weekend: true, price: 6000, regularPrice: 6000, discounted: false, badgePercent: 0 }],
    ['Saturday, two rooms', '2026-01-10', 2, villaPricing(), { weekend: true, price: 4000, regularPrice: 4000, discounted: false, badgePercent: 0 }],
    ['Sunday, discounted', '2026-01-04', 3, discounted, { weekend: false, price: 4250, regularPrice: 5000, discounted: true, badgePercent: 15 }],
    ['Friday, discounted', '2026-12-25', 3, discounted, { weekend: true, price: 4999, regularPrice: 6000, discounted: true, badgePercent: 17 }],
    ['one room, reduction eats the whole weekday price', '2026-01-05', 1, villaPricing({ priceReductionPerRoom: 2500, weekdayDiscountedPrice: 4000 }),
      { weekend: false, price: 0, regularPrice: 0, discounted: false, badgePercent: 0 }],
  ])('%s', (_, date, rooms, pricing, expected) => expect(headlinePrice(date, rooms, pricing)).toEqual(expected));

  it('refuses a date that is not a calendar date and rooms out of range', () => {
    expect(() => headlinePrice('2026-02-29', 3, villaPricing())).toThrow(PricingInputError);
    expect(() => headlinePrice('2026-01-05', 4, villaPricing())).toThrow(expect.objectContaining({ key: 'booking.errors.roomsOutOfRange' }));
  });
});
