import type { QuoteChargesDto, StayCharges, TaxSplit } from '@baan-talay/contracts';

/** Percentages are kept to two decimals: 7 % is 700 basis points of a percent's hundredth. */
const toHundredths = (percent: number): number => Math.round(percent * 100);

/** a × num / den rounded half up, for non-negative integers (exact while a × num stays below 2^53). */
function mulDivRound(a: number, num: number, den: number): number {
  return Math.floor((2 * a * num + den) / (2 * den));
}

/**
 * Splits a stay's price (whole THB, fees included) into net, service charge and VAT, in satang.
 * Thai convention: the service charge is a percentage of the net price, VAT a percentage of net +
 * service charge. Rounding rule (half up everywhere):
 * - a charge ADDED on top is rounded to the whole baht, so what a guest pays stays whole THB
 *   (฿1,000 + 10 % + 7 % = ฿1,000 + ฿100 + ฿77 = ฿1,177);
 * - a charge INCLUDED in the price is taken out in satang, VAT first (total × v / (100 + v)), then
 *   the service charge of what is left (× s / (100 + s)); the net is the remainder, so
 *   net + service charge + VAT = the price, to the satang.
 */
export function splitStayPrice(price: number, charges: StayCharges): TaxSplit {
  const s = toHundredths(charges.serviceChargePercent);
  const v = toHundredths(charges.vatPercent);
  const base = price * 100;
  const serviceAdded = charges.serviceChargeIncluded ? 0 : mulDivRound(price, s, 10_000) * 100;
  const beforeVat = base + serviceAdded;
  const vatAdded = charges.vatIncluded ? 0 : mulDivRound(beforeVat / 100, v, 10_000) * 100;
  const total = beforeVat + vatAdded;
  const vat = charges.vatIncluded ? mulDivRound(total, v, 10_000 + v) : vatAdded;
  const serviceCharge = charges.serviceChargeIncluded ? mulDivRound(total - vat, s, 10_000 + s) : serviceAdded;
  return { net: total - vat - serviceCharge, serviceCharge, vat, total };
}

/**
 * The fees and taxes of a stay: the cleaning fee once, the extra-guest fee per night for each guest
 * above those included, then the service charge and VAT of the whole (splitStayPrice).
 */
export function stayCharges(nightsTotal: number, nights: number, guests: number, charges: StayCharges): QuoteChargesDto {
  const extraGuests = Math.max(guests - charges.guestsIncluded, 0) * (charges.extraGuestFee > 0 ? 1 : 0);
  const extraGuestFee = extraGuests * charges.extraGuestFee * nights;
  const split = splitStayPrice(nightsTotal + charges.cleaningFee + extraGuestFee, charges);
  return {
    cleaningFee: charges.cleaningFee,
    extraGuests,
    extraGuestFee,
    serviceChargePercent: charges.serviceChargePercent,
    serviceChargeIncluded: charges.serviceChargeIncluded,
    vatPercent: charges.vatPercent,
    vatIncluded: charges.vatIncluded,
    split,
  };
}

/** What the breakdown's "taxes and fees" line shows: the fees and whatever was added on top, whole THB. */
export function taxesAndFeesOf(nightsTotal: number, charges: QuoteChargesDto): number {
  return charges.split.total / 100 - nightsTotal;
}

/**
 * A part of the stay's price (a deposit, a balance, a refund) split in the stay's proportions, in
 * satang: VAT and service charge pro rata (half up), the net the rest; the whole price gives the
 * stay's own split back.
 */
export function splitPart(amount: number, whole: TaxSplit): TaxSplit {
  const total = amount * 100;
  if (whole.total === 0) return { net: total, serviceCharge: 0, vat: 0, total };
  const vat = mulDivRound(total, whole.vat, whole.total);
  const serviceCharge = mulDivRound(total, whole.serviceCharge, whole.total);
  return { net: total - vat - serviceCharge, serviceCharge, vat, total };
}
