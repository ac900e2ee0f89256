import { DEFAULT_VILLA_PRICING, type VillaDto } from '@baan-talay/contracts';

/** A complete villa as GET /api/villa answers it; tests override what they exercise. */
export function villaFixture(overrides: Partial<VillaDto> = {}): VillaDto {
  return {
    name: { th: 'บ้านทะเล', en: 'Baan Talay' },
    title: { th: 'วิลล่าริมทะเลพร้อมสระส่วนตัว', en: 'Beachfront pool villa' },
    description: { th: 'วิลล่าส่วนตัวริมหาด', en: 'A private villa on the beach with a pool and three bedrooms.' },
    beachfront: { th: 'ติดชายหาด', en: 'Right on the beach' },
    location: { th: 'เกาะสมุย', en: 'Koh Samui' },
    privacyNotice: { th: '', en: '' },
    houseRules: { th: '', en: '' },
    cancellationPolicy: { th: '', en: '' },
    address: { th: '', en: '' },
    checkInTime: '',
    checkOutTime: '',
    contactPhone: '',
    contactEmail: '',
    contactLineId: '',
    contactWhatsApp: '',
    mapLatitude: null,
    mapLongitude: null,
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
