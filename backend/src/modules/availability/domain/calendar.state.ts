import type { CalendarChannel } from '@baan-talay/contracts';
import type { BlockReason, CalendarEvent, HolderRef } from './calendar.events';

export interface Block {
  id: string;
  from: string;
  to: string;
  reason: BlockReason;
  note: string;
}

/** Its URL is not part of the calendar's state: see external_calendar_source. */
export interface ExternalCalendar {
  id: string;
  name: string;
  channel: CalendarChannel;
}

export interface ImportedStay {
  id: string;
  calendarId: string;
  uid: string;
  from: string;
  to: string;
  conflict: HolderRef | null;
}

/** The villa's calendar: live blocks, external calendars and their imported stays (by id). */
export interface CalendarState {
  blocks: Record<string, Block>;
  calendars: Record<string, ExternalCalendar>;
  stays: Record<string, ImportedStay>;
}

export const EMPTY_CALENDAR: CalendarState = { blocks: {}, calendars: {}, stays: {} };

/**
 * Folds events onto a calendar. Its records are copied once per fold, not once per event: a sync of
 * thousands of stays (or a log holding them) folds in linear time. Pure for the caller; only the
 * fresh copies are changed.
 */
export function foldCalendar(state: CalendarState, events: readonly CalendarEvent[]): CalendarState {
  const next: CalendarState = { blocks: { ...state.blocks }, calendars: { ...state.calendars }, stays: { ...state.stays } };
  for (const event of events) apply(next, event);
  return next;
}

export const evolveCalendar = (state: CalendarState, event: CalendarEvent): CalendarState => foldCalendar(state, [event]);

function apply(next: CalendarState, event: CalendarEvent): void {
  switch (event.type) {
    case 'NightsBlocked': {
      const { blockId, ...block } = event.data;
      next.blocks[blockId] = { id: blockId, ...block };
      return;
    }
    case 'NightsUnblocked':
      delete next.blocks[event.data.blockId];
      return;
    case 'ExternalCalendarAdded': {
      const { calendarId, name, channel } = event.data;
      next.calendars[calendarId] = { id: calendarId, name, channel };
      return;
    }
    case 'ExternalCalendarRemoved':
      delete next.calendars[event.data.calendarId];
      return;
    case 'ExternalStayImported': {
      const { stayId, ...stay } = event.data;
      next.stays[stayId] = { id: stayId, ...stay };
      return;
    }
    case 'ExternalStayWithdrawn':
      delete next.stays[event.data.stayId];
      return;
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}

export type HoldKind = 'block' | 'import';

/**
 * What the calendar holds in the stay guard: each block, and each imported stay, a conflict or not:
 * the channel has sold all its nights, so no guest may book any of them (issue 33).
 */
export function calendarHolds(state: CalendarState): Map<string, { kind: HoldKind; stay: readonly [string, string] }> {
  const holds = new Map<string, { kind: HoldKind; stay: readonly [string, string] }>();
  for (const block of Object.values(state.blocks)) holds.set(block.id, { kind: 'block', stay: [block.from, block.to] });
  for (const stay of Object.values(state.stays)) holds.set(stay.id, { kind: 'import', stay: [stay.from, stay.to] });
  return holds;
}

/** Two `[from, to)` stays share a night. */
export const overlaps = (a: { from: string; to: string }, b: { from: string; to: string }): boolean => a.from < b.to && b.from < a.to;

/** The nights two overlapping `[from, to)` stays share. */
export const sharedNights = (a: { from: string; to: string }, b: { from: string; to: string }): { from: string; to: string } => ({
  from: a.from > b.from ? a.from : b.from,
  to: a.to < b.to ? a.to : b.to,
});

const CHANNEL_HOSTS: [CalendarChannel, RegExp][] = [
  ['airbnb', /(^|\.)airbnb\.[a-z.]+$/],
  ['booking_com', /(^|\.)booking\.com$/],
  ['vrbo', /(^|\.)(vrbo|homeaway)\.[a-z.]+$/],
];

const CHANNEL_NAMES: [CalendarChannel, RegExp][] = [
  ['airbnb', /\bair\s*bnb\b/i],
  ['booking_com', /\bbooking(\.com|\s*com)\b/i],
  ['vrbo', /\b(vrbo|homeaway)\b/i],
];

/**
 * The channel a calendar belongs to, by its URL's host; when the host tells nothing (a channel
 * manager's relay, a copy served from the owner's own server) by the name the owner gave it.
 */
export function calendarChannel(url: string, name = ''): CalendarChannel {
  let host = '';
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    // Not a URL: only the name can tell.
  }
  return CHANNEL_HOSTS.find(([, pattern]) => pattern.test(host))?.[0] ?? CHANNEL_NAMES.find(([, pattern]) => pattern.test(name))?.[0] ?? 'other';
}
