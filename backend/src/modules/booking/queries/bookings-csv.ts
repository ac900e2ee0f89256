import type { BookingDto, Language } from '@baan-talay/contracts';

/** Byte order mark: Excel opens a UTF-8 file with it as UTF-8 (Thai names intact), without it as ANSI. */
const BOM = '\uFEFF';

type Column = { label: Record<Language, string>; value: (booking: BookingDto, language: Language) => string | number };

const STATUS: Record<BookingDto['status'], Record<Language, string>> = {
  pending_payment: { th: 'รอชำระเงิน', en: 'Pending payment' },
  in_review: { th: 'รอตรวจสอบ', en: 'In review' },
  confirmed: { th: 'ยืนยันแล้ว', en: 'Confirmed' },
  expired: { th: 'หมดเวลา', en: 'Expired' },
  cancelled: { th: 'ยกเลิกแล้ว', en: 'Cancelled' },
};
const PAYMENT: Record<BookingDto['paymentMethod'], Record<Language, string>> = {
  bank_transfer: { th: 'โอนเงินผ่านธนาคาร', en: 'Bank transfer' },
  promptpay: { th: 'พร้อมเพย์ QR', en: 'PromptPay QR' },
};

/** Villa time (UTC+7 all year), as the admin reads every other date: `2026-11-22 14:30`. */
const bangkok = (instant: string) => new Date(Date.parse(instant) + 7 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');

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
  { label: { th: 'โทรศัพท์', en: 'Phone' }, value: (b) => b.customerInfo?.phone ?? '' },
  { label: { th: 'ราคารวม (บาท)', en: 'Total (THB)' }, value: (b) => b.totalPrice },
  { label: { th: 'การชำระเงิน', en: 'Payment' }, value: (b, language) => PAYMENT[b.paymentMethod][language] },
  { label: { th: 'คำขอพิเศษ', en: 'Special requests' }, value: (b) => b.specialRequests },
  { label: { th: 'จองเมื่อ (เวลาไทย)', en: 'Booked at (Bangkok)' }, value: (b) => bangkok(b.createdAt) },
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
