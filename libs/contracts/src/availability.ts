/** The availability context (issue 16): owner blocks, external calendars, imported stays. */
export const BLOCK_REASONS = ['owner_stay', 'maintenance', 'other'] as const;
export type BlockReason = (typeof BLOCK_REASONS)[number];

export interface BlockDto {
  id: string;
  /** First blocked night. */
  from: string;
  /** The day after the last blocked night (like a check-out). */
  to: string;
  reason: BlockReason;
  note: string;
}

export interface CreateBlockRequest {
  from: string;
  to: string;
  reason: BlockReason;
  note?: string;
}

/** Who holds the nights an imported stay wanted. */
export interface HolderRefDto {
  kind: 'booking' | 'block' | 'import';
  id: string;
  from: string;
  to: string;
  /** A booking's reference (BT-…). */
  reference?: string;
}

export interface ImportedStayDto {
  id: string;
  calendarId: string;
  calendarName: string;
  uid: string;
  from: string;
  to: string;
  /** Set when the stay's nights are held by someone else: the stay holds nothing until they are free. */
  conflict: HolderRefDto | null;
}

/** The channel an external calendar comes from, told by its URL's host. */
export const CALENDAR_CHANNELS = ['airbnb', 'booking_com', 'vrbo', 'other'] as const;
export type CalendarChannel = (typeof CALENDAR_CHANNELS)[number];

export interface ExternalCalendarDto {
  id: string;
  name: string;
  url: string;
  channel: CalendarChannel;
  stays: number;
  conflicts: number;
  lastAttemptAt: string | null;
  lastSuccessAt: string | null;
  lastError: string | null;
  /** The last error's code and params (the admin shows them translated); null before any error. */
  lastErrorCode: string | null;
  lastErrorParams: Record<string, string | number> | null;
  lastErrorAt: string | null;
  /** This villa's feed to paste into that channel: every held stay but the ones imported from it. */
  exportUrl: string;
}

export interface CalendarSyncResultDto {
  calendarId: string;
  imported: number;
  withdrawn: number;
  conflicts: number;
  unchanged: number;
}
