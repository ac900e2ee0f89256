import type { GuestEmailTemplateDto, HouseManualSectionDto, LocalizedText, PortalSettingsDto } from '@baan-talay/contracts';

interface Command<TType extends string, TData> {
  type: TType;
  data: TData;
}

/** Sections in the order the owner wants them; each has its id (new ones get one from the handler). */
export type SetHouseManual = Command<'SetHouseManual', { sections: HouseManualSectionDto[] }>;
export type SetPortalSecrets = Command<'SetPortalSecrets', { secrets: { id: string; label: LocalizedText; value: string }[] }>;
export type SetPortalSettings = Command<'SetPortalSettings', Partial<PortalSettingsDto>>;
export type SetGuestEmailTemplate = Command<'SetGuestEmailTemplate', GuestEmailTemplateDto>;

export type GuestPortalCommand = SetHouseManual | SetPortalSecrets | SetPortalSettings | SetGuestEmailTemplate;
