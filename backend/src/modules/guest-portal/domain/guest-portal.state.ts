import type { GuestEmailKind, GuestEmailTemplateDto, HouseManualSectionDto, LocalizedText, PortalSettingsDto } from '@baan-talay/contracts';
import { DEFAULT_EMAILS, DEFAULT_SETTINGS } from './guest-portal.defaults';
import type { GuestPortalEvent } from './guest-portal.events';

/** The owner's portal settings as the stream knows them (secret values excepted). */
export interface GuestPortalConfig {
  manual: HouseManualSectionDto[];
  secretLabels: { id: string; label: LocalizedText }[];
  settings: PortalSettingsDto;
  emails: Record<GuestEmailKind, GuestEmailTemplateDto>;
}

export const initialPortalConfig = (): GuestPortalConfig => ({
  manual: [],
  secretLabels: [],
  settings: { ...DEFAULT_SETTINGS },
  emails: { ...DEFAULT_EMAILS },
});

export function evolveGuestPortal(state: GuestPortalConfig, event: GuestPortalEvent): GuestPortalConfig {
  switch (event.type) {
    case 'HouseManualChanged':
      return { ...state, manual: event.data.sections };
    case 'PortalSecretsChanged':
      return { ...state, secretLabels: event.data.labels };
    case 'PortalSettingsChanged':
      return { ...state, settings: { ...event.data } };
    case 'GuestEmailTemplateChanged':
      return { ...state, emails: { ...state.emails, [event.data.kind]: event.data } };
    default:
      return assertNever(event);
  }
}

function assertNever(value: never): never {
  throw new Error(`Unhandled: ${JSON.stringify(value)}`);
}
