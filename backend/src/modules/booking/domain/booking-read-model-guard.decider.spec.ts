import type { BookingCommand } from './booking.commands';
import { deciderSpec } from '../../../../test/support/decider-spec';
import { bookingDecider } from './booking.decider';
import { BEFORE_DEADLINE, BOOKING_ID, CUSTOMER, createCommand, events } from './booking.fixtures';

const { given } = deciderSpec(bookingDecider);
// What a caller past the HTTP contract could still hand the decider (issue 35: a null reached the events).
const loose = (command: { type: string; data: object }) => command as unknown as BookingCommand;

describe('booking decider: no event the read model cannot hold', () => {
  it.each([null, undefined, 'cash'])('refuses the payment method %j, alone or in an update', (paymentMethod) => {
    given(events.created())
      .when(loose({ type: 'ChoosePaymentMethod', data: { bookingId: BOOKING_ID, paymentMethod } }))
      .thenFails('validation', 'booking.paymentMethodInvalid', { field: 'paymentMethod' });
    given(events.created())
      .when(loose({ type: 'UpdateBooking', data: { bookingId: BOOKING_ID, by: 'admin', now: BEFORE_DEADLINE, paymentMethod } }))
      .thenFails('validation', paymentMethod === undefined ? 'booking.nothingToChange' : 'booking.paymentMethodInvalid');
  });

  it('refuses special requests that are not text, on customer info and at creation', () => {
    given(events.created())
      .when(loose({ type: 'AddCustomerInfo', data: { bookingId: BOOKING_ID, by: 'guest', ...CUSTOMER, specialRequests: null } }))
      .thenFails('validation', 'booking.notText', { field: 'specialRequests' });
    given().when(loose(createCommand({ specialRequests: null as unknown as string }))).thenFails('validation', 'booking.notText');
  });

  it('refuses special requests over 2000 characters on customer info too', () => {
    given(events.created())
      .when({ type: 'AddCustomerInfo', data: { bookingId: BOOKING_ID, by: 'guest', ...CUSTOMER, specialRequests: 'x'.repeat(2001) } })
      .thenFails('validation', 'booking.textTooLong');
  });

  it('refuses a creation without a known payment method or language', () => {
    given().when(loose(createCommand({ paymentMethod: null as never }))).thenFails('validation', 'booking.paymentMethodInvalid');
    given().when(loose(createCommand({ language: undefined as never }))).thenFails('validation', 'booking.languageInvalid');
  });
});
