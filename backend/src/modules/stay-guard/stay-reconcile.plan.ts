import { foldEvents } from '../../event-store/decider';
import type { HeldStays, HolderEvent } from './held-stays';
import type { Stay } from './night-holds';

export type ReservationState = 'reserved' | 'held' | 'released' | 'conflict';

export interface Reservation {
  /** First event of the append it was made for. */
  eventId: string;
  streamId: string;
  state: ReservationState;
  createdAt: Date;
}

export interface StreamPlan {
  /** New states of reservations (with event ids). */
  settle: Array<{ eventId: string; state: 'held' | 'released' }>;
  /** What the booking's stay_guard row must become; undefined: leave it (an append may still land). */
  guard?: Stay | null;
  /** The reservation to mark `conflict` when `guard` cannot be held (nights taken meanwhile). */
  conflictEventId?: string;
}

const sameStay = (a: Stay | null, b: Stay | null) => a?.[0] === b?.[0] && a?.[1] === b?.[1];

/**
 * Settles the reservations of one booking stream against what the stream holds (the log decides):
 * a reservation whose event is in the stream is held; one whose event is absent is released once
 * `timeoutMs` has passed (before that the append may still be in flight, and the stream waits);
 * a released one whose event turns up after all is held again. Once nothing waits, the guard row
 * must equal the stay the stream's events give the booking (the holder's `stayOf`).
 */
export function planStream<S, E extends HolderEvent>(
  rule: HeldStays<S, E>,
  reservations: readonly Reservation[],
  events: readonly { eventId: string; type: string; data: unknown }[],
  guard: Stay | null,
  now: Date,
  timeoutMs: number,
): StreamPlan {
  const inLog = new Set(events.map((event) => event.eventId));
  const settle: StreamPlan['settle'] = [];
  let waiting = false;
  let newest: string | undefined;
  for (const reservation of reservations) {
    const present = inLog.has(reservation.eventId);
    if (present) newest = reservation.eventId;
    if (present && reservation.state !== 'held' && reservation.state !== 'conflict') {
      settle.push({ eventId: reservation.eventId, state: 'held' });
    } else if (!present && reservation.state === 'reserved') {
      if (now.getTime() - reservation.createdAt.getTime() >= timeoutMs) settle.push({ eventId: reservation.eventId, state: 'released' });
      else waiting = true;
    }
  }
  if (waiting) return { settle };
  const wanted = rule.stayOf(foldEvents(rule, events as unknown as E[]));
  if (sameStay(wanted, guard)) return { settle };
  return { settle, guard: wanted, conflictEventId: newest ?? events.at(-1)?.eventId };
}
