import type { BillingSettingsDto, BankAccountDto, Language, LocalizedText, PaymentPlanDto, RoomDto, SeasonDto, SlideDto } from '@baan-talay/contracts';

export const VILLA_STREAM_ID = 'villa-main';

export const TEXT_FIELDS = ['name', 'title', 'description', 'beachfront', 'location', 'privacyNotice', 'houseRules', 'cancellationPolicy', 'address'] as const;
export type TextField = (typeof TEXT_FIELDS)[number];

export const DETAIL_FIELDS = ['sizeSqm', 'maxGuests', 'bedrooms', 'bathrooms', 'minRooms'] as const;
export const PRICING_FIELDS = [
  'weekdayPrice',
  'weekdayDiscountedPrice',
  'weekendPrice',
  'weekendDiscountedPrice',
  'priceReductionPerRoom',
] as const;
/** Times and contact channels: one value for both languages, '' when not set. */
export const POLICY_TEXT_FIELDS = ['checkInTime', 'checkOutTime', 'contactPhone', 'contactEmail', 'contactLineId', 'contactWhatsApp'] as const;
export const POLICY_COORDINATE_FIELDS = ['mapLatitude', 'mapLongitude'] as const;
export type VillaPolicies = { [P in (typeof POLICY_TEXT_FIELDS)[number]]: string } & {
  [P in (typeof POLICY_COORDINATE_FIELDS)[number]]: number | null;
};
export const STAY_LIMIT_FIELDS = ['paymentWindowMinutes', 'minNights', 'maxNights'] as const;

type NumberFields<K extends readonly string[]> = { [P in K[number]]: number };
export type VillaDetails = NumberFields<typeof DETAIL_FIELDS>;
export type VillaPrices = NumberFields<typeof PRICING_FIELDS>;
export type StayLimits = NumberFields<typeof STAY_LIMIT_FIELDS>;

/** The whole villa as its stream knows it, secrets (promptPayId) included. */
export interface Villa extends VillaDetails, VillaPrices, StayLimits, VillaPolicies {
  name: LocalizedText;
  title: LocalizedText;
  description: LocalizedText;
  beachfront: LocalizedText;
  location: LocalizedText;
  /** The privacy notice (/privacy) in the owner's words; empty: the site's default text. */
  privacyNotice: LocalizedText;
  houseRules: LocalizedText;
  cancellationPolicy: LocalizedText;
  address: LocalizedText;
  promptPayId: string | null;
  bankDetails: BankAccountDto[];
  promptPayQrImage: string | null;
  backgroundImage: string | null;
  slideImages: SlideDto[];
  rooms: RoomDto[];
  /** Absent on villas created before seasons existed. */
  seasons?: SeasonDto[];
  /** Taxes and fees, cancellation tiers, seller (issue 30); absent on older villas (billingOf). */
  billing?: BillingSettingsDto;
  /** Deposit and balance (issue 30); absent: paid in full. */
  paymentPlan?: PaymentPlanDto;
}

export type VillaState = Villa | null;

/** What an admin's villa form may change in one go; texts per language. */
export interface VillaUpdate extends Partial<VillaDetails>, Partial<VillaPrices>, Partial<StayLimits>, Partial<VillaPolicies> {
  name?: Partial<LocalizedText>;
  title?: Partial<LocalizedText>;
  description?: Partial<LocalizedText>;
  beachfront?: Partial<LocalizedText>;
  location?: Partial<LocalizedText>;
  privacyNotice?: Partial<LocalizedText>;
  houseRules?: Partial<LocalizedText>;
  cancellationPolicy?: Partial<LocalizedText>;
  address?: Partial<LocalizedText>;
  promptPayId?: string | null;
  paymentPlan?: Partial<PaymentPlanDto>;
}

export type VillaTexts = Partial<Record<TextField, string>>;
export type { BankAccountDto, Language, LocalizedText, RoomDto, SeasonDto, SlideDto };

export const MAX_SLIDES = 50;
export const MAX_ROOMS = 20;
export const MAX_ROOM_IMAGES = 20;
export const MAX_BANK_ACCOUNTS = 10;
export const MAX_SEASONS = 50;
