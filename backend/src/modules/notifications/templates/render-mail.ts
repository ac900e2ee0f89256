import type { Language } from '@baan-talay/contracts';
import { layoutMail } from './mail-layout';
import type { MailBooking, MailKind, MailTexts, MailVilla, RenderedMail } from './mail-model';
import { MAIL_TEXTS_EN } from './mail-texts.en';
import { MAIL_TEXTS_TH } from './mail-texts.th';

const TEXTS: Record<Language, MailTexts> = { th: MAIL_TEXTS_TH, en: MAIL_TEXTS_EN };

/** Subject, plain text and HTML of one e-mail in the booking's language. */
export function renderMail(kind: MailKind, booking: MailBooking, villa: MailVilla): RenderedMail {
  return layoutMail(TEXTS[booking.language][kind](booking, villa), villa.name, villa.siteUrl);
}
