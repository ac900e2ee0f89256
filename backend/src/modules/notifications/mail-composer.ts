import type { Language } from '@baan-talay/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../infrastructure/config/app-config';
import type { OutgoingMail } from '../../infrastructure/mail/mailer';
import { BookingLinks } from '../booking';
import { BookingDocuments, BookingWithVilla, villaName } from '../receipts';
import { isPlainEmailAddress } from '../../shared/email-address';
import type { EmailJob } from './jobs/email.jobs';
import { ADMIN_MAIL_KINDS } from './templates/admin-mail-texts';
import type { MailBooking, MailStayInfo, MailVilla } from './templates/mail-model';
import { renderMail } from './templates/render-mail';
import type { MailPayment } from './templates/payment-mail-texts';
import { PaymentLedgerQueries } from '../payments';

/** The villa's stay policies in the booking's language (English, then Thai, when one is empty). */
export function mailStayInfo(villa: BookingWithVilla['villa'], language: Language): MailStayInfo {
  const policy = villa.cancellationPolicy;
  return {
    checkInTime: villa.checkInTime ?? '',
    checkOutTime: villa.checkOutTime ?? '',
    cancellationPolicy: policy?.[language]?.trim() || policy?.en?.trim() || policy?.th?.trim() || '',
    phone: villa.contactPhone ?? '',
    email: villa.contactEmail ?? '',
    lineId: villa.contactLineId ?? '',
    whatsApp: villa.contactWhatsApp ?? '',
  };
}

/** Builds the message of an e-mail job from the booking and villa read models. */
@Injectable()
export class MailComposer {
  constructor(
    private readonly documents: BookingDocuments,
    private readonly links: BookingLinks,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly payments: PaymentLedgerQueries,
  ) {}

  private payment(bookingId: string) {
    return paymentOf(this.payments, bookingId);
  }

  /** `rejection`: the booking's last slip rejection, for a reminder's wording. */
  async compose(job: EmailJob, loaded: BookingWithVilla, rejection?: { reason?: string }): Promise<OutgoingMail> {
    const { booking, villa } = loaded;
    const language = booking.language;
    const customer = booking.customerInfo;
    if (!customer) throw new Error(`Booking ${booking.reference} has no e-mail address to write to`);
    const mailBooking: MailBooking = {
      reference: booking.reference,
      language,
      status: booking.status,
      firstName: customer.firstName,
      lastName: customer.lastName,
      email: customer.email,
      checkIn: booking.checkIn.slice(0, 10),
      checkOut: booking.checkOut.slice(0, 10),
      nights: booking.breakdown.nights,
      rooms: booking.rooms,
      guests: booking.guests,
      total: booking.totalPrice,
      paymentMethod: booking.paymentMethod,
      paymentDeadline: new Date(job.paymentDeadline ?? booking.paymentDeadline),
      ...(job.reason && job.kind === 'booking_cancelled' && { cancelReason: job.reason }),
      ...(job.kind === 'booking_refunded' && job.refund && { refund: job.refund }),
      ...((job.kind === 'slip_rejected' || job.kind === 'balance_slip_rejected') && job.reason && { rejectionReason: job.reason }),
      ...(rejection && { slipRejected: true, ...(rejection.reason && { rejectionReason: rejection.reason }) }),
      bookingUrl: job.kind === 'booking_deleted' ? null : await this.links.url(booking),
      ...(await this.payment(booking._id)),
    };
    const mailVilla: MailVilla = {
      name: villaName(villa, language),
      bankAccounts: villa.bankDetails,
      promptPayAvailable: villa.promptPayId !== null || villa.promptPayQrImage !== null,
      siteUrl: this.config.publicUrl,
      stay: mailStayInfo(villa, language),
    };
    const rendered = renderMail(job.kind, mailBooking, mailVilla);
    // The address the scheduling event recorded; the booking's current one only for jobs without it.
    // A guest's answer ("reply to this e-mail") goes to the owner's inbox, not to the sending address.
    const replyTo = (ADMIN_MAIL_KINDS as readonly string[]).includes(job.kind) ? '' : (villa.contactEmail ?? '').trim();
    const mail: OutgoingMail = { to: job.to ?? customer.email, ...rendered, language, ...(isPlainEmailAddress(replyTo) && { replyTo }) };
    if (job.kind !== 'booking_confirmed') return mail;
    if (!job.confirmationId) throw new Error('A confirmation e-mail job needs its confirmationId');
    const { pdf, filename } = await this.documents.receiptPdf(loaded, language);
    // One Message-ID per confirmation: retries resend the same message, and the record of it can
    // be recognised (exactly one ConfirmationEmailSent per confirmation).
    return {
      ...mail,
      messageId: confirmationMessageId(job.confirmationId, this.config.mailFrom),
      attachments: [{ filename, content: pdf, contentType: 'application/pdf' }],
    };
  }
}

/** The booking's payment schedule for the e-mail; a booking the ledger does not have yet is told as paid in full. */
async function paymentOf(payments: PaymentLedgerQueries, bookingId: string): Promise<{ payment?: MailPayment }> {
  const ledger = await payments.view(bookingId).catch(() => null);
  if (!ledger) return {};
  const returned = ledger.entries.filter((entry) => entry.entry === 'security_return').pop();
  const held = ledger.entries.filter((entry) => entry.kind === 'security_deposit').reduce((sum, entry) => sum + entry.amount, 0);
  return { payment: { schedule: ledger.schedule, ...(returned && { securityReturn: { held, amount: returned.amount, deductions: returned.deductions } }) } };
}

export function confirmationMessageId(confirmationId: string, mailFrom: string): string {
  const domain = /@([^>\s]+)/.exec(mailFrom)?.[1] ?? 'baantalay.local';
  return `<confirmation-${confirmationId}@${domain}>`;
}
