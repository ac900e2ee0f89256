import { resolveStream, type StreamLookup } from './stream-lookup';

const BOOKING = '1a2b3c4d-0000-4000-8000-000000000001';
const OTHER = '1a2b9999-0000-4000-8000-000000000002';
const ADMIN = '7e57ad00-0000-4000-8000-000000000003';
const streams = [`booking-${BOOKING}`, `booking-${OTHER}`, `admin-user-${ADMIN}`, 'villa-main'];

const lookup: StreamLookup = {
  exists: async (id) => streams.includes(id),
  matching: async (prefix, idPrefix) =>
    streams
      .filter((id) => id.startsWith(prefix) || (idPrefix !== null && id.startsWith('booking-') && id.slice(8).startsWith(idPrefix)))
      .map((streamId) => ({ streamId, events: 3 })),
};

describe('events:stream finds a stream', () => {
  it('by its name, a booking reference in any case, or a bare booking or admin id', async () => {
    expect(await resolveStream('villa-main', lookup)).toEqual({ kind: 'stream', streamId: 'villa-main' });
    expect(await resolveStream('BT-1A2B3C4D', lookup)).toEqual({ kind: 'stream', streamId: `booking-${BOOKING}` });
    expect(await resolveStream('bt-1a2b3c4d', lookup)).toEqual({ kind: 'stream', streamId: `booking-${BOOKING}` });
    expect(await resolveStream(BOOKING.toUpperCase(), lookup)).toEqual({ kind: 'stream', streamId: `booking-${BOOKING}` });
    expect(await resolveStream(ADMIN, lookup)).toEqual({ kind: 'stream', streamId: `admin-user-${ADMIN}` });
  });

  it('lists the streams a prefix matches, and none for an unknown one', async () => {
    expect(await resolveStream('1a2b', lookup)).toEqual({ kind: 'list', streams: [{ streamId: `booking-${BOOKING}`, events: 3 }, { streamId: `booking-${OTHER}`, events: 3 }] });
    expect(await resolveStream('booking-', lookup)).toMatchObject({ kind: 'list', streams: [{}, {}] });
    expect(await resolveStream('admin-user-', lookup)).toEqual({ kind: 'stream', streamId: `admin-user-${ADMIN}` });
    expect(await resolveStream('nothing-here', lookup)).toEqual({ kind: 'list', streams: [] });
  });
});
