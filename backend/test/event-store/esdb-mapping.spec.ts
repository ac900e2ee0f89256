import { ANY, NO_STREAM, STREAM_EXISTS } from '@eventstore/db-client';
import {
  fromPosition,
  isUserEvent,
  toActualVersion,
  toEventData,
  toExpectedRevision,
  toPosition,
  toRecordedEvent,
} from '../../src/event-store/eventstoredb/esdb-mapping';
import { newEvent } from './support/events';

describe('EventStoreDB mapping (no server needed)', () => {
  it('maps versions (event counts) to revisions (0-based) and back', () => {
    expect(toExpectedRevision('no_stream')).toBe(NO_STREAM);
    expect(toExpectedRevision(0)).toBe(NO_STREAM);
    expect(toExpectedRevision('stream_exists')).toBe(STREAM_EXISTS);
    expect(toExpectedRevision('any')).toBe(ANY);
    expect(toExpectedRevision(3)).toBe(2n);
    expect(toActualVersion(NO_STREAM)).toBe('no_stream');
    expect(toActualVersion(2n)).toBe(3);
  });

  it('keeps commit and prepare positions exactly, beyond 2^53', () => {
    const position = { commit: 2n ** 60n + 7n, prepare: 2n ** 60n + 5n };
    expect(toPosition(position)).toBe('1152921504606846983:1152921504606846981');
    expect(fromPosition(toPosition(position))).toEqual(position);
  });

  it('round-trips an event with its metadata and marks system events', () => {
    const event = newEvent('BookingCreated', { bookingId: 'b1' });
    const data = toEventData(event);
    expect(data).toMatchObject({ id: event.eventId, type: 'BookingCreated', contentType: 'application/json' });
    expect(data.metadata).toMatchObject({ $correlationId: event.metadata.correlationId, actor: { kind: 'system' } });
    const created = new Date('2026-01-01T00:00:00Z');
    const resolved = {
      event: {
        streamId: 'booking-b1',
        id: event.eventId,
        isJson: true as const,
        revision: 4n,
        type: 'BookingCreated',
        created,
        data: data.data,
        metadata: data.metadata,
        position: { commit: 10n, prepare: 9n },
      },
    };
    expect(toRecordedEvent(resolved)).toEqual({ ...event, streamId: 'booking-b1', streamVersion: 5, position: '10:9', createdAt: created });
    expect(isUserEvent(resolved)).toBe(true);
    expect(isUserEvent({ event: { ...resolved.event, type: '$metadata' } })).toBe(false);
    expect(isUserEvent({ event: { ...resolved.event, streamId: '$stats-127.0.0.1:2113' } })).toBe(false);
    expect(isUserEvent({})).toBe(false);
  });
});
