import type { BookingDto } from '@baan-talay/contracts';
import type { EmailJob } from './email.jobs';

/**
 * Why an e-mail job should not send after all, or null to send. Jobs are decided when the event
 * happened but run later (retries, delays): by then the booking may have moved on, and a guest
 * must never get "please pay" for a booking that is confirmed, nor a reminder for an old window.
 */
export function reasonNotToSend(job: EmailJob, booking: BookingDto, now: Date, due?: { kind: 'deposit' | 'balance' } | null): string | null {
  if (!booking.customerInfo?.email) return 'the booking has no e-mail address';
  const { status } = booking;
  const windowOpen = Date.parse(booking.paymentDeadline) > now.getTime();
  switch (job.kind) {
    case 'booking_received':
      if (status !== 'pending_payment') return `the booking is ${status}`;
      return windowOpen ? null : 'the payment window has closed';
    case 'payment_reminder':
      if (status !== 'pending_payment' || booking.paymentSlipUrl) return `the booking is ${status} with a slip or not awaiting one`;
      if (Date.parse(job.paymentDeadline ?? '') !== Date.parse(booking.paymentDeadline)) return 'the payment deadline has changed';
      return windowOpen ? null : 'the payment window has closed';
    case 'slip_received':
      return status === 'in_review' ? null : `the booking is ${status}`;
    case 'booking_confirmed':
      return status === 'confirmed' ? null : `the booking is ${status}`;
    case 'booking_cancelled':
    case 'booking_refunded':
      return status === 'cancelled' ? null : `the booking is ${status}`;
    case 'booking_expired':
      return status === 'expired' ? null : `the booking is ${status}`;
    case 'slip_rejected':
      if (status !== 'pending_payment' || booking.paymentSlipUrl) return `the booking is ${status} with a slip or not awaiting one`;
      if (Date.parse(job.paymentDeadline ?? '') !== Date.parse(booking.paymentDeadline)) return 'the payment deadline has changed';
      return windowOpen ? null : 'the payment window has closed';
    case 'balance_reminder':
    case 'balance_slip_rejected':
      if (status !== 'confirmed') return `the booking is ${status}`;
      return due?.kind === 'balance' ? null : 'no balance is due';
    case 'balance_received':
      return status === 'confirmed' ? null : `the booking is ${status}`;
    case 'security_deposit_returned':
      // Money sent back is news whatever the booking's status.
      return null;
    case 'admin_new_booking':
    case 'admin_slip_uploaded':
    case 'admin_balance_overdue':
      // Worth knowing whatever happened since: the admin mail names the status it finds.
      return null;
    case 'booking_changed':
      return status === 'pending_payment' || status === 'in_review' || status === 'confirmed' ? null : `the booking is ${status}`;
    case 'booking_deleted':
      // Decided on the event: the booking read after its deletion keeps the status it had.
      return null;
    case 'booking_link':
      // Asked for by the guest ("Manage my booking"): the link opens the booking whatever its status.
      return null;
  }
}
