import { HOLDING_STATUSES } from '@baan-talay/contracts';
import type { HeldStays, Stay } from '../../stay-guard';
import { bookingDecider } from '../domain/booking.decider';
import type { BookingEvent } from '../domain/booking.events';
import type { BookingState } from '../domain/booking.state';

/**
 * The one no-double-booking rule: a booking holds its stay while it exists and its status holds
 * nights. Its stay_guard row must equal `stayOf` of its state, whatever the event store.
 */
export function stayOf(state: BookingState): Stay | null {
  return state !== null && !state.deleted && HOLDING_STATUSES.includes(state.status) ? [state.checkIn, state.checkOut] : null;
}

/** What the stay guard reads from a booking stream. */
export const BOOKING_HELD_STAYS: HeldStays<BookingState, BookingEvent> = {
  initialState: bookingDecider.initialState,
  evolve: bookingDecider.evolve,
  stayOf,
};
