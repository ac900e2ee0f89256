import { Logger } from '@nestjs/common';
import type { EventStore, RunInTransaction } from '../../event-store/event-store.port';
import type { HeldStays, HolderEvent } from './held-stays';
import { STAY_TAKEN, Stay, setGuard } from './night-holds';
import { Reservation, StreamPlan, planStream } from './stay-reconcile.plan';
import { lockStream, markReservation } from './stay-reservations';

/** An append not in the log this long after its reservation is taken as never written. */
export const RESERVATION_TIMEOUT_MS = 2 * 60_000;

export interface ReconcileSummary {
  held: number;
  released: number;
  repaired: number;
  conflicts: number;
}

interface ReservationRow {
  event_id: string;
  stream_id: string;
  booking_id: string;
  state: Reservation['state'];
  created_at: Date;
}

/**
 * Compares open reservations (and those released in the last day, whose event may still turn up)
 * with the log, stream by stream (stay-reconcile.plan.ts decides), and repairs the guard: settles
 * reservations, sets stay_guard to what the stream's events give, and records a conflict for the
 * admins when the nights an event holds were taken meanwhile.
 */
export class StayGuardReconciliation<S, E extends HolderEvent> {
  constructor(
    private readonly transaction: RunInTransaction,
    private readonly store: EventStore,
    private readonly rule: HeldStays<S, E>,
    private readonly logger = new Logger('StayGuardReconciliation'),
  ) {}

  async reconcile(now = new Date(), timeoutMs = RESERVATION_TIMEOUT_MS): Promise<ReconcileSummary> {
    const rows = await this.transaction((tx) =>
      tx.query<ReservationRow>(
        `SELECT event_id, stream_id, changes->>'bookingId' AS booking_id, state, created_at FROM stay_reservations
          WHERE stream_id IN (SELECT stream_id FROM stay_reservations
                               WHERE state = 'reserved' OR (state = 'released' AND settled_at > $1::timestamptz - interval '1 day'))
          ORDER BY created_at`,
        [now.toISOString()],
      ),
    );
    const summary: ReconcileSummary = { held: 0, released: 0, repaired: 0, conflicts: 0 };
    const streams = new Map<string, ReservationRow[]>();
    for (const row of rows) streams.set(row.stream_id, [...(streams.get(row.stream_id) ?? []), row]);
    for (const [streamId, reservations] of streams) {
      const events = await this.store.readStream(streamId);
      const bookingId = reservations[0].booking_id;
      const [guardRow] = await this.transaction((tx) =>
        tx.query<{ lo: string; hi: string }>(`SELECT lower(stay)::text AS lo, upper(stay)::text AS hi FROM stay_guard WHERE holder_id = $1`, [bookingId]),
      );
      const guard: Stay | null = guardRow ? [guardRow.lo, guardRow.hi] : null;
      const plan = planStream(this.rule, reservations.map(toReservation), events, guard, now, timeoutMs);
      await this.apply(streamId, bookingId, reservations, plan, summary);
    }
    return summary;
  }

  private async apply(streamId: string, bookingId: string, known: ReservationRow[], plan: StreamPlan, summary: ReconcileSummary): Promise<void> {
    const settle = (tx: Parameters<Parameters<RunInTransaction>[0]>[0]) =>
      Promise.all(plan.settle.map(({ eventId, state }) => markReservation(tx, eventId, state)));
    try {
      const applied = await this.transaction(async (tx) => {
        await lockStream(tx, streamId);
        // A reservation made since the read: its append is in flight, the stream waits a round.
        const [fresh] = await tx.query(`SELECT 1 FROM stay_reservations WHERE stream_id = $1 AND state = 'reserved' AND NOT (event_id = ANY($2::uuid[]))`, [
          streamId,
          known.map((row) => row.event_id),
        ]);
        if (fresh) return false;
        await settle(tx);
        if (plan.guard !== undefined) await setGuard(tx, bookingId, plan.guard);
        return true;
      });
      if (!applied) return;
      if (plan.guard !== undefined) summary.repaired += 1;
    } catch (error) {
      const taken = plan.guard;
      if ((error as { code?: string }).code !== STAY_TAKEN || !taken) throw error;
      await this.transaction(async (tx) => {
        await lockStream(tx, streamId);
        await settle(tx);
        if (plan.conflictEventId) await markReservation(tx, plan.conflictEventId, 'conflict');
        await tx.query(
          `INSERT INTO stay_guard_conflicts (event_id, booking_id, stay) VALUES ($1, $2, daterange($3::date, $4::date, '[)'))
           ON CONFLICT (event_id) DO NOTHING`,
          [plan.conflictEventId, bookingId, ...taken],
        );
      });
      summary.conflicts += 1;
      this.logger.error(`Booking ${bookingId} holds ${taken.join('..')} in the log but those nights are taken: recorded in stay_guard_conflicts`);
    }
    for (const { state } of plan.settle) summary[state] += 1;
  }
}

const toReservation = (row: ReservationRow): Reservation => ({
  eventId: row.event_id,
  streamId: row.stream_id,
  state: row.state,
  createdAt: new Date(row.created_at),
});
