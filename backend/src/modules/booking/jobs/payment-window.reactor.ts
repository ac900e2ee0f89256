import { Injectable } from '@nestjs/common';
import type { RecordedEvent } from '../../../event-store/event-store.port';
import { EventHandlerDefinition, EventHandlerProvider } from '../../../event-store/subscriptions/projection';
import type { BookingCreated, SlipCleared } from '../domain/booking.events';
import { PaymentWindowScheduler } from './payment-window.scheduler';

type PaymentWindowEvent = RecordedEvent<string, BookingCreated['data'] | SlipCleared['data']>;

/**
 * Schedules the expiry and the reminder of every payment window: the one a booking opens with, and
 * the new one an admin gives when rejecting a slip. A reactor: its effects live in Redis, so a
 * projection rebuild never runs it again; a re-delivered event adds nothing (ids per deadline).
 */
@Injectable()
@EventHandlerProvider()
export class PaymentWindowReactor implements EventHandlerDefinition {
  readonly name = 'payment-window';
  readonly kind = 'reactor';
  readonly eventTypes = ['BookingCreated', 'SlipCleared'] as const;

  constructor(private readonly scheduler: PaymentWindowScheduler) {}

  handle(event: PaymentWindowEvent): Promise<void> {
    return this.handleBatch([event]);
  }

  /** A batch's windows go to Redis in one round trip. */
  async handleBatch(events: readonly PaymentWindowEvent[]): Promise<void> {
    // A slip removed by the guest keeps the window it had, whose jobs are already waiting.
    const windows = events.filter((event) => event.data.paymentDeadline);
    await this.scheduler.scheduleAll(windows.map((event) => ({ bookingId: event.data.bookingId, paymentDeadline: event.data.paymentDeadline! })));
  }
}
