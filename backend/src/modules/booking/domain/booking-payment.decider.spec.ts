import { deciderSpec } from '../../../../test/support/decider-spec';
import { bookingDecider } from './booking.decider';
import { AFTER_DEADLINE, BEFORE_DEADLINE, BOOKING_ID, CONFIRMED_AT, DEADLINE, FIXTURE_TOTAL, SLIP, created, events } from './booking.fixtures';

const { given } = deciderSpec(bookingDecider);
const id = { bookingId: BOOKING_ID };
const NEW_DEADLINE = '2026-03-02T03:00:00.000Z';

describe('booking decider: slips', () => {
  const attach = (now = BEFORE_DEADLINE) => ({ type: 'AttachSlip', data: { ...id, slip: SLIP, now } }) as const;
  const clear = (data: { by: 'guest' | 'admin'; now?: string; reason?: string; paymentDeadline?: string }) =>
    ({ type: 'ClearSlip', data: { ...id, now: BEFORE_DEADLINE, ...data } }) as const;

  it('attaches a slip within the payment window, sending the booking to review', () => {
    const when = given(created()).when(attach());
    when.then([{ type: 'SlipAttached', data: { ...id, ...SLIP } }]);
    expect(when.state()).toMatchObject({ status: 'in_review', slip: SLIP });
  });

  it('refuses a slip after the payment window', () => {
    given(created()).when(attach(AFTER_DEADLINE)).thenFails('conflict', 'booking.paymentWindowExpired');
  });

  it.each([
    ['in_review', [events.slipAttached()]],
    ['confirmed', [events.confirmed('pending_payment')]],
    ['expired', [events.expired()]],
    ['cancelled', [events.cancelled()]],
  ])('refuses a slip on a booking that is %s', (status, later) => {
    given(created(), ...later).when(attach()).thenFails('conflict', 'booking.actionNotAllowed', { action: 'attachSlip', status });
  });

  it('lets a guest remove the slip, back to pending payment with the same deadline', () => {
    const when = given(created(), events.slipAttached()).when(clear({ by: 'guest' }));
    when.then([{ type: 'SlipCleared', data: { ...id, by: 'guest' } }]);
    expect(when.state()).toMatchObject({ status: 'pending_payment', slip: null, paymentDeadline: DEADLINE });
  });

  it('expires the booking when a guest removes the slip after the deadline', () => {
    given(created(), events.slipAttached())
      .when(clear({ by: 'guest', now: AFTER_DEADLINE }))
      .then([
        { type: 'SlipCleared', data: { ...id, by: 'guest' } },
        { type: 'BookingExpired', data: { ...id, paymentDeadline: DEADLINE } },
      ]);
  });

  it('refuses a guest who sets a new deadline', () => {
    given(created(), events.slipAttached()).when(clear({ by: 'guest', paymentDeadline: NEW_DEADLINE })).thenFails('forbidden', 'booking.adminOnly');
  });

  it('lets an admin reject the slip with a reason and a new payment window, even after the deadline', () => {
    const when = given(created(), events.slipAttached()).when(
      clear({ by: 'admin', now: AFTER_DEADLINE, reason: ' Amount wrong ', paymentDeadline: NEW_DEADLINE }),
    );
    when.then([{ type: 'SlipCleared', data: { ...id, by: 'admin', reason: 'Amount wrong', paymentDeadline: NEW_DEADLINE } }]);
    expect(when.state()).toMatchObject({ status: 'pending_payment', paymentDeadline: NEW_DEADLINE });
  });

  it.each([undefined, '', '   '])('refuses an admin rejection whose reason is %p: the guest would not know why', (reason) => {
    given(created(), events.slipAttached())
      .when(clear({ by: 'admin', reason, paymentDeadline: NEW_DEADLINE }))
      .thenFails('validation', 'booking.rejectReasonRequired', { field: 'reason' });
  });

  it.each([undefined, 'soon', '2026-03-01T03:00:00.000Z'])('refuses an admin rejection with deadline %p', (paymentDeadline) => {
    given(created(), events.slipAttached()).when(clear({ by: 'admin', paymentDeadline })).thenFails('validation', 'booking.deadlineNotInFuture');
  });

  it.each([
    ['pending_payment', []],
    ['confirmed', [events.slipAttached(), events.confirmed()]],
  ])('refuses to clear the slip of a booking that is %s', (status, later) => {
    given(created(), ...later).when(clear({ by: 'guest' })).thenFails('conflict', 'booking.actionNotAllowed', { action: 'clearSlip', status });
  });
});

