import { deciderSpec } from '../../../../test/support/decider-spec';
import { bookingDecider } from './booking.decider';
import { BOOKING_ID, PRICING, created, quote } from './booking.fixtures';

const { given } = deciderSpec(bookingDecider);
const id = { bookingId: BOOKING_ID };
// The booking (fixtures) is for 2026-03-10 … 03-12, 3 rooms, 2 guests.
const TODAY = '2026-03-01';
const change = (data: object) =>
  ({ type: 'ChangeBookingDetails', data: { ...id, pricing: PRICING, today: TODAY, horizonDays: 365, ...data } }) as const;

describe('booking decider: admin edits keep the stay rules', () => {
  it.each([
    ['dates in the past', { checkIn: '2026-02-20', checkOut: '2026-02-22' }, 'pastDate'],
    ['more nights than the maximum', { checkIn: '2026-03-10', checkOut: '2026-05-10' }, 'maxNights'],
    ['more guests than the villa takes', { guests: PRICING.maxGuests + 1 }, 'guestsOutOfRange'],
    ['dates beyond the horizon', { checkIn: '2027-06-01', checkOut: '2027-06-03' }, 'tooFarAhead'],
  ])('refuses %s with booking.stayRuleBroken', (_, data, rule) => {
    try {
      bookingDecider.decide(change(data), [created()].reduce(bookingDecider.evolve, bookingDecider.initialState));
      throw new Error('accepted');
    } catch (error) {
      expect(error).toMatchObject({ kind: 'validation', code: 'booking.stayRuleBroken', params: expect.objectContaining({ rule }) });
    }
  });

  it('saves them when the admin overrides the rules, with the reason in the event', () => {
    given(created())
      .when(change({ checkIn: '2026-02-20', checkOut: '2026-02-22', override: { reason: ' Guest stayed, booked by phone late ' } }))
      .then([
        {
          type: 'BookingDetailsChanged',
          data: {
            ...id,
            changes: { checkIn: '2026-02-20', checkOut: '2026-02-22', breakdown: quote('2026-02-20', '2026-02-22') },
            previous: { checkIn: '2026-03-10', checkOut: '2026-03-12', breakdown: quote() },
            override: { reason: 'Guest stayed, booked by phone late' },
          },
        },
      ]);
  });

  it('refuses an override without a reason', () => {
    given(created()).when(change({ guests: 99, override: { reason: '  ' } })).thenFails('validation');
  });

  it('lets the name of a stay that has begun be corrected without any override', () => {
    given(created())
      .when(change({ customerName: 'Somchai Jaidee', today: '2026-03-11' }))
      .then([{ type: 'BookingDetailsChanged', data: { ...id, changes: { customerName: 'Somchai Jaidee' }, previous: { customerName: '' } } }]);
  });
});
