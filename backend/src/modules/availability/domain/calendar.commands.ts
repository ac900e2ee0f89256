import type { CalendarChannel } from '@baan-talay/contracts';
import type { BlockReason, HolderRef } from './calendar.events';

/** One event of an external calendar's feed, as an all-day `[from, to)` stay. */
export interface FeedStay {
  uid: string;
  from: string;
  to: string;
}

export type CalendarCommand =
  | { type: 'BlockNights'; data: { blockId: string; from: string; to: string; reason: BlockReason; note: string; today: string } }
  | { type: 'UnblockNights'; data: { blockId: string } }
  | { type: 'AddExternalCalendar'; data: { calendarId: string; name: string; channel: CalendarChannel } }
  | { type: 'RemoveExternalCalendar'; data: { calendarId: string } }
  /**
   * The feed as fetched now. `ids`: an id for each UID the calendar has no stay for yet; `conflicts`:
   * for each UID some of whose nights another holder has (the handler asked the guard), who holds them.
   */
  | { type: 'SyncExternalCalendar'; data: { calendarId: string; feed: FeedStay[]; ids: Record<string, string>; conflicts: Record<string, HolderRef> } };
