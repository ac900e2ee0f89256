import { HOLDING_STATUSES } from '@baan-talay/contracts';
import type { EntityManager } from 'typeorm';
import type { TransactionalWrite } from '../../../event-store/event-store.port';
import type { BookingEvent } from '../domain/booking.events';
import type { BookingState } from '../domain/booking.state';

/** Postgres: exclusion_violation, raised by stay_guard_no_overlap. */
export const STAY_TAKEN = '23P01';

// The nights' advisory locks first (migration StayGuardNightLocks): overlapping stays then wait for
// each other instead of deadlocking inside the exclusion constraint.
const lockNights = (em: EntityManager, checkIn: string, checkOut: string) =>
  em.query(`SELECT stay_guard_lock_nights($1::date, $2::date)`, [checkIn, checkOut]);
const insert = async (em: EntityManager, id: string, checkIn: string, checkOut: string) => {
  await lockNights(em, checkIn, checkOut);
  await em.query(`INSERT INTO stay_guard (booking_id, stay) VALUES ($1, daterange($2::date, $3::date, '[)'))`, [id, checkIn, checkOut]);
};
const move = async (em: EntityManager, id: string, checkIn: string, checkOut: string) => {
  await lockNights(em, checkIn, checkOut);
  await em.query(`UPDATE stay_guard SET stay = daterange($2::date, $3::date, '[)') WHERE booking_id = $1`, [id, checkIn, checkOut]);
};
const release = (em: EntityManager, id: string) => em.query(`DELETE FROM stay_guard WHERE booking_id = $1`, [id]);

/**
 * The stay_guard rows a command's events hold or free, for an event store without es_events (the
 * EventStoreDB adapter writes them before the append and runs `undo` when the append fails). On
 * Postgres the trigger of migration StayGuardTrigger applies the same rules inside the append.
 */
export function stayGuardWrites(events: BookingEvent[], before: BookingState): TransactionalWrite[] {
  const holding = before !== null && !before.deleted && HOLDING_STATUSES.includes(before.status);
  const writes: TransactionalWrite[] = [];
  for (const event of events) {
    const id = event.data.bookingId;
    switch (event.type) {
      case 'BookingCreated': {
        const { checkIn, checkOut } = event.data;
        writes.push({ write: (em) => insert(em, id, checkIn, checkOut), undo: (em) => release(em, id) });
        break;
      }
      case 'BookingDetailsChanged': {
        const { checkIn, checkOut } = event.data.changes;
        if (!holding || (checkIn === undefined && checkOut === undefined)) break;
        const [from, to] = [checkIn ?? before.checkIn, checkOut ?? before.checkOut];
        writes.push({ write: (em) => move(em, id, from, to), undo: (em) => move(em, id, before.checkIn, before.checkOut) });
        break;
      }
      case 'BookingExpired':
      case 'BookingCancelled':
      case 'BookingDeleted':
        if (!holding) break;
        writes.push({ write: (em) => release(em, id), undo: (em) => insert(em, id, before.checkIn, before.checkOut) });
        break;
    }
  }
  return writes;
}
