import type { Language, PaymentScheduleDto, SecurityDeduction } from '@baan-talay/contracts';
import { formatCalendarDate, formatMoney } from '../../receipts';
import type { MailBooking, MailContent, MailVilla } from './mail-model';

/** The booking's payment schedule as the e-mails tell it (issue 30); absent: paid in full, as before plans. */
export interface MailPayment {
  schedule: PaymentScheduleDto;
  /** security_deposit_returned: what went back, and what was kept and why. */
  securityReturn?: { held: number; amount: number; deductions: SecurityDeduction[] };
}

export const PAYMENT_MAIL_KINDS = ['balance_reminder', 'balance_received', 'balance_slip_rejected', 'security_deposit_returned'] as const;
export type PaymentMailKind = (typeof PAYMENT_MAIL_KINDS)[number];

/** What the guest pays now: the deposit (or everything) while unconfirmed, the balance after. */
export const amountDueNow = (b: MailBooking): number => b.payment?.schedule.dueNow?.amount ?? b.total;

const WORDS = {
  en: {
    deposit: (percent: number) => `Deposit (${percent} %)`,
    balance: 'Balance',
    securityDeposit: 'Security deposit (refundable)',
    dueBy: (date: string) => `due by ${date}`,
    withBalance: 'paid with the balance',
    paid: 'paid',
    dueNow: 'Due now',
  },
  th: {
    deposit: (percent: number) => `มัดจำ (${percent}%)`,
    balance: 'ยอดคงเหลือ',
    securityDeposit: 'เงินประกันความเสียหาย (ได้รับคืน)',
    dueBy: (date: string) => `ชำระภายใน ${date}`,
    withBalance: 'ชำระพร้อมยอดคงเหลือ',
    paid: 'ชำระแล้ว',
    dueNow: 'ยอดที่ต้องชำระตอนนี้',
  },
};

/** "Deposit (30 %): ฿10,800 paid · Balance: ฿25,200 due by 6 Mar 2027" lines; none for a stay paid in full. */
export function scheduleDetails(b: MailBooking, language: Language): MailContent['details'] {
  const s = b.payment?.schedule;
  if (!s) return [];
  const w = WORDS[language];
  const lines: MailContent['details'] = [];
  if (s.depositPercent < 100) {
    lines.push([w.deposit(s.depositPercent), `${formatMoney(s.deposit.amount)}${s.deposit.status === 'paid' ? ` · ${w.paid}` : ''}`]);
    const due = s.balance.dueOn ? w.dueBy(formatCalendarDate(s.balance.dueOn, language)) : '';
    lines.push([w.balance, `${formatMoney(s.balance.amount)} · ${s.balance.status === 'paid' ? w.paid : due}`]);
  }
  if (s.securityDeposit.amount > 0) lines.push([w.securityDeposit, `${formatMoney(s.securityDeposit.amount)} · ${w.withBalance}`]);
  if (s.dueNow) lines.push([w.dueNow, formatMoney(s.dueNow.amount)]);
  return lines;
}

type Texts = Record<PaymentMailKind, (b: MailBooking, villa: MailVilla) => Omit<MailContent, 'details' | 'action'>>;

const dueOn = (b: MailBooking, language: Language) => {
  const date = b.payment?.schedule.balance.dueOn;
  return date ? formatCalendarDate(date, language) : '';
};
const deductionLines = (b: MailBooking) => (b.payment?.securityReturn?.deductions ?? []).map((d) => `${formatMoney(d.amount)} · ${d.reason}`);

const EN: Texts = {
  balance_reminder: (b, villa) => ({
    subject: `Booking ${b.reference}: the balance of ${formatMoney(amountDueNow(b))} is due by ${dueOn(b, 'en')}`,
    heading: 'Your balance is due',
    paragraphs: [
      `Dear ${b.firstName || 'guest'},`,
      `Your stay at ${villa.name} is confirmed. Please pay the balance of ${formatMoney(amountDueNow(b))} by ${dueOn(b, 'en')} ` +
        'and upload the slip on your booking page (the button below): it has a PromptPay QR code with the exact amount.',
    ],
    blocks: [],
    closing: [`The team of ${villa.name}`],
  }),
  balance_received: (b, villa) => ({
    subject: `Booking ${b.reference}: balance received, thank you`,
    heading: 'Your stay is paid in full',
    paragraphs: [`Dear ${b.firstName || 'guest'},`, `We have received the balance. Your stay at ${villa.name} is now paid in full.`],
    blocks: [],
    closing: ['We look forward to welcoming you.', `The team of ${villa.name}`],
  }),
  balance_slip_rejected: (b, villa) => ({
    subject: `Booking ${b.reference}: your balance slip was not accepted`,
    heading: 'We could not accept your balance slip',
    paragraphs: [
      `Dear ${b.firstName || 'guest'},`,
      'We checked the slip you sent for the balance and could not accept it.',
      ...(b.rejectionReason ? [`Reason: ${b.rejectionReason}`] : []),
      `Your booking stays confirmed. Please send a new slip for ${formatMoney(amountDueNow(b))} by ${dueOn(b, 'en')}.`,
    ],
    blocks: [],
    closing: [`The team of ${villa.name}`],
  }),
  security_deposit_returned: (b, villa) => ({
    subject: `Booking ${b.reference}: your security deposit of ${formatMoney(b.payment?.securityReturn?.amount ?? 0)} is on its way`,
    heading: 'Your security deposit is returned',
    paragraphs: [
      `Dear ${b.firstName || 'guest'},`,
      `Thank you for staying at ${villa.name}. We have sent ${formatMoney(b.payment?.securityReturn?.amount ?? 0)} of your ` +
        `${formatMoney(b.payment?.securityReturn?.held ?? 0)} security deposit back by bank transfer.`,
    ],
    blocks: deductionLines(b).length ? [{ title: 'Deductions', lines: deductionLines(b) }] : [],
    closing: [`The team of ${villa.name}`],
  }),
};

