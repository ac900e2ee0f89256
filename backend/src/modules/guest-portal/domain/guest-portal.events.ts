import {
  GUEST_PORTAL_EVENT_TYPES,
  type GuestEmailTemplateDto,
  type HouseManualSectionDto,
  type LocalizedText,
  type PortalSettingsDto,
  type SameNames,
} from '@baan-talay/contracts';

interface Event<TType extends string, TData extends object> {
  type: TType;
  data: TData;
}

export type HouseManualChanged = Event<'HouseManualChanged', { sections: HouseManualSectionDto[] }>;
/** The secrets' names, in order; their values are kept apart (portal_secret_values), never in the log. */
export type PortalSecretsChanged = Event<'PortalSecretsChanged', { labels: { id: string; label: LocalizedText }[] }>;
export type PortalSettingsChanged = Event<'PortalSettingsChanged', PortalSettingsDto>;
export type GuestEmailTemplateChanged = Event<'GuestEmailTemplateChanged', GuestEmailTemplateDto>;

export type GuestPortalEvent = HouseManualChanged | PortalSecretsChanged | PortalSettingsChanged | GuestEmailTemplateChanged;

export { GUEST_PORTAL_EVENT_TYPES };
// Fails to compile when an event is added to the union but not to the shared list, or the reverse.
export const guestPortalEventTypesAgree: SameNames<GuestPortalEvent['type'], (typeof GUEST_PORTAL_EVENT_TYPES)[number]> = true;

export const GUEST_PORTAL_STREAM_ID = 'guest-portal-main';
