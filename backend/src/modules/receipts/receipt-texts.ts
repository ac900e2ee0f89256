import type { BookingStatus, Language, PaymentMethod } from '@baan-talay/contracts';

export interface ReceiptTexts {
  title: string;
  /** The same document before the villa has confirmed the payment. */
  summaryTitle: string;
  adjustment: string;
  reference: string;
  guest: string;
  email: string;
  checkIn: string;
  checkOut: string;
  nights: (count: number) => string;
  rooms: string;
  taxesAndFees: string;
  youSave: (amount: string) => string;
  night: string;
  price: string;
  total: string;
  paymentMethod: string;
  status: string;
  issuedAt: string;
  taxesIncluded: string;
  notYetPaid: string;
  paymentMethods: Record<PaymentMethod, string>;
  statuses: Record<BookingStatus, string>;
}

export const RECEIPT_TEXTS: Record<Language, ReceiptTexts> = {
  th: {
    title: 'ใบเสร็จรับเงิน',
    summaryTitle: 'ใบสรุปการจอง',
    adjustment: 'ปรับราคาโดยวิลล่า',
    reference: 'หมายเลขการจอง',
    guest: 'ผู้เข้าพัก',
    email: 'อีเมล',
    checkIn: 'เช็คอิน',
    checkOut: 'เช็คเอาท์',
    nights: (count) => `${count} คืน`,
    rooms: 'จำนวนห้อง',
    taxesAndFees: 'ภาษีและค่าธรรมเนียม',
    youSave: (amount) => `คุณประหยัด ${amount} จากราคาปกติ`,
    night: 'คืนวันที่',
    price: 'ราคา',
    total: 'ยอดรวม',
    paymentMethod: 'วิธีชำระเงิน',
    status: 'สถานะ',
    issuedAt: 'วันที่ออกเอกสาร',
    taxesIncluded: 'ราคารวมภาษีและค่าธรรมเนียมแล้ว',
    notYetPaid: 'เอกสารนี้จะเป็นหลักฐานการชำระเงินเมื่อการจองได้รับการยืนยันจากทางวิลล่าแล้วเท่านั้น',
    paymentMethods: { bank_transfer: 'โอนเงินผ่านธนาคาร', promptpay: 'พร้อมเพย์' },
    statuses: {
      pending_payment: 'รอชำระเงิน',
      in_review: 'กำลังตรวจสอบการชำระเงิน',
      confirmed: 'ยืนยันแล้ว',
      expired: 'หมดเวลาชำระเงิน',
      cancelled: 'ยกเลิกแล้ว',
    },
  },
  en: {
    title: 'Receipt',
    summaryTitle: 'Booking summary',
    adjustment: 'Price adjustment by the villa',
    reference: 'Booking reference',
    guest: 'Guest',
    email: 'E-mail',
    checkIn: 'Check-in',
    checkOut: 'Check-out',
    nights: (count) => `${count} ${count === 1 ? 'night' : 'nights'}`,
    rooms: 'Rooms',
    taxesAndFees: 'Taxes and fees',
    youSave: (amount) => `You save ${amount} on the regular price`,
    night: 'Night of',
    price: 'Price',
    total: 'Total',
    paymentMethod: 'Payment method',
    status: 'Status',
    issuedAt: 'Date of issue',
    taxesIncluded: 'Prices include taxes and fees.',
    notYetPaid: 'This document becomes a proof of payment only once the villa has confirmed the booking.',
    paymentMethods: { bank_transfer: 'Bank transfer', promptpay: 'PromptPay' },
    statuses: {
      pending_payment: 'Awaiting payment',
      in_review: 'Payment under review',
      confirmed: 'Confirmed',
      expired: 'Expired',
      cancelled: 'Cancelled',
    },
  },
};
