import { NO_STAY_CHARGES, type StayCharges } from '@baan-talay/contracts';
import { villaPricing } from './pricing.fixtures';
import { quoteStay, requoteGuests } from './quote-stay';
import { splitPart, splitStayPrice, stayCharges } from './stay-charges';

const charges = (overrides: Partial<StayCharges>): StayCharges => ({ ...NO_STAY_CHARGES, ...overrides });
const thai = { serviceChargePercent: 10, vatPercent: 7 };

describe('splitStayPrice: service charge first, then VAT on the sum (satang)', () => {
  it('adds both on top: ฿1,000 + 10 % + 7 % = ฿1,177', () => {
    expect(splitStayPrice(1000, charges({ ...thai, serviceChargeIncluded: false, vatIncluded: false }))).toEqual({
      net: 100_000,
      serviceCharge: 10_000,
      vat: 7_700,
      total: 117_700,
    });
  });

  it('takes both out of an included ฿1,177: ฿1,000 net, ฿100 service charge, ฿77 VAT', () => {
    expect(splitStayPrice(1177, charges({ ...thai, serviceChargeIncluded: true, vatIncluded: true }))).toEqual({
      net: 100_000,
      serviceCharge: 10_000,
      vat: 7_700,
      total: 117_700,
    });
  });

  it.each([1, 999, 1000, 5555, 11_500, 123_457, 2_999_999])('an included ฿%i divides back exactly in satang, each part rounded half up', (price) => {
    const split = splitStayPrice(price, charges({ ...thai, serviceChargeIncluded: true, vatIncluded: true }));
    expect(split.net + split.serviceCharge + split.vat).toBe(price * 100);
    expect(split.total).toBe(price * 100);
    // VAT is 7/107 of the price, the service charge 10/110 of the rest, each to the nearest satang.
    expect(split.vat).toBe(Math.round((price * 100 * 7) / 107));
    expect(split.serviceCharge).toBe(Math.round(((price * 100 - split.vat) * 10) / 110));
  });

  it('rounds charges added on top half up to the whole baht, so a guest pays whole THB', () => {
    // 5,555 × 10 % = 555.5 → 556; (5,555 + 556) × 7 % = 427.77 → 428.
    expect(splitStayPrice(5555, charges({ ...thai, serviceChargeIncluded: false, vatIncluded: false }))).toEqual({
      net: 555_500,
      serviceCharge: 55_600,
      vat: 42_800,
      total: 653_900,
    });
  });

  it('adds VAT on top of a price that includes its service charge', () => {
    expect(splitStayPrice(1100, charges({ ...thai, serviceChargeIncluded: true, vatIncluded: false }))).toEqual({
      net: 100_000,
      serviceCharge: 10_000,
      vat: 7_700,
      total: 117_700,
    });
  });

  it('keeps a price whole with no taxes set', () => {
    expect(splitStayPrice(12_000, NO_STAY_CHARGES)).toEqual({ net: 1_200_000, serviceCharge: 0, vat: 0, total: 1_200_000 });
  });
});

describe('stayCharges: fees', () => {
  it('charges the cleaning fee once and the extra-guest fee per night for each guest above those included', () => {
    const result = stayCharges(10_000, 2, 6, charges({ cleaningFee: 1500, extraGuestFee: 500, guestsIncluded: 4 }));
    expect(result).toMatchObject({ cleaningFee: 1500, extraGuests: 2, extraGuestFee: 2000 });
    expect(result.split.total).toBe(1_350_000);
  });

  it('charges no extra guest at or below the guests included', () => {
    expect(stayCharges(10_000, 2, 4, charges({ extraGuestFee: 500, guestsIncluded: 4 })).extraGuestFee).toBe(0);
  });
});

