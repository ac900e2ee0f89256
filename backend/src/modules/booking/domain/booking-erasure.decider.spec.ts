import { deciderSpec } from '../../../../test/support/decider-spec';
import { bookingDecider } from './booking.decider';
import { BOOKING_ID, created, events } from './booking.fixtures';

const { given } = deciderSpec(bookingDecider);
const erase = (today: string, by: 'admin' | 'system' = 'admin') =>
  ({ type: 'ErasePersonalData', data: { bookingId: BOOKING_ID, by, reason: by === 'admin' ? 'request' : 'retention', today } }) as const;
const erased = { type: 'PersonalDataErased', data: { bookingId: BOOKING_ID, by: 'admin', reason: 'request' } } as const;

// The stay of the fixtures runs 2026-03-10 to 2026-03-12.
describe('booking decider: erasing personal data', () => {
  it('erases a stay that has ended, on its check-out day or later', () => {
    given(created(), events.customerInfoAdded(), events.confirmed('pending_payment')).when(erase('2026-03-12')).then([erased]);
    given(created(), events.confirmed('pending_payment')).when(erase('2028-01-01', 'system')).then([
      { type: 'PersonalDataErased', data: { bookingId: BOOKING_ID, by: 'system', reason: 'retention' } },
    ]);
  });

  it('refuses a stay still ahead or under way unless it was cancelled or expired', () => {
    given(created(), events.confirmed('pending_payment')).when(erase('2026-03-11')).thenFails('conflict', 'booking.stayNotEnded', { checkOut: '2026-03-12' });
    given(created()).when(erase('2026-03-01')).thenFails('conflict', 'booking.stayNotEnded');
    given(created(), events.cancelled()).when(erase('2026-03-01')).then([erased]);
    given(created(), events.expired()).when(erase('2026-03-01')).then([erased]);
  });

  it('erases a deleted booking, records an erasure once, and knows no booking it never had', () => {
    given(created(), events.cancelled(), events.deleted('cancelled')).when(erase('2026-03-01')).then([erased]);
    given(created(), events.cancelled(), erased).when(erase('2026-03-01')).then([]);
    given().when(erase('2026-03-01')).thenFails('not_found', 'booking.notFound');
  });
});
