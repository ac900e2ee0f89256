import type { Tm30Guest } from '@baan-talay/contracts';
import { deciderSpec } from '../../../../test/support/decider-spec';
import { tm30Completeness, tm30Decider, type Tm30Stay } from './tm30.decider';
import type { Tm30Event } from './tm30.events';
import { foreignGuest } from './tm30.fixtures';

const { given } = deciderSpec(tm30Decider);
const BOOKING_ID = '3f0c2a8e-1d4b-4c6a-9e2f-7b5d8c1a0e33';
const stay: Tm30Stay = { checkIn: '2026-03-10', checkOut: '2026-03-14', status: 'confirmed' };
const guest = (over: Partial<Tm30Guest> = {}): Tm30Guest => foreignGuest(stay, over);
const submit = (guests: Tm30Guest[], today = '2026-03-01', on: Tm30Stay = stay) =>
  ({ type: 'SubmitTm30Details', data: { bookingId: BOOKING_ID, guests, stay: on, today } }) as const;
const submitted = (guests: Tm30Guest[]): Tm30Event => ({ type: 'Tm30DetailsSubmitted', data: { bookingId: BOOKING_ID, checkIn: stay.checkIn, checkOut: stay.checkOut, guests } });
const receipt = (receiptNumber: string) => ({ type: 'RecordTm30Receipt', data: { bookingId: BOOKING_ID, receiptNumber } }) as const;
const erased: Tm30Event = { type: 'Tm30PersonalDataErased', data: { bookingId: BOOKING_ID, reason: 'retention' } };

describe('TM30 decider: completeness', () => {
  it('is missing until the guest answers, complete with foreign guests, none when every guest is Thai', () => {
    expect(tm30Completeness(tm30Decider.initialState)).toBe('missing');
    expect(tm30Completeness(given().when(submit([guest()])).state())).toBe('complete');
    expect(tm30Completeness(given().when(submit([])).state())).toBe('none');
  });

  it('stores names and passport numbers as the passport prints them', () => {
    given()
      .when(submit([guest({ firstName: ' anna  maria ', middleName: '  ', lastName: 'schmidt', passportNumber: 'c01x 00t-47', nationality: 'de' })]))
      .then([submitted([guest({ firstName: 'ANNA MARIA', lastName: 'SCHMIDT' })])]);
  });

  it('lets the guest correct the details until the owner files them', () => {
    given(submitted([guest()])).when(submit([guest(), guest({ firstName: 'Jonas', passportNumber: 'C01X00T48', sex: 'M' })])).then([
      submitted([guest({ firstName: 'ANNA', lastName: 'SCHMIDT' }), guest({ firstName: 'JONAS', lastName: 'SCHMIDT', passportNumber: 'C01X00T48', sex: 'M' })]),
    ]);
    given(submitted([guest()]), { type: 'Tm30ReceiptRecorded', data: { bookingId: BOOKING_ID, receiptNumber: 'TM-1' } })
      .when(submit([guest()]))
      .thenFails('conflict', 'tm30.alreadyFiled');
  });

  it.each([
    [{ nationality: 'TH' }, 'tm30.thaiNationality'],
    [{ nationality: 'XX' }, 'tm30.nationalityUnknown'],
    [{ passportNumber: '12' }, 'tm30.passportInvalid'],
    [{ passportNumber: 'AB12345678901' }, 'tm30.passportInvalid'],
    [{ firstName: 'Anna1' }, 'tm30.nameInvalid'],
    [{ dateOfBirth: '2026-03-11' }, 'tm30.bornAfterArrival'],
    [{ dateOfBirth: '1890-01-01' }, 'tm30.ageImplausible'],
    [{ arrivalDate: '2026-03-09' }, 'tm30.arrivalOutsideStay'],
    [{ arrivalDate: '2026-03-14' }, 'tm30.arrivalOutsideStay'],
    [{ departureDate: '2026-03-15' }, 'tm30.departureOutsideStay'],
    [{ arrivalDate: '2026-03-12', departureDate: '2026-03-12' }, 'tm30.departureOutsideStay'],
  ] as const)('refuses %j with %s, naming the guest', (change, code) => {
    given().when(submit([guest(), guest({ passportNumber: 'P9999999', ...change })])).thenFails('validation', code);
  });

  it('refuses one passport twice, and details for a stay ended, cancelled or erased', () => {
    given().when(submit([guest(), guest({ firstName: 'Jonas' })])).thenFails('validation', 'tm30.passportTwice', { guest: 2 });
    given().when(submit([guest()], '2026-03-14')).thenFails('conflict', 'tm30.stayEnded');
    given().when(submit([guest()], '2026-03-01', { ...stay, status: 'cancelled' })).thenFails('conflict', 'tm30.bookingNotLive');
    given(submitted([guest()]), erased).when(submit([guest()])).thenFails('conflict', 'tm30.erased');
  });
});

describe('TM30 decider: filing, reminders and erasure', () => {
  it('records a receipt number only for complete details, once', () => {
    given(submitted([guest()])).when(receipt(' TM30-2026/001 ')).then([{ type: 'Tm30ReceiptRecorded', data: { bookingId: BOOKING_ID, receiptNumber: 'TM30-2026/001' } }]);
    given(submitted([guest()]), { type: 'Tm30ReceiptRecorded', data: { bookingId: BOOKING_ID, receiptNumber: 'A1' } }).when(receipt('A1')).then([]);
    given().when(receipt('A1')).thenFails('conflict', 'tm30.nothingToFile');
    given(submitted([])).when(receipt('A1')).thenFails('conflict', 'tm30.nothingToFile');
    given(submitted([guest()])).when(receipt('<script>')).thenFails('validation', 'tm30.receiptInvalid');
  });

  it('reminds once, and never a guest who has answered', () => {
    const remind = { type: 'RecordTm30Reminder', data: { bookingId: BOOKING_ID, to: 'anna@example.com' } } as const;
    given().when(remind).then([{ type: 'Tm30ReminderSent', data: { bookingId: BOOKING_ID, to: 'anna@example.com' } }]);
    given({ type: 'Tm30ReminderSent', data: { bookingId: BOOKING_ID, to: 'anna@example.com' } }).when(remind).then([]);
    given(submitted([])).when(remind).then([]);
  });

  it('erases once; an erased submission still counts as given', () => {
    const erase = { type: 'EraseTm30PersonalData', data: { bookingId: BOOKING_ID, reason: 'retention' } } as const;
    given(submitted([guest()])).when(erase).then([erased]);
    given(submitted([guest()]), erased).when(erase).then([]);
    const afterErasure = given({ type: 'Tm30DetailsSubmitted', data: { bookingId: BOOKING_ID, checkIn: stay.checkIn, checkOut: stay.checkOut, guests: '[erased]' as unknown as Tm30Guest[] } }).when(erase).state();
    expect(afterErasure).toMatchObject({ submitted: true, erased: true });
  });
});
