import { deciderSpec } from '../../../../test/support/decider-spec';
import { bookingDecider } from './booking.decider';
import { BOOKING_ID, CREATED_AT, PRICING, created, events, quote } from './booking.fixtures';

const { given } = deciderSpec(bookingDecider);
const id = { bookingId: BOOKING_ID };

describe('booking decider: admin edits', () => {
  const change = (data: object) => ({ type: 'ChangeBookingDetails', data: { ...id, pricing: PRICING, ...data } }) as const;
  const overridden = { type: 'BookingDetailsChanged', data: { ...id, changes: { totalOverride: 8000 }, previous: {} } } as const;

  it('records new dates with their quote and the previous ones', () => {
    const breakdown = quote('2026-03-11', '2026-03-14');
    const when = given(created()).when(change({ checkIn: '2026-03-11', checkOut: '2026-03-14' }));
    when.then([
      {
        type: 'BookingDetailsChanged',
        data: {
          ...id,
          changes: { checkIn: '2026-03-11', checkOut: '2026-03-14', breakdown },
          previous: { checkIn: '2026-03-10', checkOut: '2026-03-12', breakdown: quote() },
        },
      },
    ]);
    expect(when.state()).toMatchObject({ checkIn: '2026-03-11', checkOut: '2026-03-14', breakdown });
  });

  it('records the customer name, guests and a total override, keeping the override', () => {
    const when = given(created(), events.customerInfoAdded()).when(
      change({ customerName: 'Malee Rakdee Srisuk', guests: 5, totalPrice: 8000 }),
    );
    when.then([
      {
        type: 'BookingDetailsChanged',
        data: {
          ...id,
          changes: { customerName: 'Malee Rakdee Srisuk', guests: 5, totalOverride: 8000 },
          previous: { customerName: 'Somchai Jaidee', guests: 2, totalOverride: null },
        },
      },
    ]);
    expect(when.state()).toMatchObject({
      guests: 5,
      totalOverride: 8000,
      customerInfo: { firstName: 'Malee', lastName: 'Rakdee Srisuk', email: 'somchai@example.com' },
    });
  });

  it('re-quotes a change of rooms with the stay rules of a new booking', () => {
    const when = given(created()).when(change({ rooms: 2, today: '2026-03-01' }));
    when.then([
      {
        type: 'BookingDetailsChanged',
        data: { ...id, changes: { rooms: 2, breakdown: quote('2026-03-10', '2026-03-12', 2) }, previous: { rooms: 3, breakdown: quote() } },
      },
    ]);
    expect(when.state()).toMatchObject({ rooms: 2, breakdown: quote('2026-03-10', '2026-03-12', 2) });
    given(created()).when(change({ rooms: PRICING.bedrooms + 1, today: '2026-03-01' })).thenFails('validation', 'booking.stayRuleBroken');
    given(created()).when(change({ rooms: 0 })).thenFails('validation', 'booking.notWholeNumber');
  });

  it('records a corrected e-mail or phone as new contact details, before the edit, by the guest rules', () => {
    const when = given(created(), events.customerInfoAdded()).when(
      change({ email: ' Malee@Example.com ', phone: '081-999-0000', checkOut: '2026-03-13' }),
    );
    when.then([
      { type: 'CustomerInfoAdded', data: { ...id, firstName: 'Somchai', lastName: 'Jaidee', email: 'malee@example.com', phone: '0819990000' } },
      {
        type: 'BookingDetailsChanged',
        data: { ...id, changes: { checkIn: '2026-03-10', checkOut: '2026-03-13', breakdown: quote('2026-03-10', '2026-03-13') }, previous: { checkIn: '2026-03-10', checkOut: '2026-03-12', breakdown: quote() } },
      },
    ]);
    expect(when.state()).toMatchObject({ customerInfo: { email: 'malee@example.com', phone: '0819990000' } });
    given(created(), events.customerInfoAdded()).when(change({ phone: '12345' })).thenFails('validation', 'booking.phoneInvalid');
    given(created(), events.customerInfoAdded()).when(change({ email: 'not-an-address' })).thenFails('validation', 'booking.emailInvalid');
  });

  it('carries a new name with corrected contact details, and records nothing for the same number written otherwise', () => {
    given(created(), events.customerInfoAdded())
      .when(change({ customerName: 'Malee Rakdee', phone: '0812345679' }))
      .then([
        { type: 'CustomerInfoAdded', data: { ...id, firstName: 'Malee', lastName: 'Rakdee', email: 'somchai@example.com', phone: '0812345679' } },
        { type: 'BookingDetailsChanged', data: { ...id, changes: { customerName: 'Malee Rakdee' }, previous: { customerName: 'Somchai Jaidee' } } },
      ]);
    given(created(), events.customerInfoAdded()).when(change({ phone: '081 234 5678', email: 'SOMCHAI@example.com' })).then([]);
  });

  it('removes an override with null', () => {
    given(created(), overridden)
      .when(change({ totalPrice: null }))
      .then([{ type: 'BookingDetailsChanged', data: { ...id, changes: { totalOverride: null }, previous: { totalOverride: 8000 } } }]);
  });

  it('keeps an override through a change of dates', () => {
    const state = given(created(), overridden).when(change({ checkOut: '2026-03-13', totalPrice: 8000 })).state();
    expect(state).toMatchObject({ totalOverride: 8000, breakdown: quote('2026-03-10', '2026-03-13') });
  });

  it('records nothing when the form comes back unchanged', () => {
    given(created()).when(change({ checkIn: '2026-03-10', checkOut: '2026-03-12', guests: 2, totalPrice: 10000 })).then([]);
    given(created(), overridden).when(change({ totalPrice: 8000 })).then([]);
  });

  it.each([
    [{ customerName: ' ' }, 'booking.fieldRequired'],
    [{ guests: 0 }, 'booking.notWholeNumber'],
    [{ totalPrice: 12.5 }, 'booking.notWholeNumber'],
    [{ checkOut: '2026-03-09' }, 'stay.checkOutBeforeCheckIn'],
    [{ checkIn: '2026-02-30' }, 'stay.invalidDate'],
  ])('refuses %j', (data, code) => {
    given(created()).when(change(data)).thenFails('validation', code);
  });

  it.each([
    ['expired', [events.expired()]],
    ['cancelled', [events.cancelled()]],
  ])('refuses to edit a booking that is %s', (status, later) => {
    given(created(), ...later).when(change({ guests: 3 })).thenFails('conflict', 'booking.actionNotAllowed', { action: 'changeDetails', status });
  });

  it('edits a confirmed booking', () => {
    given(created(), events.confirmed('pending_payment'))
      .when(change({ guests: 3 }))
      .then([{ type: 'BookingDetailsChanged', data: { ...id, changes: { guests: 3 }, previous: { guests: 2 } } }]);
  });
});

