import { deciderSpec } from '../../../../test/support/decider-spec';
import type { UpdateBooking } from './booking.commands';
import { bookingDecider } from './booking.decider';
import { BEFORE_DEADLINE, BOOKING_ID, FIXTURE_TOTAL, PRICING, SLIP, created, events } from './booking.fixtures';

const { given } = deciderSpec(bookingDecider);
const id = { bookingId: BOOKING_ID };
const NEW_DEADLINE = '2026-03-02T03:00:00.000Z';

const update = (data: Partial<UpdateBooking['data']>, by: 'guest' | 'admin' = 'guest'): UpdateBooking => ({
  type: 'UpdateBooking',
  data: { ...id, by, now: BEFORE_DEADLINE, ...data },
});
const status = (to: 'pending_payment' | 'in_review' | 'confirmed' | 'expired' | 'cancelled', reason?: string) =>
  ({ type: 'ChangeBookingStatus', data: { ...id, to, now: BEFORE_DEADLINE, reason, paymentDeadline: NEW_DEADLINE } }) as const;

describe('booking decider: one PATCH, one decision', () => {
  it('chooses the payment method and attaches the slip in one decision', () => {
    const when = given(created()).when(update({ paymentMethod: 'promptpay', slip: SLIP }));
    when.then([
      { type: 'PaymentMethodChosen', data: { ...id, paymentMethod: 'promptpay' } },
      { type: 'SlipAttached', data: { ...id, ...SLIP } },
    ]);
    expect(when.state()).toMatchObject({ status: 'in_review', paymentMethod: 'promptpay' });
  });

  it('removes the slip before choosing a method, so both apply to a booking in review', () => {
    given(created(), events.slipAttached())
      .when(update({ slip: null, paymentMethod: 'promptpay' }))
      .then([
        { type: 'SlipCleared', data: { ...id, by: 'guest' } },
        { type: 'PaymentMethodChosen', data: { ...id, paymentMethod: 'promptpay' } },
      ]);
  });

  it('records nothing of a request one of whose parts is refused', () => {
    // The method alone would be chosen; the slip on a confirmed booking is refused, and with it the whole request.
    given(created(), events.confirmed('pending_payment'))
      .when(update({ paymentMethod: 'promptpay', slip: SLIP }))
      .thenFails('conflict', 'booking.actionNotAllowed', { action: 'changePaymentMethod', status: 'confirmed' });
    given(created())
      .when(update({ details: { guests: 0, pricing: PRICING }, status: 'confirmed' }, 'admin'))
      .thenFails('validation', 'booking.notWholeNumber');
  });

  it.each([
    [{ details: { guests: 3, pricing: PRICING } }],
    [{ reason: 'why not' }],
    [{ status: 'confirmed' as const }],
    [{ status: 'cancelled' as const }],
  ])('refuses a guest the admin part %j', (data) => {
    given(created()).when(update(data)).thenFails('forbidden', 'booking.guestFieldNotAllowed');
  });

  it.each([
    [{ slip: SLIP, status: 'confirmed' as const }, 'booking.slipStatusMismatch'],
    [{ slip: null, status: 'cancelled' as const }, 'booking.slipStatusMismatch'],
    [{ status: 'in_review' as const }, 'booking.reviewNeedsSlip'],
    [{}, 'booking.nothingToChange'],
  ])('refuses the request %j as malformed', (data, code) => {
    given(created()).when(update(data, 'admin')).thenFails('validation', code);
  });

  it('lets an admin edit the details and confirm in one decision', () => {
    given(created())
      .when(update({ details: { guests: 3, pricing: PRICING }, status: 'confirmed' }, 'admin'))
      .then([
        { type: 'BookingDetailsChanged', data: { ...id, changes: { guests: 3 }, previous: { guests: 2 } } },
        { type: 'BookingConfirmed', data: { ...id, previousStatus: 'pending_payment' } },
        events.paymentReceived('deposit', FIXTURE_TOTAL, 1, null, BEFORE_DEADLINE),
      ]);
  });
});

describe('booking decider: an admin status change', () => {
  it.each([
    ['pending_payment', [], 'confirmed', 'BookingConfirmed'],
    ['in_review', [events.slipAttached()], 'confirmed', 'BookingConfirmed'],
    ['in_review', [events.slipAttached()], 'cancelled', 'BookingCancelled'],
    ['confirmed', [events.confirmed('pending_payment')], 'cancelled', 'BookingCancelled'],
    ['in_review', [events.slipAttached()], 'pending_payment', 'SlipCleared'],
  ] as const)('changes %s (%#) to %s', (_from, later, to, type) => {
    const when = given(created(), ...later).when(status(to, 'Guest called'));
    expect(when.state()).toMatchObject({ status: to });
    // Confirming takes the deposit too (PaymentReceived).
    when.then([expect.objectContaining({ type }), ...(to === 'confirmed' ? [expect.objectContaining({ type: 'PaymentReceived' })] : [])]);
  });

  it.each([
    ['confirmed', [events.confirmed('pending_payment')]],
    ['cancelled', [events.cancelled()]],
  ] as const)('records nothing for %s -> %s', (to, later) => {
    given(created(), ...later).when(status(to)).then([]);
  });

  it('rejects a slip with the new payment window and the reason', () => {
    given(created(), events.slipAttached())
      .when(status('pending_payment', 'Blurry'))
      .then([{ type: 'SlipCleared', data: { ...id, by: 'admin', paymentDeadline: NEW_DEADLINE, reason: 'Blurry' } }]);
  });

  it.each([
    ['pending_payment', [], 'pending_payment'],
    ['pending_payment', [], 'in_review'],
    ['in_review', [events.slipAttached()], 'expired'],
    ['confirmed', [events.confirmed('pending_payment')], 'pending_payment'],
    ['cancelled', [events.cancelled()], 'confirmed'],
    ['expired', [events.expired()], 'cancelled'],
  ] as const)('refuses %s -> %s, naming both statuses', (from, later, to) => {
    given(created(), ...later).when(status(to)).thenFails('conflict', 'booking.transitionNotAllowed', { from, to });
  });
});
