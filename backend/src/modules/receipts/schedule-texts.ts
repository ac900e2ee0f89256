import type { InstalmentStatus, Language, PaymentScheduleDto } from '@baan-talay/contracts';

type SecurityStatus = PaymentScheduleDto['securityDeposit']['status'];

/** The words of the payment schedule printed on the booking summary and receipt (issue 30). */
export interface ScheduleTexts {
  heading: string;
  deposit: (percent: number) => string;
  balance: string;
  inFull: string;
  dueBy: (date: string) => string;
  securityDeposit: string;
  paid: string;
  dueNow: string;
  outstanding: string;
  refunded: string;
  instalment: Record<Exclude<InstalmentStatus, 'none'>, string>;
  security: Record<Exclude<SecurityStatus, 'none'>, string>;
}

export const SCHEDULE_TEXTS: Record<Language, ScheduleTexts> = {
  th: {
    heading: 'กำหนดการชำระเงิน',
    deposit: (percent) => `มัดจำ (${percent}%)`,
    balance: 'ยอดคงเหลือ',
    inFull: 'ชำระเต็มจำนวน',
    dueBy: (date) => `ชำระภายใน ${date}`,
    securityDeposit: 'เงินประกันความเสียหาย (ได้รับคืน)',
    paid: 'ชำระแล้ว',
    dueNow: 'ยอดที่ต้องชำระตอนนี้',
    outstanding: 'ยอดค้างชำระ',
    refunded: 'คืนเงินแล้ว',
    instalment: { due: 'รอชำระ', in_review: 'กำลังตรวจสอบสลิป', paid: 'ชำระแล้ว', overdue: 'เลยกำหนดชำระ' },
    security: { due: 'ชำระพร้อมงวดสุดท้าย', held: 'ได้รับแล้ว คืนหลังเช็คเอาท์', returned: 'คืนแล้ว' },
  },
  en: {
    heading: 'Payment schedule',
    deposit: (percent) => `Deposit (${percent} %)`,
    balance: 'Balance',
    inFull: 'Payment in full',
    dueBy: (date) => `due by ${date}`,
    securityDeposit: 'Security deposit (refundable)',
    paid: 'Paid',
    dueNow: 'Due now',
    outstanding: 'Outstanding',
    refunded: 'Refunded',
    instalment: { due: 'due', in_review: 'slip under review', paid: 'paid', overdue: 'overdue' },
    security: { due: 'due with the final payment', held: 'received, returned after check-out', returned: 'returned' },
  },
};