const TH: Texts = {
  balance_reminder: (b, villa) => ({
    subject: `การจอง ${b.reference}: กรุณาชำระยอดคงเหลือ ${formatMoney(amountDueNow(b))} ภายใน ${dueOn(b, 'th')}`,
    heading: 'ถึงกำหนดชำระยอดคงเหลือ',
    paragraphs: [
      b.firstName ? `เรียน คุณ${b.firstName}` : 'เรียน ท่านผู้เข้าพัก',
      `การเข้าพักที่ ${villa.name} ได้รับการยืนยันแล้ว กรุณาชำระยอดคงเหลือ ${formatMoney(amountDueNow(b))} ภายใน ${dueOn(b, 'th')} ` +
        'และอัปโหลดสลิปในหน้าการจอง (ปุ่มด้านล่าง) ซึ่งมีคิวอาร์โค้ดพร้อมเพย์ระบุยอดเงินไว้แล้ว',
    ],
    blocks: [],
    closing: [`ทีมงาน ${villa.name}`],
  }),
  balance_received: (b, villa) => ({
    subject: `การจอง ${b.reference}: ได้รับยอดคงเหลือแล้ว ขอบคุณค่ะ`,
    heading: 'ชำระเงินครบถ้วนแล้ว',
    paragraphs: [b.firstName ? `เรียน คุณ${b.firstName}` : 'เรียน ท่านผู้เข้าพัก', `เราได้รับยอดคงเหลือแล้ว การเข้าพักที่ ${villa.name} ชำระครบถ้วนแล้ว`],
    blocks: [],
    closing: ['เราหวังว่าจะได้ต้อนรับท่านเร็ว ๆ นี้', `ทีมงาน ${villa.name}`],
  }),
  balance_slip_rejected: (b, villa) => ({
    subject: `การจอง ${b.reference}: ไม่สามารถรับสลิปยอดคงเหลือได้`,
    heading: 'ไม่สามารถรับสลิปยอดคงเหลือได้',
    paragraphs: [
      b.firstName ? `เรียน คุณ${b.firstName}` : 'เรียน ท่านผู้เข้าพัก',
      'เราได้ตรวจสอบสลิปยอดคงเหลือที่ท่านส่งมาแล้ว และไม่สามารถรับได้',
      ...(b.rejectionReason ? [`เหตุผล: ${b.rejectionReason}`] : []),
      `การจองของท่านยังคงได้รับการยืนยัน กรุณาส่งสลิปใหม่สำหรับยอด ${formatMoney(amountDueNow(b))} ภายใน ${dueOn(b, 'th')}`,
    ],
    blocks: [],
    closing: [`ทีมงาน ${villa.name}`],
  }),
  security_deposit_returned: (b, villa) => ({
    subject: `การจอง ${b.reference}: คืนเงินประกัน ${formatMoney(b.payment?.securityReturn?.amount ?? 0)} แล้ว`,
    heading: 'คืนเงินประกันความเสียหายแล้ว',
    paragraphs: [
      b.firstName ? `เรียน คุณ${b.firstName}` : 'เรียน ท่านผู้เข้าพัก',
      `ขอบคุณที่เข้าพักที่ ${villa.name} เราได้โอนเงินประกัน ${formatMoney(b.payment?.securityReturn?.amount ?? 0)} ` +
        `จากเงินประกันทั้งหมด ${formatMoney(b.payment?.securityReturn?.held ?? 0)} คืนให้ท่านทางบัญชีธนาคารแล้ว`,
    ],
    blocks: deductionLines(b).length ? [{ title: 'รายการหักเงิน', lines: deductionLines(b) }] : [],
    closing: [`ทีมงาน ${villa.name}`],
  }),
};

export const PAYMENT_MAIL_TEXTS: Record<Language, Texts> = { en: EN, th: TH };
