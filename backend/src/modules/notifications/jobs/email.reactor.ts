import { Inject, Injectable } from '@nestjs/common';
import { EVENT_STORE, EventStore, type RecordedEvent } from '../../../event-store/event-store.port';
import { EventHandlerDefinition, EventHandlerProvider } from '../../../event-store/subscriptions/projection';
import { recipientAt } from './email-recipient';
import type { EmailJob } from './email.jobs';
import { digest, EmailQueue } from './email.queue';
import { PAYMENT_EMAIL_EVENTS, paymentEmailJob } from './payment-email.jobs';

/**
 * Turns booking events into e-mail jobs. A reactor (never replayed by a rebuild); at-least-once
 * delivery is made harmless by job ids derived from the event, so a re-delivery adds nothing.
 * Whether an e-mail is still worth sending is decided when the job runs, on the current booking.
 */
@Injectable()
@EventHandlerProvider()
export class EmailReactor implements EventHandlerDefinition {
  readonly name = 'booking-emails';
  readonly kind = 'reactor';
  readonly eventTypes = [
    'CustomerInfoAdded', 'SlipAttached', 'SlipCleared', 'BookingConfirmed', 'BookingCancelled', 'BookingExpired', 'BookingDetailsChanged', 'BookingDeleted',
    'BookingRefundRecorded',
    ...PAYMENT_EMAIL_EVENTS,
  ] as const;

  constructor(
    private readonly emails: EmailQueue,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  async handle(event: RecordedEvent): Promise<void> {
    // Only CustomerInfoAdded names the address itself; the others send to the one given before them.
    const history = event.type === 'CustomerInfoAdded' ? [] : await this.store.readStream(event.streamId);
    for (const wanted of emailJobsFor(event, history)) await this.emails.enqueue(wanted.jobId, wanted.job);
  }
}

interface EmailEventData {
  bookingId: string;
  email?: string;
  reason?: string;
  messageToGuest?: string;
  by?: 'guest' | 'admin';
  paymentDeadline?: string;
  /** BookingDetailsChanged: the fields the admin's edit changed. */
  changes?: Record<string, unknown>;
  /** BookingRefundRecorded: the refund. */
  amount?: number;
  daysBefore?: number;
  method?: string;
  /** BookingDeleted: the status the booking had. */
  previousStatus?: string;
}

/** What the guest is told of an admin's edit: a change of their dates or of what they pay. */
const GUEST_VISIBLE_CHANGES = ['checkIn', 'checkOut', 'breakdown', 'totalOverride'];

/** Every e-mail job an event asks for: the guest's, and the admins' (a new booking, a slip to check). */
export function emailJobsFor(event: RecordedEvent<string, EmailEventData>, history: readonly RecordedEvent[]): Array<{ jobId: string; job: EmailJob }> {
  const guest = emailJobFor(event, history);
  const admins = adminJobFor(event);
  return [...(guest ? [guest] : []), ...(admins ? [admins] : [])];
}

/**
 * The admins hear of a booking once the guest has given their details (an empty hold is not news)
 * and of every slip attached; each admin can turn these off (AdminNotificationsChanged). A booking an
 * admin typed in themselves (a phone booking) is no news to the admins.
 */
function adminJobFor(event: RecordedEvent<string, EmailEventData>): { jobId: string; job: EmailJob } | null {
  const { bookingId } = event.data;
  const afterPosition = event.position;
  if (event.type === 'CustomerInfoAdded' && event.metadata.actor.kind !== 'admin') return { jobId: `admins-new-${bookingId}`, job: { kind: 'admin_new_booking', bookingId, afterPosition } };
  if (event.type === 'SlipAttached' || event.type === 'BalanceSlipAttached') {
    return { jobId: `admins-slip-${event.eventId}`, job: { kind: 'admin_slip_uploaded', bookingId, afterPosition } };
  }
  if (event.type === 'BalanceOverdue') return { jobId: `admins-overdue-${event.eventId}`, job: { kind: 'admin_balance_overdue', bookingId, afterPosition } };
  return null;
}

/**
 * The e-mail job an event asks for, under the id that makes adding it idempotent (null: none), to
 * the address the event itself gives or the one the booking's `history` (its stream) had by then.
 */
export function emailJobFor(
  event: RecordedEvent<string, EmailEventData>,
  history: readonly RecordedEvent[],
): { jobId: string; job: EmailJob } | null {
  const { bookingId } = event.data;
  const to = event.type === 'CustomerInfoAdded' ? event.data.email : recipientAt(history, event.streamVersion);
  const afterPosition = event.position;
  const found = emailJob(event, bookingId, afterPosition);
  return found && { jobId: found.jobId, job: { ...found.job, ...(to && { to }) } };
}

function emailJob(
  event: RecordedEvent<string, EmailEventData>,
  bookingId: string,
  afterPosition: string,
): { jobId: string; job: EmailJob } | null {
  switch (event.type) {
    case 'CustomerInfoAdded':
      // The booking is created before the guest gives an address: the payment instructions go
      // out once per address (a corrected address gets them too; a repeated save does not).
      return { jobId: `received-${bookingId}-${digest(event.data.email ?? '')}`, job: { kind: 'booking_received', bookingId, afterPosition } };
    case 'SlipAttached':
      return { jobId: `slip-${event.eventId}`, job: { kind: 'slip_received', bookingId, afterPosition } };
    case 'SlipCleared':
      // The guest taking back their own slip needs no e-mail; an admin's rejection tells them why.
      if (event.data.by !== 'admin' || !event.data.paymentDeadline) return null;
      return {
        jobId: `rejected-${event.eventId}`,
        job: {
          kind: 'slip_rejected',
          bookingId,
          afterPosition,
          paymentDeadline: event.data.paymentDeadline,
          ...(event.data.reason && { reason: event.data.reason }),
        },
      };
    case 'BookingConfirmed':
      return {
        jobId: `confirmed-${event.eventId}`,
        job: { kind: 'booking_confirmed', bookingId, confirmationId: event.eventId, afterPosition },
      };
    case 'BookingCancelled':
      return {
        jobId: `cancelled-${event.eventId}`,
        // Only the message meant for the guest is e-mailed; the reason is the admin's internal note.
        job: { kind: 'booking_cancelled', bookingId, afterPosition, ...(event.data.messageToGuest && { reason: event.data.messageToGuest }) },
      };
    case 'BookingRefundRecorded': {
      const { amount = 0, daysBefore = 0, method = 'bank_transfer' } = event.data;
      return { jobId: `refunded-${event.eventId}`, job: { kind: 'booking_refunded', bookingId, afterPosition, refund: { amount, daysBefore, method } } };
    }
    case 'BookingExpired':
      return { jobId: `expired-${event.eventId}`, job: { kind: 'booking_expired', bookingId, afterPosition } };
    case 'BookingDetailsChanged':
      if (!GUEST_VISIBLE_CHANGES.some((field) => field in (event.data.changes ?? {}))) return null;
      return { jobId: `changed-${event.eventId}`, job: { kind: 'booking_changed', bookingId, afterPosition } };
    case 'BookingDeleted':
      // A guest whose booking ended (expired, cancelled) was told then; one still holding nights is told now.
      if (event.data.previousStatus !== 'pending_payment' && event.data.previousStatus !== 'in_review') return null;
      return { jobId: `deleted-${event.eventId}`, job: { kind: 'booking_deleted', bookingId, afterPosition } };
    default:
      return paymentEmailJob(event, bookingId, afterPosition);
  }
}
