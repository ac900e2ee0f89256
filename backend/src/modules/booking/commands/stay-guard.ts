import { HOLDING_STATUSES } from '@baan-talay/contracts';
import { foldEvents } from '../../../event-store/decider';
import type { StoreTransaction, TransactionalWrite } from '../../../event-store/event-store.port';
import { bookingDecider } from '../domain/booking.decider';
import type { BookingEvent } from '../domain/booking.events';
import type { BookingState } from '../domain/booking.state';

/** Postgres: exclusion_violation, raised by stay_guard_no_overlap. */
export const STAY_TAKEN = '23P01';

/** [checkIn, checkOut) as ISO dates. */
export type Stay = readonly [string, string];

/**
 * The one no-double-booking rule: a booking holds its stay while it exists and its status holds
 * nights. Its stay_guard row must equal `stayOf` of its state, whatever the event store.
 */
export function stayOf(state: BookingState): Stay | null {
  return state !== null && !state.deleted && HOLDING_STATUSES.includes(state.status) ? [state.checkIn, state.checkOut] : null;
}

/** What a command's events change in stay_guard: hold (insert or move) or release; `previous` undoes it. */
export interface GuardChange {
  bookingId: string;
  stay: Stay | null;
  previous: Stay | null;
}

export function guardChange(events: BookingEvent[], before: BookingState): GuardChange | null {
  const after = foldEvents({ initialState: before, evolve: bookingDecider.evolve }, events);
  const [previous, stay] = [stayOf(before), stayOf(after)];
  if (previous?.[0] === stay?.[0] && previous?.[1] === stay?.[1]) return null;
  return { bookingId: events[0].data.bookingId, stay, previous };
}

/**
 * What holds nights in stay_guard (migration AvailabilityHolders): a booking, an owner's block, or a
 * stay imported from another channel's calendar. No booking or block shares a night with any other
 * holder; an imported stay holds all its nights even where another holder has some (the channel sold
 * them: the overlap is its recorded conflict, migration ImportsHoldTheirNights).
 */
export type HolderKind = 'booking' | 'block' | 'import';

/**
 * Sets the holder's stay_guard row to `stay` (none: deleted). The nights' advisory locks come first,
 * in date order (migration StayGuardNightLocks): overlapping stays then wait for each other instead
 * of deadlocking inside the exclusion constraint. A booking or block that would share a night fails
 * with STAY_TAKEN; an import never does.
 */
export async function setHold(tx: StoreTransaction, holderId: string, kind: HolderKind, stay: Stay | null): Promise<void> {
  if (!stay) {
    await tx.query('DELETE FROM stay_guard WHERE holder_id = $1', [holderId]);
    return;
  }
  // Locks and upsert in one round trip (migration StayGuardHoldFunction).
  await tx.query('SELECT stay_guard_hold($1::uuid, $2, $3::date, $4::date)', [holderId, kind, ...stay]).catch((error: unknown) => {
    // The refusal carries the stay it refused, so a caller can ask who holds it (holdersOf).
    throw (error as { code?: string }).code === STAY_TAKEN ? Object.assign(error as object, { refusedStay: stay }) : error;
  });
}

/** The stay a STAY_TAKEN refusal from setHold was for; null for any other error. */
export function refusedStayOf(error: unknown): Stay | null {
  return (error as { refusedStay?: Stay } | null)?.refusedStay ?? null;
}

/** A booking's hold (see setHold). */
export const setGuard = (tx: StoreTransaction, bookingId: string, stay: Stay | null): Promise<void> => setHold(tx, bookingId, 'booking', stay);

export interface Holder {
  holderId: string;
  kind: HolderKind;
  from: string;
  to: string;
}

/**
 * The holders of any night of `stay` (who refused it; `to` may be 'infinity'), in date order, then
 * by holder (a stable order for feeds).
 */
export async function holdersOf(tx: Pick<StoreTransaction, 'query'>, stay: Stay): Promise<Holder[]> {
  return tx.query<Holder>(
    `SELECT holder_id AS "holderId", holder_kind AS kind, lower(stay)::text AS "from", upper(stay)::text AS "to"
       FROM stay_guard WHERE stay && daterange($1::date, $2::date, '[)') ORDER BY lower(stay), holder_id`,
    [...stay],
  );
}

/** The guard as a write in the append's transaction (a transactional store: Postgres). */
export function stayGuardWrites(events: BookingEvent[], before: BookingState): TransactionalWrite[] {
  const change = guardChange(events, before);
  return change ? [{ write: (tx) => setGuard(tx, change.bookingId, change.stay) }] : [];
}
