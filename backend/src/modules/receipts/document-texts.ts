import type { Language, PaymentMethod, RefundMethod } from '@baan-talay/contracts';

/** The words of numbered receipts, Thai tax invoices and credit notes (issue 30). */
export interface DocumentTexts {
  receipt: string;
  taxInvoice: string;
  creditNote: string;
  original: string;
  number: string;
  date: string;
  refersTo: string;
  seller: string;
  buyer: string;
  taxId: string;
  branch: (branch: string) => string;
  reference: string;
  description: string;
  stay: (checkIn: string, checkOut: string, nights: number) => string;
  refundOf: (reference: string) => string;
  amount: string;
  serviceCharge: (percent: number, included: boolean) => string;
  vat: (percent: number, included: boolean) => string;
  netAmount: string;
  total: string;
  totalRefunded: string;
  amountInWords: string;
  paidBy: string;
  refundedBy: string;
  methods: Record<PaymentMethod | RefundMethod | 'other', string>;
}

/** How money goes back, for e-mails: "by bank transfer" / "ทางโอนเงินผ่านธนาคาร". */
export const REFUND_METHOD_WORDS: Record<Language, Record<string, string>> = {
  th: { bank_transfer: 'การโอนเงินผ่านธนาคาร', promptpay: 'พร้อมเพย์', cash: 'เงินสด' },
  en: { bank_transfer: 'bank transfer', promptpay: 'PromptPay', cash: 'cash' },
};

const percent = (value: number): string => `${value}%`;

export const DOCUMENT_TEXTS: Record<Language, DocumentTexts> = {
  th: {
    receipt: 'ใบเสร็จรับเงิน',
    taxInvoice: 'ใบเสร็จรับเงิน/ใบกำกับภาษี',
    creditNote: 'ใบลดหนี้',
    original: 'ต้นฉบับ',
    number: 'เลขที่',
    date: 'วันที่',
    refersTo: 'อ้างถึงใบกำกับภาษีเลขที่',
    seller: 'ผู้ขาย',
    buyer: 'ผู้ซื้อ',
    taxId: 'เลขประจำตัวผู้เสียภาษี',
    branch: (branch) => (branch === '00000' ? 'สำนักงานใหญ่' : `สาขาที่ ${branch}`),
    reference: 'หมายเลขการจอง',
    description: 'รายการ',
    stay: (checkIn, checkOut, nights) => `ค่าที่พัก ${checkIn} – ${checkOut} (${nights} คืน)`,
    refundOf: (reference) => `คืนเงินค่าที่พักตามนโยบายการยกเลิก การจอง ${reference}`,
    amount: 'จำนวนเงิน',
    serviceCharge: (value, included) => `ค่าบริการ ${percent(value)}${included ? ' (รวมในราคาแล้ว)' : ''}`,
    vat: (value, included) => `ภาษีมูลค่าเพิ่ม ${percent(value)}${included ? ' (รวมในราคาแล้ว)' : ''}`,
    netAmount: 'มูลค่าก่อนค่าบริการและภาษี',
    total: 'จำนวนเงินรวมทั้งสิ้น',
    totalRefunded: 'จำนวนเงินที่คืนทั้งสิ้น',
    amountInWords: 'จำนวนเงินเป็นตัวอักษร',
    paidBy: 'ชำระโดย',
    refundedBy: 'คืนเงินโดย',
    methods: { bank_transfer: 'โอนเงินผ่านธนาคาร', promptpay: 'พร้อมเพย์', cash: 'เงินสด', other: 'อื่น ๆ' },
  },
  en: {
    receipt: 'Receipt',
    taxInvoice: 'Receipt / Tax Invoice',
    creditNote: 'Credit Note',
    original: 'Original',
    number: 'No.',
    date: 'Date',
    refersTo: 'Refers to tax invoice no.',
    seller: 'Seller',
    buyer: 'Buyer',
    taxId: 'Tax ID',
    branch: (branch) => (branch === '00000' ? 'Head office' : `Branch ${branch}`),
    reference: 'Booking reference',
    description: 'Description',
    stay: (checkIn, checkOut, nights) => `Accommodation ${checkIn} – ${checkOut} (${nights} ${nights === 1 ? 'night' : 'nights'})`,
    refundOf: (reference) => `Refund of accommodation under the cancellation policy, booking ${reference}`,
    amount: 'Amount',
    serviceCharge: (value, included) => `Service charge ${percent(value)}${included ? ' (included)' : ''}`,
    vat: (value, included) => `VAT ${percent(value)}${included ? ' (included)' : ''}`,
    netAmount: 'Value before service charge and VAT',
    total: 'Grand total',
    totalRefunded: 'Total refunded',
    amountInWords: 'Amount in Thai words',
    paidBy: 'Paid by',
    refundedBy: 'Refunded by',
    methods: { bank_transfer: 'Bank transfer', promptpay: 'PromptPay', cash: 'Cash', other: 'Other' },
  },
};
