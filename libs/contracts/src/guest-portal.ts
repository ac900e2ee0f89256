import type { LocalizedText } from './language';

/** Events of the owner's guest-portal settings (`guest-portal-main`): house manual, secrets, e-mails. */
export const GUEST_PORTAL_EVENT_TYPES = ['HouseManualChanged', 'PortalSecretsChanged', 'PortalSettingsChanged', 'GuestEmailTemplateChanged'] as const;

/** One section of the house manual (arrival, Wi-Fi, pool safety …), in the owner's order. */
export interface HouseManualSectionDto {
  id: string;
  title: LocalizedText;
  body: LocalizedText;
  /** A map link (arrival and directions); '' when none. */
  mapUrl: string;
}

/** A secret the owner keeps for guests (door code, Wi-Fi password, key-box code). */
export interface PortalSecretDto {
  id: string;
  label: LocalizedText;
  value: string;
}

export const GUEST_EMAIL_KINDS = ['pre_arrival', 'checkout_morning', 'thank_you'] as const;
export type GuestEmailKind = (typeof GUEST_EMAIL_KINDS)[number];

/** A scheduled guest e-mail's text; `{name}`, `{reference}`, `{checkIn}`, `{checkOut}`, `{link}` are filled in. */
export interface GuestEmailTemplateDto {
  kind: GuestEmailKind;
  enabled: boolean;
  subject: LocalizedText;
  body: LocalizedText;
}

export interface PortalSettingsDto {
  /** Secrets show from this many days before check-in (paid in full). */
  secretsDaysBefore: number;
  /** The pre-arrival e-mail goes this many days before check-in. */
  preArrivalDaysBefore: number;
}

/** Everything the owner edits for the portal (admin view: secret values included). */
export interface GuestPortalAdminDto {
  manual: HouseManualSectionDto[];
  secrets: PortalSecretDto[];
  settings: PortalSettingsDto;
  emails: GuestEmailTemplateDto[];
}

/** What the guest tells about their arrival; times villa-local `HH:MM`. */
export interface ArrivalDetailsDto {
  arrivalTime: string | null;
  flight: string | null;
  adults: number;
  children: number;
}

/** Why the secrets are not shown yet: not paid in full, too early (from `from`), or the stay is over. */
export type SecretsHiddenReason = 'unpaid' | 'tooEarly' | 'over';
export type SecretsVisibility = { visible: true } | { visible: false; reason: SecretsHiddenReason; from?: string };

/** The guest's portal (GET /api/booking/:id/portal): secret values come only from POST …/portal/secrets. */
export interface GuestPortalDto {
  manual: HouseManualSectionDto[];
  secrets: SecretsVisibility & { labels: { id: string; label: LocalizedText }[] };
  arrival: ArrivalDetailsDto | null;
  /** The booking's own pages for its guests' TM30 details (always) and its review (after check-out). */
  links: { guests: string; review: string | null };
}
