import { DEFAULT_VILLA_PRICING, type PaymentKind, type VillaPricing } from '@baan-talay/contracts';
import { quoteStay } from '@baan-talay/pricing';
import type { CreateBooking } from './booking.commands';
import type { BookingCreated, BookingEvent, SlipFile } from './booking.events';

/** Shared by the decider specs: one booking, its stay and the moments around its payment window. */
export const BOOKING_ID = '7b0c8e1e-4f5a-4c1e-9a51-2f3b7c9d0e11';
export const CREATED_AT = '2026-03-01T03:00:00.000Z';
export const DEADLINE = '2026-03-01T03:30:00.000Z';
export const BEFORE_DEADLINE = '2026-03-01T03:20:00.000Z';
export const AFTER_DEADLINE = '2026-03-01T03:31:00.000Z';

export const PRICING: VillaPricing = { ...DEFAULT_VILLA_PRICING };

export const quote = (checkIn = '2026-03-10', checkOut = '2026-03-12', rooms = 3) =>
  quoteStay({ checkIn, checkOut, rooms }, PRICING);

export function createCommand(overrides: Partial<CreateBooking['data']> = {}): CreateBooking {
  return {
    type: 'CreateBooking',
    data: {
      bookingId: BOOKING_ID,
      by: 'guest',
      checkIn: '2026-03-10',
      checkOut: '2026-03-12',
      rooms: 3,
      guests: 2,
      breakdown: quote(),
      paymentMethod: 'bank_transfer',
      specialRequests: '',
      language: 'th',
      paymentDeadline: DEADLINE,
      accessTokenHash: 'a'.repeat(64),
      ...overrides,
    },
  };
}

export const created = (): BookingCreated => {
  const { by: _by, confirm: _confirm, customerInfo: _info, ...data } = createCommand().data;
  return { type: 'BookingCreated', data: { ...data, totalOverride: null } };
};

export const SLIP: SlipFile = {
  key: `slips/${BOOKING_ID}/0d5e.png`,
  url: `/api/booking/${BOOKING_ID}/slip/0d5e.png`,
  contentType: 'image/png',
  size: 1234,
  sha256: 'b'.repeat(64),
};

export const CUSTOMER = { firstName: 'Somchai', lastName: 'Jaidee', email: 'somchai@example.com', phone: '0812345678' };

const e = <T extends BookingEvent['type']>(type: T, data: object) =>
  ({ type, data: { bookingId: BOOKING_ID, ...data } }) as Extract<BookingEvent, { type: T }>;

export const events = {
  created,
  customerInfoAdded: () => e('CustomerInfoAdded', CUSTOMER),
  slipAttached: () => e('SlipAttached', SLIP),
  slipCleared: () => e('SlipCleared', { by: 'guest' }),
  confirmed: (previousStatus = 'in_review') => e('BookingConfirmed', { previousStatus }),
  expired: () => e('BookingExpired', { paymentDeadline: DEADLINE }),
  cancelled: (previousStatus = 'pending_payment') => e('BookingCancelled', { previousStatus }),
  deleted: (previousStatus = 'pending_payment') => e('BookingDeleted', { previousStatus }),
  /** The owner took the money: from the slip in review (`slip`), or paid another way. */
  paymentReceived: (kind: PaymentKind, amount: number, n = 1, slip: SlipFile | null = null, at = CONFIRMED_AT) =>
    e('PaymentReceived', {
      paymentId: `${BOOKING_ID}:${n}`,
      kind,
      amount,
      method: 'bank_transfer',
      slipUrl: slip?.url ?? null,
      qrTransactionRef: slip?.qr?.transRef ?? null,
      actor: { kind: 'admin' },
      at,
    }),
};

export const CONFIRMED_AT = '2026-03-01T04:00:00.000Z';
/** The fixture stay's price (two weekday nights, whole villa). */
export const FIXTURE_TOTAL = quote().total;
