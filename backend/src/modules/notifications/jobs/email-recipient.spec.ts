import type { RecordedEvent } from '../../../event-store/event-store.port';
import { emailJobFor } from './email.reactor';

const BOOKING = 'b-1';
let version = 0;
const recorded = (type: string, data: object = {}): RecordedEvent =>
  ({ type, data: { bookingId: BOOKING, ...data }, eventId: `e${++version}`, streamId: `booking-${BOOKING}`, streamVersion: version, position: String(version), createdAt: new Date(), metadata: {} }) as unknown as RecordedEvent;

describe('the recipient of an e-mail job', () => {
  const history = [
    recorded('BookingCreated'),
    recorded('CustomerInfoAdded', { email: 'first@example.com' }),
    recorded('SlipAttached'),
    recorded('CustomerInfoAdded', { email: 'second@example.com' }),
    recorded('BookingConfirmed'),
  ];

  it('is the address the event itself recorded', () => {
    expect(emailJobFor(history[1], history)?.job.to).toBe('first@example.com');
    expect(emailJobFor(history[3], history)?.job.to).toBe('second@example.com');
  });

  it('is the address given before the event, never one given after it', () => {
    expect(emailJobFor(history[2], history)?.job.to).toBe('first@example.com');
    expect(emailJobFor(history[4], history)?.job.to).toBe('second@example.com');
  });
});
