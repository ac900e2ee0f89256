import type { LocalizedText } from './language';
import type { BillingSettingsDto, CancellationTier, StayCharges } from './billing';
import type { PaymentPlanDto } from './payments';

export interface BankAccountDto {
  id: string;
  bankName: string;
  accountNumber: string;
  accountName: string;
}

export interface RoomDto {
  id: string;
  name: LocalizedText;
  description: LocalizedText;
  images: string[];
}

export interface SlideDto {
  id: string;
  url: string;
}

/**
 * A season (issue 16): its nights `[from, to)` are priced with its own weekday and weekend prices
 * (the room reduction applies as to the base prices), and a stay with any of its nights lasts at
 * least `minNights` when set. Seasons never overlap.
 */
export interface SeasonDto {
  id: string;
  name: LocalizedText;
  /** First night of the season. */
  from: string;
  /** The day after its last night. */
  to: string;
  weekdayPrice: number;
  weekendPrice: number;
  /** 0: none. */
  weekdayDiscountedPrice: number;
  weekendDiscountedPrice: number;
  minNights: number | null;
}

/** The numbers libs/pricing needs. Prices are whole THB; a discounted price of 0 means none. */
export interface VillaPricing {
  weekdayPrice: number;
  weekdayDiscountedPrice: number;
  weekendPrice: number;
  weekendDiscountedPrice: number;
  priceReductionPerRoom: number;
  bedrooms: number;
  minRooms: number;
  maxGuests: number;
  minNights: number;
  maxNights: number;
  /** Absent or empty: every night has the base prices. */
  seasons?: SeasonDto[];
  /** Taxes and fees (issue 30); absent: none. */
  charges?: StayCharges;
}

export interface VillaDto extends VillaPricing {
  name: LocalizedText;
  title: LocalizedText;
  description: LocalizedText;
  beachfront: LocalizedText;
  location: LocalizedText;
  /** The privacy notice shown at /privacy; an empty text means the site's default notice. */
  privacyNotice: LocalizedText;
  /** What guests read before paying by transfer (issue 15); empty texts are not shown. */
  houseRules: LocalizedText;
  cancellationPolicy: LocalizedText;
  /** The refund tiers the policy section renders and a cancellation applies (issue 30). */
  cancellationTiers?: CancellationTier[];
  address: LocalizedText;
  /** "HH:MM" (24 h), or '' when not set. */
  checkInTime: string;
  checkOutTime: string;
  /** Contact channels; '' when not offered. */
  contactPhone: string;
  contactEmail: string;
  contactLineId: string;
  /** Digits only, with the country code (e.g. 66812345678). */
  contactWhatsApp: string;
  /** The map pin; null when not set. */
  mapLatitude: number | null;
  mapLongitude: number | null;
  sizeSqm: number;
  bathrooms: number;
  backgroundImage: string | null;
  slideImages: SlideDto[];
  rooms: RoomDto[];
  bankDetails: BankAccountDto[];
  paymentWindowMinutes: number;
  promptPayAvailable: boolean;
  promptPayQrImage: string | null;
  /** False until the owner has entered a way to pay (a bank account or PromptPay): guests cannot book. */
  openForBookings: boolean;
  updatedAt: string;
}

/** The admin view adds the settings a guest never sees. */
export interface AdminVillaDto extends VillaDto {
  promptPayId: string | null;
  /** Taxes and fees, cancellation tiers and the seller printed on tax invoices (issue 30). */
  billing?: BillingSettingsDto;
  paymentPlan: PaymentPlanDto;
}

export interface AvailabilityDto {
  unavailable: string[];
}

/** The pricing and limits of a fresh villa (DESIGN.md §3), before an admin changes them. */
export const DEFAULT_VILLA_PRICING: Readonly<VillaPricing> = {
  weekdayPrice: 5000,
  weekdayDiscountedPrice: 0,
  weekendPrice: 6000,
  weekendDiscountedPrice: 0,
  priceReductionPerRoom: 2000,
  bedrooms: 3,
  minRooms: 1,
  maxGuests: 6,
  minNights: 1,
  maxNights: 30,
};

/** The owner's own facts as a fresh villa has them (issue 33): no policy, time, contact or address is invented. */
export const UNSET_OWNER_FACTS: Readonly<
  Pick<
    VillaDto,
    | 'privacyNotice'
    | 'houseRules'
    | 'cancellationPolicy'
    | 'address'
    | 'checkInTime'
    | 'checkOutTime'
    | 'contactPhone'
    | 'contactEmail'
    | 'contactLineId'
    | 'contactWhatsApp'
    | 'mapLatitude'
    | 'mapLongitude'
  >
> = {
  privacyNotice: { th: '', en: '' },
  houseRules: { th: '', en: '' },
  cancellationPolicy: { th: '', en: '' },
  address: { th: '', en: '' },
  checkInTime: '',
  checkOutTime: '',
  contactPhone: '',
  contactEmail: '',
  contactLineId: '',
  contactWhatsApp: '',
  mapLatitude: null,
  mapLongitude: null,
};
