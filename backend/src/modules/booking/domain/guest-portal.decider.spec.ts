import { deciderSpec } from '../../../../test/support/decider-spec';
import { bookingDecider } from './booking.decider';
import { BOOKING_ID, events } from './booking.fixtures';
import { secretsVisibility } from './secrets-visibility.rule';

const { given } = deciderSpec(bookingDecider);
const bookingId = BOOKING_ID;
// The fixture's stay: check-in 2026-03-10, check-out 2026-03-12.
const view = (today: string, daysBefore = 2) => ({ type: 'ViewSecrets', data: { bookingId, today, daysBefore } }) as const;
const arrival = (data: object) =>
  ({ type: 'GiveArrivalDetails', data: { bookingId, arrivalTime: '15:30', flight: 'tg 123', adults: 2, children: 1, maxGuests: 6, ...data } }) as const;

describe('secrets visibility (pure)', () => {
  const stay = { checkIn: '2026-03-10', checkOut: '2026-03-12' };

  it.each([
    ['pending_payment', '2026-03-09', { visible: false, reason: 'unpaid' }],
    ['in_review', '2026-03-10', { visible: false, reason: 'unpaid' }],
    ['cancelled', '2026-03-10', { visible: false, reason: 'unpaid' }],
    ['confirmed', '2026-03-07', { visible: false, reason: 'tooEarly', from: '2026-03-08' }],
    ['confirmed', '2026-03-08', { visible: true }],
    ['confirmed', '2026-03-12', { visible: true }],
    ['confirmed', '2026-03-13', { visible: false, reason: 'over' }],
  ] as const)('a %s stay on %s: %j', (status, today, expected) => {
    expect(secretsVisibility({ ...stay, status }, 2, today)).toEqual(expected);
  });

  it('follows the villa window: 0 days shows them on the check-in day only, 7 a week before', () => {
    expect(secretsVisibility({ ...stay, status: 'confirmed' }, 0, '2026-03-09')).toEqual({ visible: false, reason: 'tooEarly', from: '2026-03-10' });
    expect(secretsVisibility({ ...stay, status: 'confirmed' }, 7, '2026-03-03')).toEqual({ visible: true });
  });
});

describe('booking decider: viewing secrets', () => {
  it('records SecretsViewed for a paid stay inside the window', () => {
    given(events.created(), events.confirmed('pending_payment')).when(view('2026-03-08')).then([{ type: 'SecretsViewed', data: { bookingId } }]);
  });

  it('refuses before payment, before the window and after the stay, saying why', () => {
    given(events.created()).when(view('2026-03-09')).thenFails('forbidden', 'portal.secretsHidden.unpaid', { reason: 'unpaid' });
    given(events.created(), events.slipAttached()).when(view('2026-03-09')).thenFails('forbidden', 'portal.secretsHidden.unpaid');
    given(events.created(), events.confirmed()).when(view('2026-03-07')).thenFails('forbidden', 'portal.secretsHidden.tooEarly', {
      reason: 'tooEarly',
      from: '2026-03-08',
    });
    given(events.created(), events.confirmed()).when(view('2026-03-13')).thenFails('forbidden', 'portal.secretsHidden.over', { reason: 'over' });
  });

  it('knows no deleted booking', () => {
    given(events.created(), events.deleted()).when(view('2026-03-09')).thenFails('not_found', 'booking.notFound');
  });
});

describe('booking decider: arrival details', () => {
  it('records the arrival time, the flight (upper case) and the party', () => {
    given(events.created(), events.confirmed()).when(arrival({})).then([
      { type: 'ArrivalDetailsGiven', data: { bookingId, arrivalTime: '15:30', flight: 'TG 123', adults: 2, children: 1 } },
    ]);
  });

  it('takes time and flight as optional', () => {
    given(events.created()).when(arrival({ arrivalTime: '', flight: null })).then([
      { type: 'ArrivalDetailsGiven', data: { bookingId, arrivalTime: null, flight: null, adults: 2, children: 1 } },
    ]);
  });

  it.each([
    [{ adults: 5, children: 2 }, 'portal.tooManyGuests', { max: 6, field: 'adults' }],
    [{ adults: 0 }, 'portal.adultsInvalid', { field: 'adults' }],
    [{ adults: 1.5 }, 'portal.adultsInvalid', { field: 'adults' }],
    [{ children: -1 }, 'portal.childrenInvalid', { field: 'children' }],
    [{ arrivalTime: '25:00' }, 'portal.arrivalTimeInvalid', { field: 'arrivalTime' }],
    [{ arrivalTime: '3pm' }, 'portal.arrivalTimeInvalid', { field: 'arrivalTime' }],
    [{ flight: 'by car' }, 'portal.flightInvalid', { field: 'flight' }],
  ])('refuses %j with %s', (data, code, params) => {
    given(events.created(), events.confirmed()).when(arrival(data)).thenFails('validation', code, params);
  });

  it('is closed once the booking is cancelled or expired', () => {
    given(events.created(), events.cancelled()).when(arrival({})).thenFails('conflict', 'portal.arrivalClosed', { status: 'cancelled' });
    given(events.created(), events.expired()).when(arrival({})).thenFails('conflict', 'portal.arrivalClosed', { status: 'expired' });
  });
});
