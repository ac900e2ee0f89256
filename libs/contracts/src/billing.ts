import type { LocalizedText } from './language';

/**
 * Taxes and fees of a stay (issue 30), villa settings. Fees are whole THB; percentages have at most
 * two decimals. `…Included`: the percentage is inside the prices shown; otherwise added on top.
 */
export interface StayCharges {
  /** Once per stay. */
  cleaningFee: number;
  /** Per night for each guest above `guestsIncluded`. */
  extraGuestFee: number;
  guestsIncluded: number;
  serviceChargePercent: number;
  serviceChargeIncluded: boolean;
  vatPercent: number;
  vatIncluded: boolean;
}

export const NO_STAY_CHARGES: Readonly<StayCharges> = {
  cleaningFee: 0,
  extraGuestFee: 0,
  guestsIncluded: 0,
  serviceChargePercent: 0,
  serviceChargeIncluded: true,
  vatPercent: 0,
  vatIncluded: true,
};

/**
 * How one amount splits into what the villa earns, its service charge and the VAT, in satang
 * (1/100 THB): net + serviceCharge + vat = total, exactly.
 */
export interface TaxSplit {
  net: number;
  serviceCharge: number;
  vat: number;
  total: number;
}

/** The fees and taxes of one quote (whole THB for fees; the split in satang). */
export interface QuoteChargesDto {
  cleaningFee: number;
  extraGuests: number;
  extraGuestFee: number;
  serviceChargePercent: number;
  serviceChargeIncluded: boolean;
  vatPercent: number;
  vatIncluded: boolean;
  /** The whole stay's price split, in satang. */
  split: TaxSplit;
}

/** "Full refund up to 30 days before check-in": `daysBefore` 30, `refundPercent` 100. */
export interface CancellationTier {
  daysBefore: number;
  refundPercent: number;
}

/** The seller printed on Thai tax invoices; a tax invoice is issued only when `taxId` is set. */
export interface SellerDetails {
  legalName: LocalizedText;
  address: LocalizedText;
  /** 13 digits, '' when the villa issues plain receipts. */
  taxId: string;
  /** "00000" is the head office (สำนักงานใหญ่). */
  branch: string;
}

export const HEAD_OFFICE_BRANCH = '00000';

/** The billing settings of the villa: taxes and fees, cancellation tiers, the seller. */
export interface BillingSettingsDto {
  charges: StayCharges;
  cancellationTiers: CancellationTier[];
  seller: SellerDetails;
}

/** The buyer a guest may add for a full tax invoice. */
export interface BuyerDetailsDto {
  name: string;
  address: string;
  /** 13 digits or ''. */
  taxId: string;
  branch: string;
}

export const REFUND_METHODS = ['bank_transfer', 'promptpay', 'cash'] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];

export type ReceiptKind = 'full' | 'deposit' | 'balance' | 'manual' | 'security_deposit';
export type BookingDocumentKind = 'receipt' | 'credit_note';

export interface BookingDocumentDto {
  id: string;
  kind: BookingDocumentKind;
  /** "RC2026-000001" / "CN2026-000001". */
  number: string;
  amount: number;
  issuedAt: string;
  taxInvoice: boolean;
  refersToNumber: string | null;
}

export interface RefundQuoteDto {
  /** Whole THB paid so far that a refund may return. */
  paid: number;
  daysBefore: number;
  tier: CancellationTier | null;
  proposed: number;
}

/** The Thai tax id checksum (13 digits; the last is (11 − Σ dᵢ·(14−i) mod 11) mod 10). */
export function isThaiTaxId(value: string): boolean {
  if (!/^\d{13}$/.test(value)) return false;
  const digits = [...value].map(Number);
  const sum = digits.slice(0, 12).reduce((acc, digit, i) => acc + digit * (13 - i), 0);
  return (11 - (sum % 11)) % 10 === digits[12];
}
