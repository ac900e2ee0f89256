import { Injectable } from '@nestjs/common';
import type { RecordedEvent } from '../../../event-store/event-store.port';
import { EventHandlerDefinition, EventHandlerProvider } from '../../../event-store/subscriptions/projection';
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

  async handle(event: RecordedEvent<string, { bookingId: string; email?: string; reason?: string }>): Promise<void> {
    const { bookingId } = event.data;
    const afterPosition = event.position;
    switch (event.type) {
      case 'CustomerInfoAdded':
        // The booking is created before the guest gives an address: the payment instructions go
        // out once per address (a corrected address gets them too; a repeated save does not).
        return this.emails.enqueue(`received-${bookingId}-${digest(event.data.email ?? '')}`, {
          kind: 'booking_received',
          bookingId,
          afterPosition,
        });
      case 'SlipAttached':
        return this.emails.enqueue(`slip-${event.eventId}`, { kind: 'slip_received', bookingId, afterPosition });
      case 'BookingConfirmed':
        return this.emails.enqueue(`confirmed-${event.eventId}`, {
          kind: 'booking_confirmed',
          bookingId,
          confirmationId: event.eventId,
          afterPosition,
        });
      case 'BookingCancelled':
        return this.emails.enqueue(`cancelled-${event.eventId}`, {
          kind: 'booking_cancelled',
          bookingId,
          afterPosition,
          ...(event.data.reason && { reason: event.data.reason }),
        });
      case 'BookingExpired':
        return this.emails.enqueue(`expired-${event.eventId}`, { kind: 'booking_expired', bookingId, afterPosition });
    }
  }
}
