import { foldEvents } from '../../event-store/decider';
import type { TransactionalWrite } from '../../event-store/event-store.port';
import { Stay, setGuard } from './night-holds';

/** An event of a stream that holds nights: it names its booking. */
export type HolderEvent = { type: string; data: { bookingId: string } };

/**
 * What a holder's stream says about the nights it holds: its fold and its stay. The booking context
 * gives its own (a booking holds its stay while it exists and its status holds nights); the guard's
 * machinery below reads streams through it and knows no booking rule.
 */
export interface HeldStays<S, E extends HolderEvent> {
  initialState: S;
  evolve(state: S, event: E): S;
  stayOf(state: S): Stay | null;
}

/** What a command's events change in stay_guard: hold (insert or move) or release; `previous` undoes it. */
export interface GuardChange {
  bookingId: string;
  stay: Stay | null;
  previous: Stay | null;
}

export function guardChange<S, E extends HolderEvent>(rule: HeldStays<S, E>, events: E[], before: S): GuardChange | null {
  const after = foldEvents({ initialState: before, evolve: rule.evolve }, events);
  const [previous, stay] = [rule.stayOf(before), rule.stayOf(after)];
  if (previous?.[0] === stay?.[0] && previous?.[1] === stay?.[1]) return null;
  return { bookingId: events[0].data.bookingId, stay, previous };
}

/** The guard as a write in the append's transaction (a transactional store: Postgres). */
export function stayGuardWrites<S, E extends HolderEvent>(rule: HeldStays<S, E>) {
  return (events: E[], before: S): TransactionalWrite[] => {
    const change = guardChange(rule, events, before);
    return change ? [{ write: (tx) => setGuard(tx, change.bookingId, change.stay) }] : [];
  };
}
