import { deciderSpec } from '../../../../test/support/decider-spec';
import { bookingDecider } from './booking.decider';
import { BOOKING_ID, CUSTOMER, DEADLINE, createCommand, created, events, quote } from './booking.fixtures';

const { given } = deciderSpec(bookingDecider);

describe('booking decider: creating', () => {
  it('creates a pending booking from a guest widget submit', () => {
    given().when(createCommand()).then([created()]);
  });

  it('lets an admin create a confirmed booking with contact details and a total override', () => {
    given()
      .when(createCommand({ by: 'admin', confirm: true, totalOverride: 9000, customerInfo: { ...CUSTOMER, phone: '081-234-5678' } }))
      .then([
        { ...created(), data: { ...created().data, totalOverride: 9000 } },
        { type: 'CustomerInfoAdded', data: { bookingId: BOOKING_ID, ...CUSTOMER } },
        { type: 'BookingConfirmed', data: { bookingId: BOOKING_ID, previousStatus: 'pending_payment' } },
        events.paymentReceived('deposit', 9000, 1, null, DEADLINE),
      ]);
  });

  it.each([
    ['confirm it', { confirm: true }],
    ['override its price', { totalOverride: 1 }],
    ['give customer info', { customerInfo: CUSTOMER }],
  ])('refuses a guest who tries to %s at creation', (_, overrides) => {
    given().when(createCommand(overrides)).thenFails('forbidden', 'booking.adminOnly');
  });

  it('refuses to create a booking twice', () => {
    given(created()).when(createCommand()).thenFails('conflict', 'booking.alreadyExists');
  });

  it('refuses a check-out that is not after check-in', () => {
    given()
      .when(createCommand({ checkIn: '2026-03-12', checkOut: '2026-03-12', breakdown: { ...quote(), checkIn: '2026-03-12' } }))
      .thenFails('validation', 'stay.checkOutBeforeCheckIn');
  });

  it('refuses a breakdown quoted for other dates', () => {
    given().when(createCommand({ breakdown: quote('2026-03-11') })).thenFails('validation', 'booking.breakdownMismatch');
  });

  it.each([
    ['rooms', { rooms: 0 }, 'booking.notWholeNumber', { field: 'rooms', min: 1 }],
    ['guests', { guests: 1.5 }, 'booking.notWholeNumber', { field: 'guests', min: 1 }],
    ['total override', { by: 'admin' as const, totalOverride: -1 }, 'booking.notWholeNumber', { field: 'totalPrice', min: 0 }],
    ['special requests', { specialRequests: 'x'.repeat(2001) }, 'booking.textTooLong', { max: 2000 }],
  ])('refuses invalid %s', (_, overrides, code, params) => {
    given().when(createCommand(overrides)).thenFails('validation', code, params);
  });
});

describe('booking decider: customer info', () => {
  const add = (data: object = {}, by: 'guest' | 'admin' = 'guest') =>
    ({ type: 'AddCustomerInfo', data: { bookingId: BOOKING_ID, by, ...CUSTOMER, ...data } }) as const;

  it('records trimmed contact details with guests and special requests', () => {
    given(created())
      .when(add({ firstName: ' Somchai ', email: 'Somchai@Example.com', phone: '081 234 5678', guests: 4, specialRequests: 'Late' }))
      .then([{ type: 'CustomerInfoAdded', data: { bookingId: BOOKING_ID, ...CUSTOMER, guests: 4, specialRequests: 'Late' } }]);
  });

  it('keeps a number with a country code as E.164', () => {
    given(created())
      .when(add({ phone: '+44 7700 900123' }))
      .then([{ type: 'CustomerInfoAdded', data: { bookingId: BOOKING_ID, ...CUSTOMER, phone: '+447700900123' } }]);
  });

  it('may be given again while the slip is in review', () => {
    given(created(), events.customerInfoAdded(), events.slipAttached())
      .when(add({ lastName: 'Rakdee' }))
      .then([{ type: 'CustomerInfoAdded', data: { bookingId: BOOKING_ID, ...CUSTOMER, lastName: 'Rakdee' } }]);
  });

  it.each([
    [{ firstName: '  ' }, 'booking.fieldRequired'],
    [{ email: '' }, 'booking.fieldRequired'],
    [{ email: 'somchai@' }, 'booking.emailInvalid'],
    [{ phone: '08123' }, 'booking.phoneInvalid'],
    [{ phone: '08123456789' }, 'booking.phoneInvalid'],
    [{ phone: '+44 12345' }, 'booking.phoneInvalidInternational'],
    [{ guests: 0 }, 'booking.notWholeNumber'],
  ])('refuses %j with its code', (data, code) => {
    given(created()).when(add(data)).thenFails('validation', code);
  });

  it('refuses a guest once the booking is confirmed', () => {
    given(created(), events.confirmed('pending_payment'))
      .when(add())
      .thenFails('conflict', 'booking.actionNotAllowed', { action: 'changeCustomerInfo', status: 'confirmed' });
  });

  it('lets an admin correct the contact details of a confirmed booking', () => {
    given(created(), events.confirmed('pending_payment')).when(add({}, 'admin')).then([events.customerInfoAdded()]);
  });

  it.each([
    ['expired', [events.expired()]],
    ['cancelled', [events.cancelled()]],
  ])('refuses anyone on an %s booking', (status, later) => {
    given(created(), ...later).when(add({}, 'admin')).thenFails('conflict', 'booking.actionNotAllowed', { action: 'changeCustomerInfo', status });
  });

  it('answers not found for a booking that does not exist or was deleted', () => {
    given().when(add()).thenFails('not_found', 'booking.notFound');
    given(created(), events.deleted()).when(add()).thenFails('not_found', 'booking.notFound');
  });
});

describe('booking decider: payment method', () => {
  const choose = (paymentMethod: 'bank_transfer' | 'promptpay') =>
    ({ type: 'ChoosePaymentMethod', data: { bookingId: BOOKING_ID, paymentMethod } }) as const;

  it('records a change of payment method', () => {
    given(created())
      .when(choose('promptpay'))
      .then([{ type: 'PaymentMethodChosen', data: { bookingId: BOOKING_ID, paymentMethod: 'promptpay' } }]);
  });

  it('records nothing when the method is already chosen', () => {
    given(created()).when(choose('bank_transfer')).then([]);
  });

  it('refuses once a slip is in review', () => {
    given(created(), events.slipAttached())
      .when(choose('promptpay'))
      .thenFails('conflict', 'booking.actionNotAllowed', { action: 'changePaymentMethod', status: 'in_review' });
  });

  it('keeps the deadline of the created booking in its state', () => {
    expect(given().when(createCommand()).state()?.paymentDeadline).toBe(DEADLINE);
  });
});
