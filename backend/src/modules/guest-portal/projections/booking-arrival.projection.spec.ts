import type { RecordedEvent } from '../../../event-store/event-store.port';
import { foldArrivals } from './booking-arrival.projection';

let version = 0;
const event = (type: string, data: Record<string, unknown>): RecordedEvent => ({
  eventId: `e${++version}`,
  type,
  data,
  metadata: { occurredAt: `2030-01-01T00:00:0${version % 10}.000Z` } as RecordedEvent['metadata'],
  streamId: `booking-${String(data.bookingId)}`,
  streamVersion: version,
  position: `1:${version}`,
  createdAt: new Date(0),
});

describe('foldArrivals', () => {
  it('keeps the latest details of each booking', () => {
    const outcomes = foldArrivals([
      event('ArrivalDetailsGiven', { bookingId: 'a', arrivalTime: '14:00', flight: 'TG1', adults: 2 }),
      event('ArrivalDetailsGiven', { bookingId: 'a', arrivalTime: '16:00', flight: 'TG2', adults: 3, children: 1 }),
    ]);
    expect(outcomes.get('a')).toEqual({
      kind: 'upsert',
      row: { booking_id: 'a', arrival_time: '16:00', flight: 'TG2', adults: 3, children: 1, updated_at: expect.any(String) },
    });
  });

  it('blanks the flight of details given earlier in the batch, and of a row already stored', () => {
    const outcomes = foldArrivals([
      event('ArrivalDetailsGiven', { bookingId: 'a', flight: 'TG1' }),
      event('PersonalDataErased', { bookingId: 'a' }),
      event('PersonalDataErased', { bookingId: 'b' }),
    ]);
    expect(outcomes.get('a')).toMatchObject({ kind: 'upsert', row: { flight: null, adults: 1, children: 0 } });
    expect(outcomes.get('b')).toEqual({ kind: 'erase' });
  });

  it('deletes a deleted booking whatever came before, and lets later details in again', () => {
    const outcomes = foldArrivals([
      event('ArrivalDetailsGiven', { bookingId: 'a', flight: 'TG1' }),
      event('BookingDeleted', { bookingId: 'a' }),
      event('PersonalDataErased', { bookingId: 'a' }),
      event('BookingDeleted', { bookingId: 'b' }),
      event('ArrivalDetailsGiven', { bookingId: 'b', flight: 'TG3' }),
    ]);
    expect(outcomes.get('a')).toEqual({ kind: 'delete' });
    expect(outcomes.get('b')).toMatchObject({ kind: 'upsert', row: { flight: 'TG3' } });
  });
});
