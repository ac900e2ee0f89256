import type { AppendContext } from '../../event-store/command-runner';
import { AppendResult, ConcurrencyError, RunInTransaction, StoreTransaction } from '../../event-store/event-store.port';
import { GuardChange, HeldStays, HolderEvent, guardChange } from './held-stays';
import { setGuard } from './night-holds';

/** Serialises a stream's reservations with the reconciler's repair of that stream. */
export const lockStream = (tx: StoreTransaction, streamId: string) =>
  tx.query(`SELECT pg_advisory_xact_lock(7214004, hashtext($1))`, [streamId]);

export const markReservation = (tx: StoreTransaction, eventId: string, state: string) =>
  tx.query(`UPDATE stay_reservations SET state = $2, settled_at = now() WHERE event_id = $1`, [eventId, state]);

/**
 * The stay guard on an event store without a shared transaction (EventStoreDB): a reservation in
 * Postgres before the append, settled after it.
 * - Before: the reservation (`reserved`) and, for a new or moved stay, the guard row, in one
 *   transaction; an overlap refuses the command before anything reaches the log.
 * - The append succeeded: `held`, and only now are nights given up (expire, cancel, delete), so a
 *   release never precedes an append that could still lose a race.
 * - The append was refused (ConcurrencyError: nothing written): `released`, the row as it was.
 * - Any other failure (timeout, UNAVAILABLE after the server wrote) is ambiguous: the reservation
 *   stays `reserved` and StayGuardReconciler settles it by reading the stream, as it does after
 *   a crash between any two of these steps.
 */
export class StayReservations<S, E extends HolderEvent> {
  constructor(
    private readonly transaction: RunInTransaction,
    private readonly rule: HeldStays<S, E>,
  ) {}

  async around(append: () => Promise<AppendResult>, context: AppendContext<S, E>): Promise<AppendResult> {
    const change = guardChange(this.rule, context.decided, context.before);
    if (!change) return append();
    const eventId = context.events[0].eventId;
    await this.transaction(async (tx) => {
      await lockStream(tx, context.streamId);
      await tx.query(`INSERT INTO stay_reservations (event_id, stream_id, changes, state) VALUES ($1, $2, $3, 'reserved')`, [
        eventId,
        context.streamId,
        JSON.stringify(change),
      ]);
      if (change.stay) await setGuard(tx, change.bookingId, change.stay);
    });
    let result: AppendResult;
    try {
      result = await append();
    } catch (error) {
      // Should the settling fail (a refused move whose old nights were taken meanwhile), the
      // reservation stays open and the reconciler settles and reports it.
      if (error instanceof ConcurrencyError) await this.settle(eventId, change, 'released').catch(() => undefined);
      throw error;
    }
    await this.settle(eventId, change, 'held');
    return result;
  }

  private settle(eventId: string, change: GuardChange, state: 'held' | 'released'): Promise<void> {
    return this.transaction(async (tx) => {
      if (state === 'held' && !change.stay) await setGuard(tx, change.bookingId, null);
      if (state === 'released' && change.stay) await setGuard(tx, change.bookingId, change.previous);
      await markReservation(tx, eventId, state);
    });
  }
}