describe('booking decider: deletion and e-mail', () => {
  const remove = { type: 'DeleteBooking', data: id } as const;
  const emailed = { type: 'RecordConfirmationEmailSent', data: { ...id, to: 'somchai@example.com', messageId: '<m1@x>' } } as const;

  it.each([
    ['pending_payment', []],
    ['cancelled', [events.cancelled()]],
  ] as const)('deletes a booking that is %s, keeping its stream', (status, later) => {
    given(created(), ...later).when(remove).then([events.deleted(status)]);
  });

  it('refuses to delete a confirmed booking: it is cancelled first', () => {
    given(created(), events.confirmed('pending_payment')).when(remove).thenFails('conflict', 'booking.deleteConfirmed');
    given(created(), events.confirmed('pending_payment'), events.cancelled('confirmed')).when(remove).then([events.deleted('cancelled')]);
  });

  it('records whether the guest of a confirmed booking was refunded when it is cancelled', () => {
    const cancel = (refunded: boolean) => ({ type: 'CancelBooking', data: { ...id, reason: 'Storm', refunded } }) as const;
    given(created(), events.confirmed('pending_payment'))
      .when(cancel(true))
      .then([{ type: 'BookingCancelled', data: { ...id, previousStatus: 'confirmed', reason: 'Storm', refunded: true } }]);
    given(created(), events.confirmed('pending_payment'))
      .when(cancel(false))
      .then([{ type: 'BookingCancelled', data: { ...id, previousStatus: 'confirmed', reason: 'Storm', refunded: false } }]);
    // Nothing was paid on an unconfirmed booking: there is no refund to record.
    given(created()).when(cancel(true)).then([{ type: 'BookingCancelled', data: { ...id, previousStatus: 'pending_payment', reason: 'Storm' } }]);
  });

  it('answers not found for a deleted or unknown booking', () => {
    given(created(), events.deleted()).when(remove).thenFails('not_found', 'booking.notFound');
    given().when(remove).thenFails('not_found', 'booking.notFound');
    given(created(), events.deleted()).when({ type: 'ConfirmBooking', data: { ...id, now: CREATED_AT } }).thenFails('not_found', 'booking.notFound');
  });

  it('records a confirmation e-mail that went out', () => {
    given(created(), events.confirmed('pending_payment'))
      .when(emailed)
      .then([{ type: 'ConfirmationEmailSent', data: { ...id, to: 'somchai@example.com', messageId: '<m1@x>' } }]);
  });

  it('records one message once, and another message again', () => {
    const sent = { type: 'ConfirmationEmailSent', data: { ...id, to: 'somchai@example.com', messageId: '<m1@x>' } } as const;
    given(created(), events.confirmed('pending_payment'), sent).when(emailed).then([]);
    given(created(), events.confirmed('pending_payment'), sent)
      .when({ ...emailed, data: { ...emailed.data, messageId: '<m2@x>' } })
      .then([{ ...sent, data: { ...sent.data, messageId: '<m2@x>' } }]);
  });

  it('refuses to record an e-mail for an unknown booking or without a recipient', () => {
    given().when(emailed).thenFails('not_found', 'booking.notFound');
    given(created()).when({ ...emailed, data: { ...emailed.data, to: '' } }).thenFails('validation', 'booking.fieldRequired');
  });

  it('keeps the internal note and the message to the guest apart when cancelling', () => {
    const cancel = (data: object) =>
      ({ type: 'ChangeBookingStatus', data: { ...id, to: 'cancelled', now: '2026-03-01T00:00:00.000Z', ...data } }) as const;
    given(created())
      .when(cancel({ reason: ' Owner needs the villa ', messageToGuest: ' We are sorry: a burst pipe. Your money is on its way back. ' }))
      .then([
        {
          type: 'BookingCancelled',
          data: {
            ...id,
            previousStatus: 'pending_payment',
            reason: 'Owner needs the villa',
            messageToGuest: 'We are sorry: a burst pipe. Your money is on its way back.',
          },
        },
      ]);
    given(created())
      .when(cancel({ reason: 'Fake booking' }))
      .then([{ type: 'BookingCancelled', data: { ...id, previousStatus: 'pending_payment', reason: 'Fake booking' } }]);
  });
});

describe('booking decider: private notes', () => {
  const note = (text: string) => ({ type: 'AddBookingNote', data: { ...id, text } }) as const;

  it('keeps a note, trimmed, whatever the status', () => {
    given(created()).when(note('  Arrives late, keys with the guard  ')).then([{ type: 'BookingNoteAdded', data: { ...id, text: 'Arrives late, keys with the guard' } }]);
    given(created(), events.cancelled()).when(note('Refunded by bank transfer')).then([{ type: 'BookingNoteAdded', data: { ...id, text: 'Refunded by bank transfer' } }]);
  });

  it('refuses an empty or too long note, and a note on a deleted booking', () => {
    given(created()).when(note('   ')).thenFails('validation', 'booking.noteEmpty', { field: 'text' });
    given(created()).when(note('x'.repeat(2001))).thenFails('validation', 'booking.textTooLong', { max: 2000, field: 'text' });
    given(created(), events.deleted()).when(note('late')).thenFails('not_found', 'booking.notFound');
  });
});
