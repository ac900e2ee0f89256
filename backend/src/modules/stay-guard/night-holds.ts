import type { StoreTransaction } from '../../event-store/event-store.port';

/** Postgres: exclusion_violation, raised by stay_guard_no_overlap. */
export const STAY_TAKEN = '23P01';

/** [checkIn, checkOut) as ISO dates. */
export type Stay = readonly [string, string];

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
