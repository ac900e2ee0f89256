import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BOOKING_STATUSES, LANGUAGES, PAYMENT_METHODS, type BookingDto } from '@baan-talay/contracts';
import { PAYMENT, STATUS, bookingsCsv } from './bookings-csv';

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
    expect(row).toBe('BT-0000000B,ยืนยันแล้ว,2030-01-04,2030-01-06,2,3,4,สมชาย,ใจดี,somchai@example.com,081-234-5678,12000,พร้อมเพย์ QR,,,"Late check-in, ""after 10pm""",2029-12-02 00:30');
    expect(bookingsCsv([booking()], 'en').split('\r\n')[1]).toContain(',Confirmed,');
  });

  it('writes phones hyphenated, so Excel and LibreOffice keep the leading 0 and the country code as text', () => {
    const phones = ['0812345678', '+447700900123', '+66812345678'].map((phone) => {
      const csv = bookingsCsv([booking({ customerInfo: { firstName: 'A', lastName: 'B', email: 'a@b.co', phone } })], 'en');
      return csv.split('\r\n')[1].split(',')[10];
    });
    expect(phones).toEqual(['081-234-5678', '(+44) 7700-900123', '(+66) 81-234-5678']);
  });

  it('says whether a cancelled paid booking was refunded and who made each booking, in the language asked', () => {
    const rows = [
      booking({ status: 'cancelled', refunded: true, createdBy: 'admin' }),
      booking({ status: 'cancelled', refunded: false, createdBy: 'guest' }),
      booking({ refunded: null, createdBy: 'guest' }),
    ];
    const column = (csv: string, name: string) => {
      const [header, ...lines] = csv.slice(1).trim().split('\r\n');
      const at = header.split(',').indexOf(name);
      return lines.map((line) => line.split(',')[at]);
    };
    expect(column(bookingsCsv(rows, 'en'), 'Refund')).toEqual(['Refunded', 'Not refunded', '']);
    expect(column(bookingsCsv(rows, 'en'), 'Source')).toEqual(['Admin (phone booking)', 'Direct (website)', 'Direct (website)']);
    expect(column(bookingsCsv(rows, 'th'), 'ที่มา')).toEqual(['แอดมินบันทึก (โทรศัพท์)', 'จองตรงผ่านเว็บไซต์', 'จองตรงผ่านเว็บไซต์']);
  });

  it('keeps a formula out of a spreadsheet cell', () => {
    const csv = bookingsCsv([booking({ customerInfo: { firstName: '=HYPERLINK("x")', lastName: '+1', email: 'a@b.c', phone: '-' } })], 'en');
    expect(csv).toContain(`"'=HYPERLINK(""x"")",'+1,a@b.c,'-`);
  });
});

describe('the CSV labels', () => {
  const admin = (language: string) =>
    JSON.parse(readFileSync(join(__dirname, '../../../../../frontend/public/locales', language, 'admin.json'), 'utf8')) as {
      status: Record<string, string>;
      paymentMethods: Record<string, string>;
    };

  it.each(LANGUAGES)('are the admin screens\' words for every status and payment method (%s)', (language) => {
    const texts = admin(language);
    for (const status of BOOKING_STATUSES) expect(STATUS[status][language]).toBe(texts.status[status]);
    for (const method of PAYMENT_METHODS) expect(PAYMENT[method][language]).toBe(texts.paymentMethods[method]);
  });
});
