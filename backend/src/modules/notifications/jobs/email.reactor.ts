import { Injectable } from '@nestjs/common';
import type { RecordedEvent } from '../../../event-store/event-store.port';
import { EventHandlerDefinition, EventHandlerProvider } from '../../../event-store/subscriptions/projection';
import type { EmailJob } from './email.jobs';
import { digest, EmailQueue } from './email.queue';

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
  readonly eventTypes = ['CustomerInfoAdded', 'SlipAttached', 'BookingConfirmed', 'BookingCancelled', 'BookingExpired'] as const;

  constructor(private readonly emails: EmailQueue) {}

  async handle(event: RecordedEvent): Promise<void> {
    const wanted = emailJobFor(event);
    if (wanted) await this.emails.enqueue(wanted.jobId, wanted.job);
  }
}

/** The e-mail job an event asks for, under the id that makes adding it idempotent (null: none). */
export function emailJobFor(event: RecordedEvent<string, { bookingId: string; email?: string; reason?: string }>): { jobId: string; job: EmailJob } | null {
  const { bookingId } = event.data;
  const afterPosition = event.position;
  switch (event.type) {
    case 'CustomerInfoAdded':
      // The booking is created before the guest gives an address: the payment instructions go
      // out once per address (a corrected address gets them too; a repeated save does not).
      return { jobId: `received-${bookingId}-${digest(event.data.email ?? '')}`, job: { kind: 'booking_received', bookingId, afterPosition } };
    case 'SlipAttached':
      return { jobId: `slip-${event.eventId}`, job: { kind: 'slip_received', bookingId, afterPosition } };
    case 'BookingConfirmed':
      return {
        jobId: `confirmed-${event.eventId}`,
        job: { kind: 'booking_confirmed', bookingId, confirmationId: event.eventId, afterPosition },
      };
    case 'BookingCancelled':
      return {
        jobId: `cancelled-${event.eventId}`,
        job: { kind: 'booking_cancelled', bookingId, afterPosition, ...(event.data.reason && { reason: event.data.reason }) },
      };
    case 'BookingExpired':
      return { jobId: `expired-${event.eventId}`, job: { kind: 'booking_expired', bookingId, afterPosition } };
    default:
      return null;
  }
}
