import { deciderSpec } from '../../../../test/support/decider-spec';
import { DomainError } from '../../../shared/domain-error';
import { bookingDecider } from './booking.decider';
import { BOOKING_ID, CUSTOMER, SLIP, createCommand, created, events } from './booking.fixtures';
import { MAX_SLIP_FILES, assertSlipUploadAllowed } from './guest-limits.rule';

const { given } = deciderSpec(bookingDecider);

const customerInfo = (email: string, unpaidHoldsOfEmail?: { count: number; max: number }, by: 'guest' | 'admin' = 'guest') => ({
  type: 'AddCustomerInfo' as const,
  data: { bookingId: BOOKING_ID, by, ...CUSTOMER, email, ...(unpaidHoldsOfEmail && { unpaidHoldsOfEmail }) },
});
const infoAdded = (email: string) => ({ type: 'CustomerInfoAdded' as const, data: { bookingId: BOOKING_ID, ...CUSTOMER, email } });

describe('booking decider: unpaid holds per IP and e-mail', () => {
  it('records the hash of the IP a guest booked from', () => {
    given()
      .when(createCommand({ ipHash: 'f00d', unpaidHoldsOfIp: { count: 2, max: 3 } }))
      .then([{ ...created(), data: { ...created().data, ipHash: 'f00d' } }]);
  });

  it('refuses a guest whose IP already holds the maximum of unpaid bookings (429)', () => {
    given().when(createCommand({ ipHash: 'f00d', unpaidHoldsOfIp: { count: 20, max: 20 } })).thenFails('too_many', 'booking.tooManyUnpaidHoldsForNetwork', { max: 20 });
  });

  it("counts the browser's own holds first: a browser at its maximum is refused, another browser behind the same IP is not", () => {
    const ip = { ipHash: 'f00d', unpaidHoldsOfIp: { count: 3, max: 20 } };
    given().when(createCommand({ ...ip, unpaidHoldsOfBrowser: { count: 3, max: 3 } })).thenFails('too_many', 'booking.tooManyUnpaidHolds', { max: 3 });
    given()
      .when(createCommand({ ...ip, unpaidHoldsOfBrowser: { count: 0, max: 3 } }))
      .then([{ ...created(), data: { ...created().data, ipHash: 'f00d' } }]);
  });

  it('lets an admin create whatever the count', () => {
    given().when(createCommand({ by: 'admin', unpaidHoldsOfIp: { count: 9, max: 3 } })).then([created()]);
  });

  it('refuses an e-mail address that already has the maximum of unpaid holds elsewhere', () => {
    given(created()).when(customerInfo('busy@example.com', { count: 3, max: 3 })).thenFails('too_many');
    given(created()).when(customerInfo('free@example.com', { count: 2, max: 3 })).then([infoAdded('free@example.com')]);
  });

  it('does not count the address again when it stays the same', () => {
    given(created(), infoAdded('busy@example.com')).when(customerInfo('busy@example.com', { count: 3, max: 3 })).then([infoAdded('busy@example.com')]);
  });
});

describe('booking decider: e-mail address changes', () => {
  const changes = [infoAdded('a1@example.com'), infoAdded('a2@example.com'), infoAdded('a3@example.com'), infoAdded('a4@example.com')];

  it('takes the first address and three changes, then refuses a fourth change (429)', () => {
    given(created(), ...changes.slice(0, 3)).when(customerInfo('a4@example.com')).then([changes[3]]);
    given(created(), ...changes).when(customerInfo('a5@example.com')).thenFails('too_many');
  });

  it('still saves the same address again after the limit, and lets an admin correct it', () => {
    given(created(), ...changes).when(customerInfo('a4@example.com')).then([changes[3]]);
    given(created(), ...changes).when(customerInfo('a5@example.com', undefined, 'admin')).then([infoAdded('a5@example.com')]);
  });

  it.each(['Somchai <somchai@example.com>', 'a@example.com,b@example.com', 'a@example.com\r\nBcc: x@example.com'])(
    'refuses the address %j: plain addresses only',
    (email) => {
      given(created()).when(customerInfo(email)).thenFails('validation');
    },
  );
});

describe('slip uploads', () => {
  it('are taken while the booking waits for payment or review, up to the file limit', () => {
    expect(() => assertSlipUploadAllowed('pending_payment', MAX_SLIP_FILES - 1)).not.toThrow();
    expect(() => assertSlipUploadAllowed('in_review', 0)).not.toThrow();
  });

  it.each(['cancelled', 'expired', 'confirmed'] as const)('are refused for a %s booking (409)', (status) => {
    expect(() => assertSlipUploadAllowed(status, 0)).toThrow(expect.objectContaining({ kind: 'conflict', code: 'slip.bookingClosed' }));
  });

  it('are refused beyond the file limit (429)', () => {
    const refusal = (() => {
      try {
        assertSlipUploadAllowed('pending_payment', MAX_SLIP_FILES);
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(DomainError);
    expect(refusal).toMatchObject({ kind: 'too_many', code: 'slip.tooManyFiles', params: { max: MAX_SLIP_FILES } });
  });

  it('keep the attach rule: a slip is attached only while payment is pending', () => {
    given(created(), events.slipAttached()).when({ type: 'AttachSlip', data: { bookingId: BOOKING_ID, slip: SLIP, now: '2026-03-01T03:10:00.000Z' } }).thenFails('conflict');
  });
});
