import type { BookingEvent } from '../domain/booking.events';
import { BOOKING_ID, created, events } from '../domain/booking.fixtures';
import { Reservation, planStream } from '../../stay-guard';
import { BOOKING_HELD_STAYS } from './booking-holds';

/** The reconciler's decisions: given reservations, the stream and the guard row → what to settle and repair. */
describe('planStream', () => {
  const STREAM = `booking-${BOOKING_ID}`;
  const NOW = new Date('2026-03-01T04:00:00Z');
  const TIMEOUT = 120_000;
  const STAY = ['2026-03-10', '2026-03-12'] as const;
  const withId = (event: BookingEvent, eventId: string) => ({ ...event, eventId });
  const reservation = (eventId: string, state: Reservation['state'], ageMs: number): Reservation => ({
    eventId,
    streamId: STREAM,
    state,
    createdAt: new Date(NOW.getTime() - ageMs),
  });

  it('holds a reservation whose event is in the log (an ambiguous append that was written)', () => {
    const plan = planStream(BOOKING_HELD_STAYS, [reservation('e1', 'reserved', 1000)], [withId(created(), 'e1')], STAY, NOW, TIMEOUT);
    expect(plan).toEqual({ settle: [{ eventId: 'e1', state: 'held' }] });
  });

  it('waits for a young reservation without its event: the append may still land', () => {
    expect(planStream(BOOKING_HELD_STAYS, [reservation('e1', 'reserved', 1000)], [], STAY, NOW, TIMEOUT)).toEqual({ settle: [] });
  });

  it('releases a reservation with no event after the timeout, and frees its nights', () => {
    const plan = planStream(BOOKING_HELD_STAYS, [reservation('e1', 'reserved', TIMEOUT)], [], STAY, NOW, TIMEOUT);
    expect(plan).toEqual({ settle: [{ eventId: 'e1', state: 'released' }], guard: null, conflictEventId: undefined });
  });

  it('gives a timed-out move its old nights back', () => {
    const history = [withId(created(), 'e0')];
    const plan = planStream(BOOKING_HELD_STAYS, [reservation('e1', 'reserved', TIMEOUT)], history, ['2026-03-10', '2026-03-14'], NOW, TIMEOUT);
    expect(plan).toEqual({ settle: [{ eventId: 'e1', state: 'released' }], guard: STAY, conflictEventId: 'e0' });
  });

  it('re-holds the nights of an event that turned up after its reservation was released', () => {
    const plan = planStream(BOOKING_HELD_STAYS, [reservation('e1', 'released', TIMEOUT * 2)], [withId(created(), 'e1')], null, NOW, TIMEOUT);
    expect(plan).toEqual({ settle: [{ eventId: 'e1', state: 'held' }], guard: STAY, conflictEventId: 'e1' });
  });

  it('frees the nights of a release whose append succeeded before a crash', () => {
    const stream = [withId(created(), 'e0'), withId(events.cancelled(), 'e1')];
    const plan = planStream(BOOKING_HELD_STAYS, [reservation('e1', 'reserved', 10)], stream, STAY, NOW, TIMEOUT);
    expect(plan).toEqual({ settle: [{ eventId: 'e1', state: 'held' }], guard: null, conflictEventId: 'e1' });
  });

  it('leaves everything as it is when log and guard agree', () => {
    expect(planStream(BOOKING_HELD_STAYS, [reservation('e1', 'held', TIMEOUT * 3)], [withId(created(), 'e1')], STAY, NOW, TIMEOUT)).toEqual({ settle: [] });
  });
});
