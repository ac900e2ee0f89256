import type { Language } from '@baan-talay/contracts';
import { layoutMail, type MailContent, type RenderedMail } from '../../notifications';

export interface Tm30ReminderMail {
  name: string;
  reference: string;
  checkIn: string;
  url: string;
  language: Language;
}

const TEXTS: Record<Language, (mail: Tm30ReminderMail) => MailContent> = {
  th: ({ name, reference, checkIn, url }) => ({
    subject: `กรุณากรอกข้อมูลผู้เข้าพักชาวต่างชาติ (ตม.30) · ${reference}`,
    heading: 'ข้อมูลผู้เข้าพักชาวต่างชาติ (ตม.30)',
    paragraphs: [
      `เรียนคุณ${name}`,
      `กฎหมายไทยกำหนดให้เจ้าของที่พักแจ้งสำนักงานตรวจคนเข้าเมืองภายใน 24 ชั่วโมงเมื่อมีชาวต่างชาติเข้าพัก (แบบ ตม.30) คุณจะเช็คอินวันที่ ${checkIn} และเรายังไม่ได้รับข้อมูลหนังสือเดินทางของผู้เข้าพักชาวต่างชาติ`,
      'หากผู้เข้าพักทุกคนมีสัญชาติไทย กรุณาแจ้งในหน้าเดียวกัน',
    ],
    details: [['เลขที่การจอง', reference]],
    blocks: [],
    closing: ['ขอบคุณค่ะ'],
    action: { label: 'กรอกข้อมูลผู้เข้าพัก', url },
  }),
  en: ({ name, reference, checkIn, url }) => ({
    subject: `Please give your foreign guests' details (TM30) · ${reference}`,
    heading: "Foreign guests' details (TM30)",
    paragraphs: [
      `Dear ${name},`,
      `Thai law requires the owner of a place where foreigners stay to notify immigration within 24 hours of their arrival (form TM30). You check in on ${checkIn} and we do not yet have the passport details of your foreign guests.`,
      'If every guest is Thai, please say so on the same page.',
    ],
    details: [['Booking reference', reference]],
    blocks: [],
    closing: ['Thank you.'],
    action: { label: "Give the guests' details", url },
  }),
};

export function renderTm30ReminderMail(mail: Tm30ReminderMail, villaName: string, siteUrl: string): RenderedMail {
  return layoutMail(TEXTS[mail.language](mail), villaName, siteUrl);
}
