import { PAYMENT_MAIL_KINDS, type MailPayment, type PaymentMailKind } from './payment-mail-texts';
import type { BankAccountDto, BookingStatus, Language, PaymentMethod } from '@baan-talay/contracts';

export const MAIL_KINDS = [
  'booking_received',
  'slip_received',
  'booking_confirmed',
  'booking_cancelled',
  'booking_expired',
  'payment_reminder',
  'booking_link',
  'slip_rejected',
  'booking_changed',
  'booking_deleted',
  'booking_refunded',
  'admin_new_booking',
  'admin_slip_uploaded',
  ...PAYMENT_MAIL_KINDS,
  'admin_balance_overdue',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** The booking as an e-mail needs it, in the guest's language. */
export interface MailBooking {
  reference: string;
  language: Language;
  status: BookingStatus;
  firstName: string;
  lastName: string;
  email: string;
  checkIn: string;
  checkOut: string;
  nights: number;
  rooms: number;
  guests: number;
  total: number;
  paymentMethod: PaymentMethod;
  paymentDeadline: Date;
  cancelReason?: string;
  /** booking_refunded: what the villa refunds (whole THB) and how many days before check-in it was cancelled. */
  refund?: { amount: number; daysBefore: number; method: string };
  /** slip_rejected, and a reminder after a rejection: why the villa did not accept the slip. */
  rejectionReason?: string;
  /** payment_reminder: the window is one an admin gave after rejecting a slip. */
  slipRejected?: boolean;
  /** The booking's current step with its link token (BookingLinks): every guest e-mail carries it. */
  bookingUrl: string | null;
  /** The payment schedule (issue 30): what is due now, later and by when. */
  payment?: MailPayment;
}

export interface MailVilla {
  /** Already in the booking's language. */
  name: string;
  bankAccounts: readonly BankAccountDto[];
  promptPayAvailable: boolean;
  /** Where the guest opens the site (PUBLIC_URL). */
  siteUrl: string;
  /** Check-in/out times, cancellation policy and contact channels, already in the booking's language. */
  stay?: MailStayInfo;
}

/** Language-specific words; the layout is shared. */
export interface MailContent {
  subject: string;
  heading: string;
  paragraphs: string[];
  details: Array<[label: string, value: string]>;
  blocks: Array<{ title: string; lines: string[] }>;
  closing: string[];
  /** The button back to the booking. */
  action?: { label: string; url: string };
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** The guest's e-mails, written per language; the admins' are bilingual (admin-mail-texts). */
export type GuestMailKind = Exclude<MailKind, AdminKind>;
type AdminKind = 'admin_new_booking' | 'admin_slip_uploaded' | 'admin_balance_overdue';
/** Per language; the payment plan's own e-mails are in payment-mail-texts. */
export type MailTexts = Record<Exclude<GuestMailKind, PaymentMailKind>, (booking: MailBooking, villa: MailVilla) => MailContent>;

/** What a guest needs before paying and arriving, from the villa settings, in the booking's language. */
export interface MailStayInfo {
  checkInTime: string;
  checkOutTime: string;
  cancellationPolicy: string;
  phone: string;
  email: string;
  lineId: string;
  whatsApp: string;
}
