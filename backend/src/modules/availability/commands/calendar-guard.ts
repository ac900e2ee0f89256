import { foldEvents } from '../../../event-store/decider';
import type { TransactionalWrite } from '../../../event-store/event-store.port';
import { Stay, setHold } from '../../stay-guard';
import { calendarDecider } from '../domain/calendar.decider';
import type { CalendarEvent } from '../domain/calendar.events';
import { CalendarState, HoldKind, calendarHolds } from '../domain/calendar.state';

export interface HoldChange {
  holderId: string;
  kind: HoldKind;
  stay: Stay | null;
  previous: Stay | null;
}

const same = (a: Stay | null, b: Stay | null) => a?.[0] === b?.[0] && a?.[1] === b?.[1];

/**
 * What a calendar append changes in the stay guard (the booking's one rule, stay-guard.ts): the
 * holds after its events against the holds before, releases first, then holds in date order (so a
 * transaction takes its night locks in ascending order, as a booking's create does).
 */
export function holdChanges(events: CalendarEvent[], before: CalendarState): HoldChange[] {
  const after = foldEvents({ ...calendarDecider, initialState: before }, events);
  const [was, now] = [calendarHolds(before), calendarHolds(after)];
  const released: HoldChange[] = [...was]
    .filter(([id]) => !now.has(id))
    .map(([holderId, { kind, stay }]) => ({ holderId, kind, stay: null, previous: stay }));
  const held: HoldChange[] = [...now]
    .filter(([id, { stay }]) => !same(was.get(id)?.stay ?? null, stay))
    .sort(([, a], [, b]) => a.stay[0].localeCompare(b.stay[0]))
    .map(([holderId, { kind, stay }]) => ({ holderId, kind, stay, previous: was.get(holderId)?.stay ?? null }));
  return [...released, ...held];
}

/**
 * The guard writes of a calendar append: in its transaction on Postgres; before it on EventStoreDB,
 * undone (the previous holds back) when the append is refused.
 */
export function calendarGuardWrites(events: CalendarEvent[], before: CalendarState): TransactionalWrite[] {
  return holdChanges(events, before).map((change) => ({
    write: (tx) => setHold(tx, change.holderId, change.kind, change.stay),
    undo: (tx) => setHold(tx, change.holderId, change.kind, change.previous),
  }));
}
