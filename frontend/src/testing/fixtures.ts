import {
  DEFAULT_VILLA_PRICING,
  type AdminUserDto,
  type AdminVillaDto,
  type AuditEntryDto,
  type BookingDto,
  type DashboardStatsDto,
  type Paginated,
  DEFAULT_PAYMENT_PLAN,
  UNSET_OWNER_FACTS,
  type VillaDto,
} from '@baan-talay/contracts';

/** The answers the specs' API (testing/http.ts) gives, guest and admin: each spec overrides what it exercises. */

/** A complete villa as GET /api/villa answers it; tests override what they exercise. */
export function villaFixture(overrides: Partial<VillaDto> = {}): VillaDto {
  return {
    name: { th: 'บ้านทะเล', en: 'Baan Talay' },
    title: { th: 'วิลล่าริมทะเลพร้อมสระส่วนตัว', en: 'Beachfront pool villa' },
    description: { th: 'วิลล่าส่วนตัวริมหาด', en: 'A private villa on the beach with a pool and three bedrooms.' },
    beachfront: { th: 'ติดชายหาด', en: 'Right on the beach' },
    location: { th: 'เกาะสมุย', en: 'Koh Samui' },
    ...UNSET_OWNER_FACTS,
    sizeSqm: 320,
    bathrooms: 3,
    // The demo scenes the backend seeds and serves (the SPA ships no images of its own).
    backgroundImage: '/api/villa/images/demo-beach.svg',
    slideImages: [
      { id: 's1', url: '/api/villa/images/demo-pool.svg' },
      { id: 's2', url: '/api/villa/images/demo-bedroom-sea.svg' },
    ],
    rooms: [],
    bankDetails: [{ id: 'b1', bankName: 'Kasikorn Bank', accountNumber: '123-4-56789-0', accountName: 'Baan Talay Co.' }],
    paymentWindowMinutes: 30,
    promptPayAvailable: true,
    promptPayQrImage: null,
    openForBookings: true,
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...DEFAULT_VILLA_PRICING,
    ...overrides,
  };
}

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

export const adminUser = (overrides: Partial<AdminUserDto> = {}): AdminUserDto => ({
  id: '0b8f5c2e-4f7e-4c1a-9d1a-1f2e3d4c5b6a',
  email: 'owner@baantalay.test',
  name: 'Villa Owner',
  status: 'active',
  role: 'owner',
  createdAt: '2026-01-05T03:00:00.000Z',
  bookingEmails: true,
  ...overrides,
});

export function booking(overrides: Partial<BookingDto> = {}): BookingDto {
  return {
    _id: 'b-1',
    reference: 'BT-1001',
    status: 'in_review',
    checkIn: '2026-12-04',
    checkOut: '2026-12-06',
    rooms: 3,
    guests: 4,
    totalPrice: 12000,
    quotedTotal: 12000,
    priceOverridden: false,
    breakdown: {
      checkIn: '2026-12-04',
      checkOut: '2026-12-06',
      rooms: 3,
      nights: 2,
      weekdayNights: 0,
      weekendNights: 2,
      nightly: [
        { date: '2026-12-04', weekend: true, regularPrice: 6000, price: 6000 },
        { date: '2026-12-05', weekend: true, regularPrice: 6000, price: 6000 },
      ],
      basePrice: 6000,
      subtotal: 12000,
      discount: 0,
      savings: 0,
      taxesAndFees: 0,
      total: 12000,
      weekdayDiscountPercent: 0,
      weekendDiscountPercent: 0,
    },
    paymentMethod: 'bank_transfer',
    specialRequests: '',
    language: 'en',
    paymentDeadline: '2026-11-22T08:00:00.000Z',
    paymentSlipUrl: null,
    slipCheck: null,
    customerInfo: { firstName: 'Somchai', lastName: 'Jaidee', email: 'somchai@example.test', phone: '0812345678' },
    confirmationEmailSentAt: null,
    createdAt: '2026-11-22T07:30:00.000Z',
    updatedAt: '2026-11-22T07:40:00.000Z',
    ...overrides,
  };
}

export const page = <T>(items: T[], overrides: Partial<Paginated<T>> = {}): Paginated<T> => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 20,
  ...overrides,
});

/**
 * The villa as GET /api/admin/villa answers it: the shared villa fixture plus the admin-only fields,
 * starting without images, bank accounts or PromptPay so each spec adds what it exercises.
 */
export function adminVilla(overrides: Partial<AdminVillaDto> = {}): AdminVillaDto {
  return {
    ...villaFixture({
      backgroundImage: null,
      slideImages: [],
      bankDetails: [],
      promptPayAvailable: false,
      openForBookings: false,
    }),
    promptPayId: null,
    paymentPlan: { ...DEFAULT_PAYMENT_PLAN },
    ...overrides,
  };
}

export const stats = (overrides: Partial<DashboardStatsDto> = {}): DashboardStatsDto => ({
  totalBookings: 42,
  totalBookingsStatuses: ['pending_payment', 'in_review', 'confirmed'],
  pendingPayments: 3,
  inReview: 2,
  confirmed: 30,
  totalRevenue: 360000,
  occupancyNext30Days: 40,
  revenueByMonth: [
    { month: '2026-10', revenue: 120000 },
    { month: '2026-11', revenue: 240000 },
  ],
  ...overrides,
});

export function auditEntry(overrides: Partial<AuditEntryDto> = {}): AuditEntryDto {
  return {
    id: 'e-1',
    streamId: 'booking-b-1',
    bookingId: 'b-1',
    bookingReference: 'BT-B-1',
    type: 'BookingCreated',
    occurredAt: '2026-11-22T07:30:00.000Z',
    actor: { kind: 'guest' },
    changes: {},
    description: { sentence: overrides.type ?? 'BookingCreated', params: {}, fields: [], lists: [] },
    ...overrides,
  };
}
