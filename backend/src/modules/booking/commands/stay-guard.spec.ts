import { foldEvents } from '../../../event-store/decider';
import { bookingDecider } from '../domain/booking.decider';
import type { BookingEvent } from '../domain/booking.events';
import { BOOKING_ID, created, events } from '../domain/booking.fixtures';
import { guardChange } from '../../stay-guard';
import { BOOKING_HELD_STAYS } from './booking-holds';

/** The one no-double-booking rule: what a command's events change in stay_guard, for either store. */
describe('guardChange', () => {
  const change = (history: BookingEvent[], decided: BookingEvent[]) => guardChange(BOOKING_HELD_STAYS, decided, foldEvents(bookingDecider, history));
  const STAY = ['2026-03-10', '2026-03-12'];

  it('holds the nights of a new booking', () => {
    expect(change([], [created()])).toEqual({ bookingId: BOOKING_ID, stay: STAY, previous: null });
  });

  it.each([['expired', events.expired()], ['cancelled', events.cancelled()], ['deleted', events.deleted()]])(
    'frees the nights of a booking %s, remembering them',
    (_, event) => {
      expect(change([created()], [event])).toEqual({ bookingId: BOOKING_ID, stay: null, previous: STAY });
    },
  );

  it('moves the nights of an edit that changes dates', () => {
    const changed = { type: 'BookingDetailsChanged', data: { bookingId: BOOKING_ID, changes: { checkOut: '2026-03-14' }, previous: {} } } as BookingEvent;
    expect(change([created()], [changed])).toEqual({ bookingId: BOOKING_ID, stay: ['2026-03-10', '2026-03-14'], previous: STAY });
  });

  it('changes nothing for events that keep the stay, or a booking that holds no nights any more', () => {
    expect(change([created()], [events.customerInfoAdded(), events.slipAttached()])).toBeNull();
    expect(change([created(), events.cancelled()], [events.deleted('cancelled')])).toBeNull();
  });
});
