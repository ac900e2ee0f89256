/**
 * TM30 (immigration notification of a foreigner's stay): what the guest gives for each non-Thai
 * guest, and what the owner's list shows. Dates are villa-local YYYY-MM-DD.
 */
export const TM30_SEXES = ['M', 'F'] as const;
export type Tm30Sex = (typeof TM30_SEXES)[number];

export interface Tm30Guest {
  /** Given names as in the passport. */
  firstName: string;
  middleName?: string;
  lastName: string;
  /** ISO 3166-1 alpha-2, never TH (Thai guests need no TM30). */
  nationality: string;
  passportNumber: string;
  dateOfBirth: string;
  sex: Tm30Sex;
  arrivalDate: string;
  departureDate: string;
}

/** missing: nothing given yet; complete: every foreign guest given; none: the guest said all guests are Thai. */
export type Tm30Completeness = 'missing' | 'complete' | 'none';

/** GET /api/booking/:id/tm30: what the guest sees and edits. */
export interface Tm30GuestsDto {
  bookingId: string;
  checkIn: string;
  checkOut: string;
  completeness: Tm30Completeness;
  guests: Tm30Guest[];
  /** Once the owner has filed the notification the details are read-only. */
  filed: boolean;
  /** The details were erased (retention or a request): nothing to show or edit. */
  erased: boolean;
  /** Whether the guest may still send details (paid stay, not ended, not filed). */
  editable: boolean;
}

export interface Tm30SubmitRequest {
  guests: Tm30Guest[];
}

/** One stay of the owner's TM30 list (GET /api/admin/tm30). */
export interface Tm30ListItem {
  bookingId: string;
  reference: string;
  guestName: string;
  status: string;
  checkIn: string;
  checkOut: string;
  completeness: Tm30Completeness;
  foreignGuests: number;
  /** 24 hours after check-in (14:00 Bangkok time on the check-in day): when immigration must have been told. */
  deadline: string;
  receiptNumber: string | null;
  filedAt: string | null;
  reminderSentAt: string | null;
  erased: boolean;
}

export interface Tm30SettingsDto {
  /** Days after check-out after which TM30 details are erased. */
  retentionDays: number;
}

/**
 * A passport number once spaces and hyphens are taken out and letters upper-cased: 6 to 12 letters
 * and digits (ICAO 9303 leaves up to 9 in the machine-readable zone; some states print more).
 */
export const PASSPORT_NUMBER = /^[A-Z0-9]{6,12}$/;
export const normalisePassportNumber = (raw: string): string => raw.replace(/[\s-]/g, '').toUpperCase();
