import type { BookingDto, GuestEmailKind, GuestEmailTemplateDto, Language } from '@baan-talay/contracts';
import type { MailContent } from '../../notifications';

const LABELS: Record<Language, { reference: string; checkIn: string; checkOut: string; portal: string; review: string }> = {
  th: { reference: 'หมายเลขการจอง', checkIn: 'เช็คอิน', checkOut: 'เช็คเอาท์', portal: 'เปิดหน้าการจองของท่าน', review: 'เขียนรีวิว' },
  en: { reference: 'Booking', checkIn: 'Check-in', checkOut: 'Check-out', portal: 'Open your booking page', review: 'Write a review' },
};

/** 2026-12-24 as the guest reads it (Thai with the Buddhist-era year). */
export function mailDate(day: string, language: Language): string {
  const [year, month, date] = day.slice(0, 10).split('-').map(Number);
  return new Intl.DateTimeFormat(language === 'th' ? 'th-TH' : 'en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(year, month - 1, date)));
}

/**
 * The owner's text with its placeholders filled: `{name}`, `{reference}`, `{checkIn}`,
 * `{checkOut}`, `{link}` (the portal, or the review page in the thank-you e-mail).
 */
export function guestEmailContent(template: GuestEmailTemplateDto, booking: BookingDto, language: Language, link: string): MailContent {
  const values: Record<string, string> = {
    name: booking.customerInfo?.firstName ?? '',
    reference: booking.reference,
    checkIn: mailDate(booking.checkIn, language),
    checkOut: mailDate(booking.checkOut, language),
    link,
  };
  const fill = (text: string) => text.replace(/\{(name|reference|checkIn|checkOut|link)\}/g, (_, key: string) => values[key]);
  const labels = LABELS[language];
  const subject = fill(template.subject[language]);
  return {
    subject,
    heading: subject,
    paragraphs: fill(template.body[language]).split(/\n{2,}/).map((p) => p.trim()).filter(Boolean),
    details: [
      [labels.reference, booking.reference],
      [labels.checkIn, values.checkIn],
      [labels.checkOut, values.checkOut],
    ],
    blocks: [],
    action: { label: kindAction(template.kind, labels), url: link },
    closing: [],
  };
}

const kindAction = (kind: GuestEmailKind, labels: (typeof LABELS)[Language]) => (kind === 'thank_you' ? labels.review : labels.portal);
