import type { BookingDto } from '@baan-talay/contracts';

/** A booking as GET /api/booking/:id answers it, waiting for payment. */
export function bookingFixture(overrides: Partial<BookingDto> = {}): BookingDto {
  return {
    _id: 'bk-1',
    reference: 'BT-0001',
    status: 'pending_payment',
    checkIn: '2030-03-04',
    checkOut: '2030-03-06',
    rooms: 3,
    guests: 1,
    totalPrice: 10000,
    quotedTotal: 10000,
    priceOverridden: false,
    breakdown: undefined as never,
    paymentMethod: 'bank_transfer',
    specialRequests: '',
    language: 'en',
    paymentDeadline: new Date(Date.now() + 30 * 60_000).toISOString(),
    paymentSlipUrl: null,
    slipCheck: null,
    customerInfo: null,
    confirmationEmailSentAt: null,
    createdAt: '2030-01-01T00:00:00.000Z',
    updatedAt: '2030-01-01T00:00:00.000Z',
    ...overrides,
  };
}
