import {
  HEAD_OFFICE_BRANCH,
  NO_STAY_CHARGES,
  isThaiTaxId,
  type BillingSettingsDto,
  type CancellationTier,
  type SellerDetails,
  type StayCharges,
} from '@baan-talay/contracts';
import type { UpdateBillingSettings } from './villa.commands';
import type { VillaEvent } from './villa.events';
import { invalid } from './villa.rules';
import type { Villa } from './villa.state';

export const MAX_CANCELLATION_TIERS = 10;

/** A villa before issue 30: no taxes or fees, no tiers, no seller (plain receipts). */
export const DEFAULT_BILLING: BillingSettingsDto = {
  charges: NO_STAY_CHARGES,
  cancellationTiers: [],
  seller: { legalName: { th: '', en: '' }, address: { th: '', en: '' }, taxId: '', branch: HEAD_OFFICE_BRANCH },
};

export const billingOf = (villa: Villa): BillingSettingsDto => ({ ...DEFAULT_BILLING, ...villa.billing });

function wholeNumber(field: string, value: unknown, max: number): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > max) {
    throw invalid('villa.numberOutOfRange', `${field} must be a whole number from 0 to ${max}`, { field, min: 0, max });
  }
  return value;
}

function percent(field: string, value: unknown): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > 100 || Math.round(value * 100) !== value * 100) {
    throw invalid('villa.percentInvalid', `${field} must be a percentage from 0 to 100 with at most two decimals`, { field });
  }
  return value;
}

function flag(field: string, value: unknown): boolean {
  if (typeof value !== 'boolean') throw invalid('villa.flagInvalid', `${field} must be true or false`, { field });
  return value;
}

function normalizeCharges(charges: StayCharges): StayCharges {
  return {
    cleaningFee: wholeNumber('cleaningFee', charges.cleaningFee, 10_000_000),
    extraGuestFee: wholeNumber('extraGuestFee', charges.extraGuestFee, 10_000_000),
    guestsIncluded: wholeNumber('guestsIncluded', charges.guestsIncluded, 100),
    serviceChargePercent: percent('serviceChargePercent', charges.serviceChargePercent),
    serviceChargeIncluded: flag('serviceChargeIncluded', charges.serviceChargeIncluded),
    vatPercent: percent('vatPercent', charges.vatPercent),
    vatIncluded: flag('vatIncluded', charges.vatIncluded),
  };
}

/** Sorted by days, most first; two tiers for the same day would contradict each other. */
function normalizeTiers(tiers: CancellationTier[]): CancellationTier[] {
  if (!Array.isArray(tiers)) throw invalid('villa.tiersNotList', 'cancellationTiers must be a list');
  if (tiers.length > MAX_CANCELLATION_TIERS) throw invalid('villa.tooManyTiers', `At most ${MAX_CANCELLATION_TIERS} tiers`, { max: MAX_CANCELLATION_TIERS });
  const normalized = tiers
    .map((tier) => ({ daysBefore: wholeNumber('daysBefore', tier?.daysBefore, 365), refundPercent: wholeNumber('refundPercent', tier?.refundPercent, 100) }))
    .sort((a, b) => b.daysBefore - a.daysBefore);
  if (new Set(normalized.map((t) => t.daysBefore)).size !== normalized.length) throw invalid('villa.tierDaysRepeated', 'Two tiers name the same number of days');
  // Closer to arrival never refunds more: a policy that did would reward cancelling late.
  if (normalized.some((tier, i) => i > 0 && tier.refundPercent > normalized[i - 1].refundPercent)) {
    throw invalid('villa.tiersNotDescending', 'A tier closer to arrival cannot refund more than an earlier one');
  }
  return normalized;
}

function text(field: string, value: unknown, max: number): string {
  if (typeof value !== 'string' || value.length > max) throw invalid('villa.textTooLong', `${field} must be text of at most ${max} characters`, { field, max });
  return value.trim();
}

function normalizeSeller(seller: SellerDetails): SellerDetails {
  const taxId = text('taxId', seller.taxId, 20).replace(/[\s-]/g, '');
  if (taxId && !isThaiTaxId(taxId)) throw invalid('billing.taxIdInvalid', 'A Thai tax id is 13 digits with a valid check digit', { field: 'taxId' });
  const branch = text('branch', seller.branch, 5) || HEAD_OFFICE_BRANCH;
  if (!/^\d{5}$/.test(branch)) throw invalid('billing.branchInvalid', 'The branch is 5 digits (00000 for the head office)', { field: 'branch' });
  return {
    legalName: { th: text('legalName', seller.legalName?.th ?? '', 200), en: text('legalName', seller.legalName?.en ?? '', 200) },
    address: { th: text('address', seller.address?.th ?? '', 500), en: text('address', seller.address?.en ?? '', 500) },
    taxId,
    branch,
  };
}

/** The fields a patch really sends (a request DTO leaves the others undefined, not absent). */
const sent = <T extends object>(patch: T): Partial<T> => Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined)) as Partial<T>;

/** The billing form: any of taxes and fees, cancellation tiers, seller; only real changes are recorded. */
export function updateBilling(command: UpdateBillingSettings, villa: Villa): VillaEvent[] {
  const current = billingOf(villa);
  const { charges, cancellationTiers, seller } = command.data.changes;
  const next: Partial<BillingSettingsDto> = {};
  if (charges !== undefined) next.charges = normalizeCharges({ ...current.charges, ...sent(charges) });
  if (cancellationTiers !== undefined) next.cancellationTiers = normalizeTiers(cancellationTiers);
  if (seller !== undefined) next.seller = normalizeSeller({ ...current.seller, ...sent(seller) });
  if (next.seller?.taxId && !(next.seller.legalName.th || next.seller.legalName.en)) {
    throw invalid('billing.legalNameRequired', 'A tax invoice needs the seller\'s legal name', { field: 'legalName' });
  }
  const changes = Object.fromEntries(
    Object.entries(next).filter(([key, value]) => JSON.stringify(value) !== JSON.stringify(current[key as keyof BillingSettingsDto])),
  ) as Partial<BillingSettingsDto>;
  return Object.keys(changes).length ? [{ type: 'BillingSettingsUpdated', data: { changes } }] : [];
}
