import { nightsBetween, parseVillaDate } from '@baan-talay/pricing';
import type { Decider } from '../../../event-store/decider';
import { DomainError } from '../../../shared/domain-error';
import { ownEntry } from '../../../shared/own-entry';
import type { CalendarCommand } from './calendar.commands';
import { BLOCK_REASONS, CalendarEvent } from './calendar.events';
import { CalendarState, EMPTY_CALENDAR, evolveCalendar, foldCalendar, overlaps } from './calendar.state';

export const MAX_NOTE_LENGTH = 500;
export const MAX_BLOCK_NIGHTS = 366;

const invalid = (code: string, message: string, params: Record<string, string | number> = {}) => new DomainError('validation', message, { code, params });

function assertRange(from: string, to: string): void {
  if (parseVillaDate(from) === null) throw invalid('calendar.invalidDate', 'from must be a date (YYYY-MM-DD)', { field: 'from' });
  if (parseVillaDate(to) === null) throw invalid('calendar.invalidDate', 'to must be a date (YYYY-MM-DD)', { field: 'to' });
  if (nightsBetween(from, to) <= 0) throw invalid('calendar.emptyRange', 'to must be after from');
}

function blockNights(data: Extract<CalendarCommand, { type: 'BlockNights' }>['data'], state: CalendarState): CalendarEvent[] {
  const { blockId, from, to, reason, note, today } = data;
  assertRange(from, to);
  if (to <= today) throw invalid('calendar.pastRange', 'The nights to block are all in the past');
  if (nightsBetween(from, to) > MAX_BLOCK_NIGHTS) throw invalid('calendar.rangeTooLong', `Block at most ${MAX_BLOCK_NIGHTS} nights at a time`, { max: MAX_BLOCK_NIGHTS });
  if (!BLOCK_REASONS.includes(reason)) throw invalid('calendar.invalidReason', `reason must be one of ${BLOCK_REASONS.join(', ')}`);
  if (note.length > MAX_NOTE_LENGTH) throw invalid('calendar.noteTooLong', `note must be at most ${MAX_NOTE_LENGTH} characters`, { max: MAX_NOTE_LENGTH });
  const block = Object.values(state.blocks).find((other) => overlaps(other, { from, to }));
  if (block) {
    throw new DomainError('conflict', `These nights overlap the block ${block.from} to ${block.to}`, {
      code: 'calendar.nightsBlocked',
      params: { blockId: block.id, from: block.from, to: block.to },
    });
  }
  return [{ type: 'NightsBlocked', data: { blockId, from, to, reason, note } }];
}

/** Diffs the feed against the calendar's stays by UID: new or changed stays are imported, gone ones withdrawn. */
function syncCalendar(data: Extract<CalendarCommand, { type: 'SyncExternalCalendar' }>['data'], state: CalendarState): CalendarEvent[] {
  const { calendarId, feed, ids, conflicts } = data;
  if (!ownEntry(state.calendars, calendarId)) throw new DomainError('not_found', 'No such external calendar', { code: 'calendar.externalNotFound' });
  const current = new Map(Object.values(state.stays).filter((stay) => stay.calendarId === calendarId).map((stay) => [stay.uid, stay]));
  const events: CalendarEvent[] = [];
  const seen = new Set<string>();
  for (const { uid, from, to } of feed) {
    if (seen.has(uid)) continue;
    seen.add(uid);
    const existing = current.get(uid);
    const conflict = ownEntry(conflicts, uid) ?? null;
    const stayId = existing?.id ?? ownEntry(ids, uid);
    if (!stayId) throw new Error(`SyncExternalCalendar: no id for the new UID ${uid}`);
    const unchanged = existing && existing.from === from && existing.to === to && sameHolder(existing.conflict, conflict);
    if (!unchanged) events.push({ type: 'ExternalStayImported', data: { calendarId, stayId, uid, from, to, conflict } });
  }
  for (const stay of current.values()) {
    if (!seen.has(stay.uid)) events.push({ type: 'ExternalStayWithdrawn', data: { calendarId, stayId: stay.id, uid: stay.uid } });
  }
  // Releases first: a stay moved onto nights another of the feed gave up holds them in the same append.
  return [...events.filter((e) => e.type === 'ExternalStayWithdrawn'), ...events.filter((e) => e.type !== 'ExternalStayWithdrawn')];
}

const sameHolder = (a: { id: string } | null, b: { id: string } | null) => (a?.id ?? null) === (b?.id ?? null);

export const calendarDecider: Decider<CalendarState, CalendarCommand, CalendarEvent> = {
  initialState: EMPTY_CALENDAR,
  evolve: evolveCalendar,
  fold: foldCalendar,
  decide(command, state) {
    switch (command.type) {
      case 'BlockNights':
        return blockNights(command.data, state);
      case 'UnblockNights':
        if (!ownEntry(state.blocks, command.data.blockId)) throw new DomainError('not_found', 'No such block', { code: 'calendar.blockNotFound' });
        return [{ type: 'NightsUnblocked', data: { blockId: command.data.blockId } }];
      case 'AddExternalCalendar':
        return [{ type: 'ExternalCalendarAdded', data: command.data }];
      case 'RemoveExternalCalendar': {
        const { calendarId } = command.data;
        if (!ownEntry(state.calendars, calendarId)) throw new DomainError('not_found', 'No such external calendar', { code: 'calendar.externalNotFound' });
        const withdrawn = Object.values(state.stays)
          .filter((stay) => stay.calendarId === calendarId)
          .map((stay): CalendarEvent => ({ type: 'ExternalStayWithdrawn', data: { calendarId, stayId: stay.id, uid: stay.uid } }));
        return [...withdrawn, { type: 'ExternalCalendarRemoved', data: { calendarId } }];
      }
      case 'SyncExternalCalendar':
        return syncCalendar(command.data, state);
      default: {
        const unknown: never = command;
        return unknown;
      }
    }
  },
};
