import type { BillingSettingsDto } from '@baan-talay/contracts';
import type { BankAccountDto, RoomDto, SeasonDto, SlideDto, Villa, VillaUpdate } from './villa.state';

/** Ids of new bank accounts, slides and rooms arrive on the command: the decider stays pure. */
interface Command<TType extends string, TData extends object> {
  type: TType;
  data: TData;
}

export type InitializeVilla = Command<'InitializeVilla', { villa: Villa }>;
export type UpdateVilla = Command<'UpdateVilla', { changes: VillaUpdate }>;
export type SetBankAccounts = Command<'SetBankAccounts', { bankDetails: BankAccountDto[] }>;
export type SetPromptPayQrImage = Command<'SetPromptPayQrImage', { url: string }>;
export type ClearPromptPayQrImage = Command<'ClearPromptPayQrImage', Record<never, never>>;
export type SetBackgroundImage = Command<'SetBackgroundImage', { url: string }>;
export type ClearBackgroundImage = Command<'ClearBackgroundImage', Record<never, never>>;
export type AddSlides = Command<'AddSlides', { slides: SlideDto[] }>;
export type RemoveSlide = Command<'RemoveSlide', { slideId: string }>;
export type AddRoom = Command<'AddRoom', { room: RoomDto }>;
export type UpdateRoom = Command<'UpdateRoom', { roomId: string; changes: Partial<Omit<RoomDto, 'id'>> }>;
export type RemoveRoom = Command<'RemoveRoom', { roomId: string }>;
export type AddSeason = Command<'AddSeason', { season: SeasonDto }>;
export type UpdateSeason = Command<'UpdateSeason', { seasonId: string; changes: Partial<Omit<SeasonDto, 'id'>> }>;
export type RemoveSeason = Command<'RemoveSeason', { seasonId: string }>;

export type UpdateBillingSettings = Command<'UpdateBillingSettings', { changes: Partial<BillingSettingsDto> }>;

export type VillaCommand =
  | InitializeVilla
  | UpdateVilla
  | SetBankAccounts
  | SetPromptPayQrImage
  | ClearPromptPayQrImage
  | SetBackgroundImage
  | ClearBackgroundImage
  | AddSlides
  | RemoveSlide
  | AddRoom
  | UpdateRoom
  | RemoveRoom
  | AddSeason
  | UpdateSeason
  | RemoveSeason
  | UpdateBillingSettings;