describe('booking decider: confirming, expiring, cancelling', () => {
  const confirm = { type: 'ConfirmBooking', data: { ...id, now: CONFIRMED_AT } } as const;
  const expire = (now: string) => ({ type: 'ExpireBooking', data: { ...id, now } }) as const;
  const cancel = (reason?: string) => ({ type: 'CancelBooking', data: { ...id, reason } }) as const;

  it('lets a guest cancel their own unpaid hold, once', () => {
    const byGuest = { type: 'CancelBooking', data: { ...id, by: 'guest' } } as const;
    given(created()).when(byGuest).then([events.cancelled('pending_payment')]);
    given(created(), events.cancelled()).when(byGuest).then([]);
  });

  it.each([
    ['in_review', [events.slipAttached()]],
    ['confirmed', [events.confirmed('pending_payment')]],
    ['expired', [events.expired()]],
  ])('refuses a guest cancelling a booking that is %s', (status, later) => {
    given(created(), ...later)
      .when({ type: 'CancelBooking', data: { ...id, by: 'guest' } })
      .thenFails('conflict', 'booking.actionNotAllowed', { action: 'cancel', status });
  });

  it('confirms a booking in review', () => {
    given(created(), events.slipAttached())
      .when(confirm)
      .then([events.confirmed('in_review'), events.paymentReceived('deposit', FIXTURE_TOTAL, 1, SLIP)]);
  });

  it('confirms a pending booking paid another way', () => {
    given(created()).when(confirm).then([events.confirmed('pending_payment'), events.paymentReceived('deposit', FIXTURE_TOTAL)]);
  });

  it('records nothing when confirming twice', () => {
    given(created(), events.confirmed('pending_payment')).when(confirm).then([]);
  });

  it.each([
    ['expired', [events.expired()]],
    ['cancelled', [events.cancelled()]],
  ])('refuses to confirm a booking that is %s', (status, later) => {
    given(created(), ...later).when(confirm).thenFails('conflict', 'booking.actionNotAllowed', { action: 'confirm', status });
  });

  it('expires a pending booking once its deadline has passed', () => {
    given(created()).when(expire(DEADLINE)).then([events.expired()]);
  });

  it.each([
    ['before the deadline', [], BEFORE_DEADLINE],
    ['while in review', [events.slipAttached()], AFTER_DEADLINE],
    ['once confirmed', [events.confirmed('pending_payment')], AFTER_DEADLINE],
    ['twice', [events.expired()], AFTER_DEADLINE],
    ['when deleted', [events.deleted()], AFTER_DEADLINE],
  ])('records nothing when asked to expire %s', (_, later, now) => {
    given(created(), ...later).when(expire(now)).then([]);
  });

  it('records nothing when asked to expire a booking that never existed', () => {
    given().when(expire(AFTER_DEADLINE)).then([]);
  });

  it.each([
    ['pending_payment', []],
    ['in_review', [events.slipAttached()]],
    ['confirmed', [events.confirmed('pending_payment')]],
  ] as const)('cancels a booking that is %s, with a reason', (status, later) => {
    given(created(), ...later)
      .when(cancel(' Guest called '))
      .then([{ type: 'BookingCancelled', data: { ...id, previousStatus: status, reason: 'Guest called' } }]);
  });

  it('records nothing when cancelling twice', () => {
    given(created(), events.cancelled()).when(cancel()).then([]);
  });

  it('refuses to cancel an expired booking', () => {
    given(created(), events.expired()).when(cancel()).thenFails('conflict', 'booking.actionNotAllowed', { action: 'cancel', status: 'expired' });
  });
});
