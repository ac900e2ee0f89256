/** The availability context's one stream: the villa's calendar (DESIGN.md §3, wave 2). */
export const CALENDAR_STREAM_ID = 'calendar-villa-main';

export { BLOCK_REASONS, type BlockReason } from '@baan-talay/contracts';
import { CALENDAR_EVENT_TYPES, type BlockReason, type CalendarChannel, type SameNames } from '@baan-talay/contracts';

/**
 * Who else holds nights of an imported stay: the nights they share are the conflict. The stay
 * holds all its nights all the same (since issue 33; before, a conflict held none).
 */
export interface HolderRef {
  kind: 'booking' | 'block' | 'import';
  id: string;
  from: string;
  to: string;
}

export type CalendarEvent =
  | { type: 'NightsBlocked'; data: { blockId: string; from: string; to: string; reason: BlockReason; note: string } }
  | { type: 'NightsUnblocked'; data: { blockId: string } }
  /**
   * The calendar's URL is not here: it carries the channel's secret, so it lives in
   * external_calendar_source (written in the append's transaction). Schema version 2; version 1
   * carried `url`, which the upcaster (calendar.upcasters.ts) hands on as `legacyUrl` so the
   * calendar-view projection can copy it into that table on a replay.
   */
  | { type: 'ExternalCalendarAdded'; data: { calendarId: string; name: string; channel: CalendarChannel; legacyUrl?: string } }
  | { type: 'ExternalCalendarRemoved'; data: { calendarId: string } }
  /** New, moved, or its conflict changed; `conflict` null: no other holder has any of its nights. */
  | { type: 'ExternalStayImported'; data: { calendarId: string; stayId: string; uid: string; from: string; to: string; conflict: HolderRef | null } }
  | { type: 'ExternalStayWithdrawn'; data: { calendarId: string; stayId: string; uid: string } };

export { CALENDAR_EVENT_TYPES };
// Fails to compile when an event is added to the union but not to the shared list, or the reverse.
export const calendarEventTypesAgree: SameNames<CalendarEvent['type'], (typeof CALENDAR_EVENT_TYPES)[number]> = true;

/** The schema version each calendar event is written with (1 when not listed). */
export const CALENDAR_SCHEMA_VERSIONS: Partial<Record<CalendarEvent['type'], number>> = { ExternalCalendarAdded: 2 };
