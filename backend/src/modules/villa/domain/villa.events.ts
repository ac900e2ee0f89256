import { VILLA_EVENT_TYPES, type BillingSettingsDto, type PaymentPlanDto, type SameNames } from '@baan-talay/contracts';
import type { BankAccountDto, Language, RoomDto, SeasonDto, SlideDto, StayLimits, Villa, VillaDetails, VillaPolicies, VillaPrices, VillaTexts } from './villa.state';

interface Event<TType extends string, TData extends object> {
  type: TType;
  data: TData;
}

export type VillaCreated = Event<'VillaCreated', { villa: Villa }>;
export type VillaTextsUpdated = Event<'VillaTextsUpdated', { language: Language; texts: VillaTexts }>;
export type VillaDetailsUpdated = Event<'VillaDetailsUpdated', { changes: Partial<VillaDetails> }>;
export type VillaPricingUpdated = Event<'VillaPricingUpdated', { changes: Partial<VillaPrices>; previous: Partial<VillaPrices> }>;
export type StayLimitsUpdated = Event<'StayLimitsUpdated', { changes: Partial<StayLimits> }>;
/** Admin-only setting: the public villa view never shows it (PromptPay QR codes carry it to payers). */
export type PromptPayIdChanged = Event<'PromptPayIdChanged', { promptPayId: string | null }>;
export type BankAccountsReplaced = Event<'BankAccountsReplaced', { bankDetails: BankAccountDto[] }>;
export type PromptPayQrImageSet = Event<'PromptPayQrImageSet', { url: string }>;
export type PromptPayQrImageCleared = Event<'PromptPayQrImageCleared', { previousUrl: string }>;
export type BackgroundImageSet = Event<'BackgroundImageSet', { url: string }>;
export type BackgroundImageCleared = Event<'BackgroundImageCleared', { previousUrl: string }>;
export type SlidesAdded = Event<'SlidesAdded', { slides: SlideDto[] }>;
export type SlideRemoved = Event<'SlideRemoved', { slideId: string; url: string }>;
export type RoomAdded = Event<'RoomAdded', { room: RoomDto }>;
export type RoomUpdated = Event<'RoomUpdated', { roomId: string; changes: Partial<Omit<RoomDto, 'id'>> }>;
export type RoomRemoved = Event<'RoomRemoved', { roomId: string }>;
export type SeasonAdded = Event<'SeasonAdded', { season: SeasonDto }>;
export type SeasonUpdated = Event<'SeasonUpdated', { seasonId: string; changes: Partial<Omit<SeasonDto, 'id'>> }>;
export type SeasonRemoved = Event<'SeasonRemoved', { seasonId: string }>;
/** Check-in/out times, contact channels and the map pin (one value for both languages). */
export type VillaPoliciesUpdated = Event<'VillaPoliciesUpdated', { changes: Partial<VillaPolicies> }>;

/** Taxes and fees, cancellation tiers and the seller on tax invoices: the parts that changed. */
export type BillingSettingsUpdated = Event<'BillingSettingsUpdated', { changes: Partial<BillingSettingsDto> }>;
/** Deposit percentage, balance due days, security deposit, automatic cancellation (issue 30). */
export type PaymentPlanUpdated = Event<'PaymentPlanUpdated', { changes: Partial<PaymentPlanDto> }>;

export type VillaEvent =
  | VillaCreated
  | VillaTextsUpdated
  | VillaDetailsUpdated
  | VillaPricingUpdated
  | StayLimitsUpdated
  | PromptPayIdChanged
  | BankAccountsReplaced
  | PromptPayQrImageSet
  | PromptPayQrImageCleared
  | BackgroundImageSet
  | BackgroundImageCleared
  | SlidesAdded
  | SlideRemoved
  | RoomAdded
  | RoomUpdated
  | RoomRemoved
  | SeasonAdded
  | SeasonUpdated
  | SeasonRemoved
  | VillaPoliciesUpdated
  | BillingSettingsUpdated
  | PaymentPlanUpdated;

export { VILLA_EVENT_TYPES };
// Fails to compile when an event is added to the union but not to the shared list, or the reverse.
export const villaEventTypesAgree: SameNames<VillaEvent['type'], (typeof VILLA_EVENT_TYPES)[number]> = true;
