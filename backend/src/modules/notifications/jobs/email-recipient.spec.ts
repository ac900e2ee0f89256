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

describe("the guest's e-mails about an admin's edit and deletion", () => {
  const history = [recorded('BookingCreated'), recorded('CustomerInfoAdded', { email: 'old@example.com' })];
  const kindOf = (type: string, data: object) => {
    const event = recorded(type, data);
    return emailJobFor(event, [...history, event])?.job.kind ?? null;
  };

  it('tells of new dates or a new price, not of a new guest count or name', () => {
    expect(kindOf('BookingDetailsChanged', { changes: { checkIn: '2030-01-02', checkOut: '2030-01-04', breakdown: {} } })).toBe('booking_changed');
    expect(kindOf('BookingDetailsChanged', { changes: { totalOverride: 9000 } })).toBe('booking_changed');
    expect(kindOf('BookingDetailsChanged', { changes: { rooms: 2, breakdown: {} } })).toBe('booking_changed');
    expect(kindOf('BookingDetailsChanged', { changes: { guests: 5, customerName: 'Anna Berg' } })).toBeNull();
  });

  it('tells of the deletion of a booking still holding nights only', () => {
    expect(kindOf('BookingDeleted', { previousStatus: 'pending_payment' })).toBe('booking_deleted');
    expect(kindOf('BookingDeleted', { previousStatus: 'in_review' })).toBe('booking_deleted');
    expect(kindOf('BookingDeleted', { previousStatus: 'cancelled' })).toBeNull();
    expect(kindOf('BookingDeleted', { previousStatus: 'expired' })).toBeNull();
  });

  it('writes to the corrected address recorded just before the edit', () => {
    const corrected = recorded('CustomerInfoAdded', { email: 'new@example.com' });
    const changed = recorded('BookingDetailsChanged', { changes: { totalOverride: 9000 } });
    expect(emailJobFor(changed, [...history, corrected, changed])?.job.to).toBe('new@example.com');
  });
});
