import type { BookingDto, Language } from '@baan-talay/contracts';
import { villaWallClock } from '@baan-talay/pricing';
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/** Byte order mark: Excel opens a UTF-8 file with it as UTF-8 (Thai names intact), without it as ANSI. */
const BOM = '\uFEFF';

type Column = { label: Record<Language, string>; value: (booking: BookingDto, language: Language) => string | number };

/** Keyed by the contract's values, in the admin's words: the same as `admin.status` and `admin.paymentMethods` in the SPA's locale files (bookings-csv.spec checks). */
export const STATUS: Record<BookingDto['status'], Record<Language, string>> = {
  pending_payment: { th: 'รอชำระเงิน', en: 'Pending payment' },
  in_review: { th: 'รอตรวจสอบ', en: 'In review' },
  confirmed: { th: 'ยืนยันแล้ว', en: 'Confirmed' },
  expired: { th: 'หมดเวลา', en: 'Expired' },
  cancelled: { th: 'ยกเลิกแล้ว', en: 'Cancelled' },
};
export const PAYMENT: Record<BookingDto['paymentMethod'], Record<Language, string>> = {
  bank_transfer: { th: 'โอนเงินผ่านธนาคาร', en: 'Bank transfer' },
  promptpay: { th: 'พร้อมเพย์ QR', en: 'PromptPay QR' },
};

const SOURCE: Record<NonNullable<BookingDto['createdBy']>, Record<Language, string>> = {
  guest: { th: 'จองตรงผ่านเว็บไซต์', en: 'Direct (website)' },
  admin: { th: 'แอดมินบันทึก (โทรศัพท์)', en: 'Admin (phone booking)' },
};
const YES_NO: Record<Language, [string, string]> = { th: ['คืนเงินแล้ว', 'ไม่คืนเงิน'], en: ['Refunded', 'Not refunded'] };

/**
 * A phone as people write it, its groups joined by hyphens: "081-234-5678", or "(+44) 7700-900123"
 * with a country code. Excel and LibreOffice both read a bare "0812345678" as the number 812345678,
 * and a cell starting "+" as a number or a formula. A hyphenated value is neither a number (no
 * locale groups digits with "-") nor a date in either, and "(+44) …" is no accounting negative
 * once text follows; so both keep it as text, with no quote mark, tab or formula to see or strip.
 */
export function csvPhone(stored: string): string {
  const parsed = stored ? parsePhoneNumberFromString(stored, 'TH') : undefined;
  if (!parsed) return stored;
  const hyphenated = (groups: string) => groups.trim().replace(/\s+/g, '-');
  if (!stored.startsWith('+')) return hyphenated(parsed.formatNational());
  return `(+${parsed.countryCallingCode}) ${hyphenated(parsed.formatInternational().replace(`+${parsed.countryCallingCode}`, ''))}`;
}

const COLUMNS: Column[] = [
  { label: { th: 'เลขที่การจอง', en: 'Reference' }, value: (b) => b.reference },
  { label: { th: 'สถานะ', en: 'Status' }, value: (b, language) => STATUS[b.status][language] },
  { label: { th: 'เช็คอิน', en: 'Check-in' }, value: (b) => b.checkIn },
  { label: { th: 'เช็คเอาท์', en: 'Check-out' }, value: (b) => b.checkOut },
  { label: { th: 'จำนวนคืน', en: 'Nights' }, value: (b) => b.breakdown.nights },
  { label: { th: 'ห้อง', en: 'Rooms' }, value: (b) => b.rooms },
  { label: { th: 'ผู้เข้าพัก', en: 'Guests' }, value: (b) => b.guests },
  { label: { th: 'ชื่อ', en: 'First name' }, value: (b) => b.customerInfo?.firstName ?? '' },
  { label: { th: 'นามสกุล', en: 'Last name' }, value: (b) => b.customerInfo?.lastName ?? '' },
  { label: { th: 'อีเมล', en: 'Email' }, value: (b) => b.customerInfo?.email ?? '' },
  { label: { th: 'โทรศัพท์', en: 'Phone' }, value: (b) => csvPhone(b.customerInfo?.phone ?? '') },
  { label: { th: 'ราคารวม (บาท)', en: 'Total (THB)' }, value: (b) => b.totalPrice },
  { label: { th: 'การชำระเงิน', en: 'Payment' }, value: (b, language) => PAYMENT[b.paymentMethod][language] },
  { label: { th: 'การคืนเงิน', en: 'Refund' }, value: (b, language) => (typeof b.refunded === 'boolean' ? YES_NO[language][b.refunded ? 0 : 1] : '') },
  { label: { th: 'ที่มา', en: 'Source' }, value: (b, language) => (b.createdBy ? SOURCE[b.createdBy][language] : '') },
  { label: { th: 'คำขอพิเศษ', en: 'Special requests' }, value: (b) => b.specialRequests },
  { label: { th: 'จองเมื่อ (เวลาไทย)', en: 'Booked at (Bangkok)' }, value: (b) => villaWallClock(b.createdAt) },
];

/**
 * A cell as RFC 4180 wants it; a text a spreadsheet would run as a formula (`=`, `+`, `-`, `@`) is
 * prefixed with an apostrophe, so a guest's name cannot become a formula on the owner's machine.
 */
function cell(raw: string | number): string {
  if (typeof raw === 'number') return String(raw);
  const text = /^[=+\-@\t\r]/.test(raw) ? `'${raw}` : raw;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The bookings list as CSV in the admin's language: statuses and payment methods by name. */
export function bookingsCsv(bookings: readonly BookingDto[], language: Language): string {
  const header = COLUMNS.map((column) => cell(column.label[language]));
  const rows = bookings.map((booking) => COLUMNS.map((column) => cell(column.value(booking, language))));
  return BOM + [header, ...rows].map((row) => row.join(',')).join('\r\n') + '\r\n';
}
