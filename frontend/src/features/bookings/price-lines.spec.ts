import { DEFAULT_VILLA_PRICING, type VillaPricing } from '@baan-talay/contracts';
import { quoteStay } from '@baan-talay/pricing';
import { nightRuns, priceLines } from './price-lines';

// Base prices with a weekday discount, and a season (with its own discount) over the stay's last four nights.
const pricing: VillaPricing = {
  ...DEFAULT_VILLA_PRICING,
  weekdayPrice: 5000,
  weekdayDiscountedPrice: 4500,
  weekendPrice: 6000,
  weekendDiscountedPrice: 0,
  priceReductionPerRoom: 2000,
  bedrooms: 3,
  seasons: [
    {
      id: 'high',
      name: { th: 'ไฮซีซั่น', en: 'High season' },
      from: '2026-12-05',
      to: '2026-12-20',
      weekdayPrice: 8000,
      weekdayDiscountedPrice: 7000,
      weekendPrice: 9000,
      weekendDiscountedPrice: 0,
      minNights: null,
    },
  ],
};

// Wed 2 – Wed 9 Dec 2026 for 2 of 3 rooms (2,000 off each night): weekday, weekend, season weekend, season weekdays.
const quote = quoteStay({ checkIn: '2026-12-02', checkOut: '2026-12-09', rooms: 2 }, pricing);
const sum = (amounts: number[]) => amounts.reduce((a, b) => a + b, 0);

describe('the price breakdown lines', () => {
  it('add up to the total of a mixed stay with an override: nights by season, kind and price, the discount, the override', () => {
    const booking = { breakdown: quote, quotedTotal: quote.total, totalPrice: 30_000, priceOverridden: true };
    const { lines, total } = priceLines(booking);

    expect(lines.map((line) => (line.kind === 'nights' ? [line.season?.en ?? null, line.weekend, line.dates.length, line.unitPrice, line.amount] : [line.kind, line.amount]))).toEqual([
      [null, false, 2, 3000, 6000],
      [null, true, 1, 4000, 4000],
      ['High season', true, 1, 7000, 7000],
      ['High season', false, 3, 6000, 18_000],
      ['discount', -4000],
      ['override', -1000],
    ]);
    expect(total).toBe(30_000);
    expect(sum(lines.map((line) => line.amount))).toBe(total);
  });

  it("add up to the server quote's numbers when no admin changed the total", () => {
    const { lines, total, roomReduction } = priceLines({ breakdown: quote, quotedTotal: quote.total, totalPrice: quote.total, priceOverridden: false });
    const nights = lines.filter((line) => line.kind === 'nights');
    expect(sum(nights.map((line) => line.amount))).toBe(quote.subtotal);
    expect(lines.find((line) => line.kind === 'discount')?.amount).toBe(-quote.discount);
    expect(lines.some((line) => line.kind === 'override')).toBe(false);
    expect(total).toBe(quote.total);
    expect(sum(lines.map((line) => line.amount))).toBe(total);
    expect(roomReduction).toEqual({ rooms: 2, amount: quote.savings, wholeVilla: quote.basePrice });
  });

  it('has no discount line when no night was discounted, and a positive override when the admin raised the total', () => {
    const full = quoteStay({ checkIn: '2026-12-04', checkOut: '2026-12-06', rooms: 3 }, DEFAULT_VILLA_PRICING);
    const { lines, total, roomReduction } = priceLines({ breakdown: full, quotedTotal: full.total, totalPrice: 12_500, priceOverridden: true });
    expect(lines.map((line) => [line.kind, line.amount])).toEqual([
      ['nights', 12_000],
      ['override', 500],
    ]);
    expect(sum(lines.map((line) => line.amount))).toBe(total);
    expect(roomReduction).toBeNull();
  });

  it('reads consecutive nights as ranges', () => {
    expect(nightRuns(['2026-12-02', '2026-12-03', '2026-12-07', '2026-12-08', '2026-12-09', '2026-12-31', '2027-01-01'])).toEqual([
      ['2026-12-02', '2026-12-03'],
      ['2026-12-07', '2026-12-09'],
      ['2026-12-31', '2027-01-01'],
    ]);
  });
});
