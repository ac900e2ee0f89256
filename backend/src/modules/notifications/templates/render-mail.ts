import type { Language } from '@baan-talay/contracts';
import { adminMailContent } from './admin-mail-texts';
import { layoutMail } from './mail-layout';
import type { MailBooking, MailKind, MailTexts, MailVilla, RenderedMail } from './mail-model';
import { MAIL_TEXTS_EN } from './mail-texts.en';
import { MAIL_TEXTS_TH } from './mail-texts.th';
import { PAYMENT_MAIL_KINDS, PAYMENT_MAIL_TEXTS, scheduleDetails, type PaymentMailKind } from './payment-mail-texts';
import { RECEIPT_TEXTS } from '../../receipts';

const isPaymentMail = (kind: MailKind): kind is PaymentMailKind => (PAYMENT_MAIL_KINDS as readonly string[]).includes(kind);

function paymentMailContent(kind: PaymentMailKind, booking: MailBooking, villa: MailVilla) {
  const content = PAYMENT_MAIL_TEXTS[booking.language][kind](booking, villa);
  return { ...content, details: [[RECEIPT_TEXTS[booking.language].reference, booking.reference], ...scheduleDetails(booking, booking.language)] as [string, string][] };
}

const TEXTS: Record<Language, MailTexts> = { th: MAIL_TEXTS_TH, en: MAIL_TEXTS_EN };

/** Subject, plain text and HTML of one e-mail in the booking's language. */
export function renderMail(kind: MailKind, booking: MailBooking, villa: MailVilla): RenderedMail {
  if (kind === 'admin_new_booking' || kind === 'admin_slip_uploaded' || kind === 'admin_balance_overdue') {
    return layoutMail(adminMailContent(kind, booking, villa), villa.name, villa.siteUrl);
  }
  const content = isPaymentMail(kind) ? paymentMailContent(kind, booking, villa) : TEXTS[booking.language][kind](booking, villa);
  // A deleted booking has no page left to open.
  const action = booking.bookingUrl && kind !== 'booking_deleted' ? { label: ACTION_LABELS[booking.language](booking), url: booking.bookingUrl } : undefined;
  return layoutMail({ ...content, action }, villa.name, villa.siteUrl);
}

/** The button to the booking names what the guest does there next. */
const ACTION_LABELS: Record<Language, (booking: MailBooking) => string> = {
  th: (b) => (b.status === 'pending_payment' ? 'ชำระเงินและอัปโหลดสลิป' : 'ดูการจองของท่าน'),
  en: (b) => (b.status === 'pending_payment' ? 'Pay and upload your slip' : 'View your booking'),
};
