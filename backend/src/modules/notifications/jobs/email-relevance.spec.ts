import type { BookingDto } from '@baan-talay/contracts';
import { reasonNotToSend } from './email-relevance';

const now = new Date('2030-01-01T10:00:00Z');
const deadline = '2030-01-01T10:30:00.000Z';
const booking = (overrides: Partial<BookingDto> = {}): BookingDto =>
  ({
    status: 'pending_payment',
    paymentDeadline: deadline,
    paymentSlipUrl: null,
    customerInfo: { firstName: 'Anna', lastName: 'Berg', email: 'anna@example.com', phone: '0812345678' },
    ...overrides,
  }) as BookingDto;

describe('reasonNotToSend', () => {
  it('sends each e-mail while the booking is in the state it announces', () => {
    expect(reasonNotToSend({ kind: 'booking_received', bookingId: 'b' }, booking(), now)).toBeNull();
    expect(reasonNotToSend({ kind: 'slip_received', bookingId: 'b' }, booking({ status: 'in_review' }), now)).toBeNull();
    expect(reasonNotToSend({ kind: 'booking_confirmed', bookingId: 'b' }, booking({ status: 'confirmed' }), now)).toBeNull();
    expect(reasonNotToSend({ kind: 'booking_cancelled', bookingId: 'b' }, booking({ status: 'cancelled' }), now)).toBeNull();
    expect(reasonNotToSend({ kind: 'booking_expired', bookingId: 'b' }, booking({ status: 'expired' }), now)).toBeNull();
    expect(reasonNotToSend({ kind: 'payment_reminder', bookingId: 'b', paymentDeadline: deadline }, booking(), now)).toBeNull();
  });

  it('holds back what the booking has moved past', () => {
    expect(reasonNotToSend({ kind: 'booking_received', bookingId: 'b' }, booking({ status: 'confirmed' }), now)).toBe('the booking is confirmed');
    expect(reasonNotToSend({ kind: 'booking_confirmed', bookingId: 'b' }, booking({ status: 'cancelled' }), now)).toBe('the booking is cancelled');
    expect(reasonNotToSend({ kind: 'booking_received', bookingId: 'b' }, booking({ paymentDeadline: '2030-01-01T09:59:00Z' }), now)).toBe(
      'the payment window has closed',
    );
  });

  it('sends a reminder only for the current window, with no slip, before the deadline', () => {
    const remind = { kind: 'payment_reminder' as const, bookingId: 'b', paymentDeadline: deadline };
    expect(reasonNotToSend(remind, booking({ status: 'in_review', paymentSlipUrl: '/slip' }), now)).toMatch(/slip/);
    expect(reasonNotToSend(remind, booking({ paymentDeadline: '2030-01-01T11:00:00.000Z' }), now)).toBe('the payment deadline has changed');
    expect(reasonNotToSend(remind, booking(), new Date('2030-01-01T10:31:00Z'))).toBe('the payment window has closed');
  });

  it('sends nothing without an address', () => {
    expect(reasonNotToSend({ kind: 'booking_confirmed', bookingId: 'b' }, booking({ status: 'confirmed', customerInfo: null }), now)).toBe(
      'the booking has no e-mail address',
    );
  });

  it("sends a rejected slip's e-mail while its new window is open and no new slip is in", () => {
    const rejected = { kind: 'slip_rejected' as const, bookingId: 'b', paymentDeadline: deadline, reason: 'Unreadable' };
    expect(reasonNotToSend(rejected, booking(), now)).toBeNull();
    expect(reasonNotToSend(rejected, booking({ status: 'in_review', paymentSlipUrl: '/slip' }), now)).toMatch(/slip/);
    expect(reasonNotToSend(rejected, booking({ paymentDeadline: '2030-01-01T11:00:00.000Z' }), now)).toBe('the payment deadline has changed');
  });

  it('sends the link a guest asked for whatever the status', () => {
    expect(reasonNotToSend({ kind: 'booking_link', bookingId: 'b' }, booking({ status: 'expired' }), now)).toBeNull();
  });
});
