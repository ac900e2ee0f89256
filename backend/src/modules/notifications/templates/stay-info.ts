import type { Language } from '@baan-talay/contracts';
import type { MailContent, MailVilla } from './mail-model';

const LABELS: Record<Language, Record<'checkInTime' | 'checkOutTime' | 'cancellation' | 'contact' | 'phone' | 'email' | 'line' | 'whatsApp', string>> = {
  th: {
    checkInTime: 'เวลาเช็คอิน',
    checkOutTime: 'เวลาเช็คเอาท์',
    cancellation: 'นโยบายการยกเลิกและการคืนเงิน',
    contact: 'ติดต่อเรา',
    phone: 'โทรศัพท์',
    email: 'อีเมล',
    line: 'LINE ID',
    whatsApp: 'WhatsApp',
  },
  en: {
    checkInTime: 'Check-in time',
    checkOutTime: 'Check-out time',
    cancellation: 'Cancellation and refund policy',
    contact: 'Contact us',
    phone: 'Phone',
    email: 'E-mail',
    line: 'LINE ID',
    whatsApp: 'WhatsApp',
  },
};

const time = (value: string, language: Language) => (language === 'th' ? `${value} น.` : value);

/** Check-in/out times as detail rows; none when the villa has not set them. */
export function stayTimeDetails(villa: MailVilla, language: Language): MailContent['details'] {
  const stay = villa.stay;
  const l = LABELS[language];
  return [
    ...(stay?.checkInTime ? [[l.checkInTime, time(stay.checkInTime, language)] as [string, string]] : []),
    ...(stay?.checkOutTime ? [[l.checkOutTime, time(stay.checkOutTime, language)] as [string, string]] : []),
  ];
}

/** The cancellation policy and the contact channels the villa offers, each a block when set. */
export function stayInfoBlocks(villa: MailVilla, language: Language): MailContent['blocks'] {
  const stay = villa.stay;
  if (!stay) return [];
  const l = LABELS[language];
  const policy = stay.cancellationPolicy.split('\n').map((line) => line.trim()).filter(Boolean);
  const contacts = [
    stay.phone && `${l.phone}: ${stay.phone}`,
    stay.email && `${l.email}: ${stay.email}`,
    stay.lineId && `${l.line}: ${stay.lineId}`,
    stay.whatsApp && `${l.whatsApp}: +${stay.whatsApp}`,
  ].filter((line): line is string => Boolean(line));
  return [
    ...(policy.length ? [{ title: l.cancellation, lines: policy }] : []),
    ...(contacts.length ? [{ title: l.contact, lines: contacts }] : []),
  ];
}
