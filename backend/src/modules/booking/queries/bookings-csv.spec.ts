import type { BookingDto } from '@baan-talay/contracts';
import { bookingsCsv } from './bookings-csv';

const booking = (overrides: Partial<BookingDto> = {}): BookingDto =>
  ({
    _id: 'b1',
    reference: 'BT-0000000B',
    status: 'confirmed',
    checkIn: '2030-01-04',
    checkOut: '2030-01-06',
    rooms: 3,
    guests: 4,
    totalPrice: 12000,
    breakdown: { nights: 2 },
    paymentMethod: 'promptpay',
    specialRequests: 'Late check-in, "after 10pm"',
    customerInfo: { firstName: 'สมชาย', lastName: 'ใจดี', email: 'somchai@example.com', phone: '0812345678' },
    createdAt: '2029-12-01T17:30:00.000Z',
    ...overrides,
  }) as BookingDto;

describe('bookingsCsv', () => {
  it('starts with a BOM, heads the columns in the language asked and quotes what needs it', () => {
    const csv = bookingsCsv([booking()], 'th');
    expect(csv.startsWith('\uFEFFเลขที่การจอง,สถานะ,')).toBe(true);
    const [, row] = csv.slice(1).split('\r\n');
    expect(row).toBe('BT-0000000B,ยืนยันแล้ว,2030-01-04,2030-01-06,2,3,4,สมชาย,ใจดี,somchai@example.com,0812345678,12000,พร้อมเพย์ QR,"Late check-in, ""after 10pm""",2029-12-02 00:30');
    expect(bookingsCsv([booking()], 'en').split('\r\n')[1]).toContain(',Confirmed,');
  });

  it('keeps a formula out of a spreadsheet cell', () => {
    const csv = bookingsCsv([booking({ customerInfo: { firstName: '=HYPERLINK("x")', lastName: '+1', email: 'a@b.c', phone: '-' } })], 'en');
    expect(csv).toContain(`"'=HYPERLINK(""x"")",'+1,a@b.c,'-`);
  });
});
