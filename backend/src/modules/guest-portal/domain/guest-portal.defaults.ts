import type { GuestEmailKind, GuestEmailTemplateDto, PortalSettingsDto } from '@baan-talay/contracts';

export const DEFAULT_SETTINGS: PortalSettingsDto = { secretsDaysBefore: 2, preArrivalDaysBefore: 3 };

/** The scheduled e-mails' texts until the owner writes their own; on by default. */
export const DEFAULT_EMAILS: Record<GuestEmailKind, GuestEmailTemplateDto> = {
  pre_arrival: {
    kind: 'pre_arrival',
    enabled: true,
    subject: { th: 'อีกไม่กี่วันพบกัน: การจอง {reference}', en: 'See you soon: booking {reference}' },
    body: {
      th: 'สวัสดีคุณ{name}\n\nอีกไม่กี่วันก็ถึงวันเข้าพัก ({checkIn}) แล้ว ในหน้าการจองของท่านมีคู่มือบ้านพัก การเดินทาง และรหัสเข้าบ้าน (แสดงก่อนวันเข้าพักเมื่อชำระเงินครบแล้ว) กรุณาแจ้งเวลาที่คาดว่าจะมาถึงและจำนวนผู้เข้าพักในหน้าเดียวกันนี้',
      en: 'Dear {name},\n\nYour stay starts on {checkIn}. Your booking page has the house manual, directions and, shortly before arrival once paid in full, the door code. Please tell us your arrival time and who is coming on the same page.',
    },
  },
  checkout_morning: {
    kind: 'checkout_morning',
    enabled: true,
    subject: { th: 'วันนี้วันเช็คเอาท์: การจอง {reference}', en: 'Check-out today: booking {reference}' },
    body: {
      th: 'สวัสดีคุณ{name}\n\nวันนี้ ({checkOut}) เป็นวันเช็คเอาท์ กรุณาดูขั้นตอนเช็คเอาท์ในคู่มือบ้านพัก ขอบคุณที่มาพักกับเรา ขอให้เดินทางปลอดภัย',
      en: 'Dear {name},\n\nToday ({checkOut}) is your check-out day. The check-out steps are in the house manual on your booking page. Thank you for staying with us and have a safe journey.',
    },
  },
  thank_you: {
    kind: 'thank_you',
    enabled: true,
    subject: { th: 'ขอบคุณที่มาพักกับเรา: การจอง {reference}', en: 'Thank you for staying with us: booking {reference}' },
    body: {
      th: 'สวัสดีคุณ{name}\n\nขอบคุณที่มาพักกับเรา หวังว่าท่านจะมีความสุขกับการเข้าพัก หากมีเวลาสักครู่ ช่วยเขียนรีวิวการเข้าพักครั้งนี้ให้เราหน่อยนะคะ',
      en: 'Dear {name},\n\nThank you for staying with us; we hope you enjoyed it. If you have a moment, we would love a short review of your stay.',
    },
  },
};