describe('quoteStay with taxes and fees', () => {
  // Monday 2026-01-05 to Wednesday 2026-01-07: two weekday nights of ฿5,000.
  const stay = { checkIn: '2026-01-05', checkOut: '2026-01-07', rooms: 3, guests: 7 };

  it('shows the fees and the taxes added on top as "taxes and fees" and charges them in the total', () => {
    const pricing = villaPricing({
      charges: charges({ cleaningFee: 1000, extraGuestFee: 500, guestsIncluded: 6, ...thai, serviceChargeIncluded: false, vatIncluded: false }),
    });
    const quote = quoteStay(stay, pricing);
    // 10,000 nights + 1,000 cleaning + 1 × 500 × 2 extra guest = 12,000; + 1,200 service; + 924 VAT.
    expect(quote.subtotal).toBe(10_000);
    expect(quote.taxesAndFees).toBe(4_124);
    expect(quote.total).toBe(14_124);
    expect(quote.charges?.split).toEqual({ net: 1_200_000, serviceCharge: 120_000, vat: 92_400, total: 1_412_400 });
  });

  it('shows only the fees when the taxes are included in the prices', () => {
    const pricing = villaPricing({ charges: charges({ cleaningFee: 1000, ...thai }) });
    const quote = quoteStay(stay, pricing);
    expect(quote.taxesAndFees).toBe(1_000);
    expect(quote.total).toBe(11_000);
    expect(quote.charges?.split.vat).toBe(71_963);
  });

  it('is unchanged for a villa without taxes and fees', () => {
    const quote = quoteStay(stay, villaPricing());
    expect(quote).toMatchObject({ taxesAndFees: 0, total: 10_000, discount: 0 });
  });
});

describe('requoteGuests: the guest count given after the quote', () => {
  const stay = { checkIn: '2026-01-05', checkOut: '2026-01-07', rooms: 3 };
  const villaCharges = charges({ cleaningFee: 1000, extraGuestFee: 500, guestsIncluded: 6, ...thai, serviceChargeIncluded: false, vatIncluded: false });
  const pricing = villaPricing({ charges: villaCharges });

  it('prices 7 guests as quoteStay does: one extra guest × ฿500 × 2 nights, then service charge and VAT on top', () => {
    const requoted = requoteGuests(quoteStay({ ...stay, guests: 2 }, pricing), 7, villaCharges);
    expect(requoted).toEqual(quoteStay({ ...stay, guests: 7 }, pricing));
    expect(requoted.charges).toMatchObject({ extraGuests: 1, extraGuestFee: 1000 });
    expect(requoted.total).toBe(14_124);
  });

  it('takes the fee off again when the count falls back to those included', () => {
    const seven = quoteStay({ ...stay, guests: 7 }, pricing);
    const requoted = requoteGuests(seven, 6, villaCharges);
    expect(requoted.charges).toMatchObject({ extraGuests: 0, extraGuestFee: 0 });
    // 10,000 + 1,000 cleaning = 11,000; + 1,100 service; + 847 VAT.
    expect(requoted.total).toBe(12_947);
  });

  it('keeps the nights at the prices they were booked at (here a ฿4,000 rate), not today\'s', () => {
    const quoted = quoteStay({ ...stay, guests: 6 }, pricing);
    const booked = { ...quoted, nightly: quoted.nightly.map((night) => ({ ...night, price: 4000 })) };
    const requoted = requoteGuests(booked, 8, villaCharges);
    expect(requoted.nightly).toEqual(booked.nightly);
    // 8,000 nights + 1,000 cleaning + 2 × 500 × 2 = 11,000; + 1,100 service; + 847 VAT.
    expect(requoted.total).toBe(12_947);
    expect(requoted.taxesAndFees).toBe(4_947);
  });
});

describe('splitPart', () => {
  const whole = splitStayPrice(5555, charges({ ...thai, serviceChargeIncluded: false, vatIncluded: false }));

  it('gives the whole price its own split back', () => {
    expect(splitPart(6539, whole)).toEqual(whole);
  });

  it('splits a deposit pro rata, to the satang', () => {
    const part = splitPart(1962, whole);
    expect(part.net + part.serviceCharge + part.vat).toBe(196_200);
    expect(part.vat).toBe(Math.round((196_200 * 42_800) / 653_900));
  });
});
