import { DEFAULT_PAYMENT_PLAN, NO_STAY_CHARGES, type StayCharges } from '@baan-talay/contracts';
import { paymentTerms, requoteGuests } from '@baan-talay/pricing';
import { deciderSpec } from '../../../../test/support/decider-spec';
import { bookingDecider } from './booking.decider';
import type { BookingEvent } from './booking.events';
import { BOOKING_ID, CONFIRMED_AT, CUSTOMER, FIXTURE_TOTAL, SLIP, created, events } from './booking.fixtures';

/** The guest count of the customer step priced by the extra-guest fee (issue 30). Booked for 2 guests. */
const { given } = deciderSpec(bookingDecider);
const id = { bookingId: BOOKING_ID };
const CHARGES: StayCharges = { ...NO_STAY_CHARGES, extraGuestFee: 500, guestsIncluded: 4 };
const add = (guests: number, by: 'guest' | 'admin' = 'guest', charges: StayCharges = CHARGES) =>
  ({ type: 'AddCustomerInfo', data: { ...id, by, ...CUSTOMER, guests, charges } }) as const;
const repriced = (guests: number) => requoteGuests(created().data.breakdown, guests, CHARGES);
const infoAdded = (guests: number, price = true): BookingEvent => ({
  type: 'CustomerInfoAdded',
  data: { ...id, ...CUSTOMER, guests, ...(price && { breakdown: repriced(guests), previousTotal: FIXTURE_TOTAL }) },
});

describe('guest count priced on the customer step', () => {
  it('re-prices 6 guests: 2 above the 4 included × ฿500 × 2 nights = ฿2,000 more, the nights as booked', () => {
    const when = given(created()).when(add(6));
    when.then([infoAdded(6)]);
    expect(repriced(6)).toMatchObject({ total: FIXTURE_TOTAL + 2000, taxesAndFees: 2000, nightly: created().data.breakdown.nightly });
    expect(when.state()).toMatchObject({ guests: 6, breakdown: { total: FIXTURE_TOTAL + 2000 } });
  });

  it('prices it down again when the guest lowers the count', () => {
    given(created(), infoAdded(6))
      .when(add(3))
      .then([{ type: 'CustomerInfoAdded', data: { ...id, ...CUSTOMER, guests: 3, breakdown: repriced(3), previousTotal: FIXTURE_TOTAL + 2000 } }]);
    expect(repriced(3).total).toBe(FIXTURE_TOTAL);
  });

  it('leaves the price alone within the guests included, or without an extra-guest fee', () => {
    given(created()).when(add(4)).then([infoAdded(4, false)]);
    given(created()).when(add(6, 'guest', NO_STAY_CHARGES)).then([infoAdded(6, false)]);
  });

  it('refuses a guest whose slip is in review (it pays the old amount); the owner may still change it', () => {
    given(created(), events.slipAttached()).when(add(6)).thenFails('conflict', 'booking.guestsChangePriceInReview');
    given(created(), events.slipAttached()).when(add(6, 'admin')).then([infoAdded(6)]);
    // A count that does not move the price needs no new slip.
    given(created(), events.slipAttached()).when(add(4)).then([infoAdded(4, false)]);
  });

  it('takes the 30 % deposit of the new total when the owner confirms', () => {
    const terms = paymentTerms({ ...DEFAULT_PAYMENT_PLAN, depositPercent: 30, balanceDueDays: 7 }, '2026-03-10', '2026-03-01');
    const plan = { ...created(), data: { ...created().data, paymentTerms: terms } } as BookingEvent;
    const deposit = Math.round((FIXTURE_TOTAL + 2000) * 0.3);
    given(plan, infoAdded(6), events.slipAttached())
      .when({ type: 'ConfirmBooking', data: { ...id, now: CONFIRMED_AT } })
      .then([events.confirmed('in_review'), events.paymentReceived('deposit', deposit, 1, SLIP)]);
  });
});
