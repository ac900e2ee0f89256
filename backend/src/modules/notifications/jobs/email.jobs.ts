import type { MailKind } from '../templates/mail-model';

export const EMAIL_QUEUE = 'emails';

export interface EmailJob {
  kind: MailKind;
  bookingId: string;
  /**
   * The address as the event that asked for this e-mail recorded it (see recipientAt): the mail
   * goes there, not to whatever the booking holds when the job runs. Absent only on jobs queued
   * before this field existed and on an admin's resend, which go to the current address.
   */
  to?: string;
  /**
   * booking_confirmed only: what this e-mail confirms — the BookingConfirmed event id, or the id of
   * an admin's resend request. ConfirmationEmailSent is recorded once per confirmationId.
   */
  confirmationId?: string;
  /** payment_reminder and slip_rejected: the deadline the e-mail is about (a newer window has its own). */
  paymentDeadline?: string;
  /**
   * Global position of the event that asked for this e-mail: the booking read model is read only
   * once it has caught up with it (reactors and projections advance independently).
   */
  afterPosition?: string;
  /**
   * An admin's resend only: who clicked "Send confirmation", recorded as the actor of the
   * ConfirmationEmailSent it leads to (an automatic confirmation is the system's).
   */
  requestedBy?: { kind: 'admin'; id: string; email: string };
  /** booking_refunded: the refund recorded (BookingRefundRecorded). */
  refund?: { amount: number; daysBefore: number; method: string };
  /** booking_cancelled: the message to the guest; slip_rejected: why the slip was not accepted. */
  reason?: string;
  /** admin_* only: the admins already mailed, so a retry mails only the others. */
  sentToAdmins?: string[];
  /**
   * Set by the processor once the message is out, so a retry after a failure to record it does
   * not mail the guest twice.
   */
  sent?: { to: string; messageId: string };
}

/** Kept this long so that a re-delivered event finds its job and adds nothing. */
export const EMAIL_JOB_RETENTION_SECONDS = 30 * 24 * 3600;
export const EMAIL_JOB_ATTEMPTS = 6;
