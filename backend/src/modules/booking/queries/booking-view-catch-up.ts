import { Inject, Injectable } from '@nestjs/common';
import { EVENT_STORE, EventStore } from '../../../event-store/event-store.port';
import { SubscriptionRunner } from '../../../event-store/subscriptions/subscription-runner';
import { awaitProjection } from '../../../event-store/subscriptions/read-your-writes';
import { bookingStreamId } from '../domain/booking.events';
import { BOOKING_VIEW_PROJECTION } from '../projections/booking-view.projection';

/**
 * Read-your-writes for a booking booking_view doesn't show yet. A guest's create answers once its
 * events are stored, without waiting for the projection (it answers with the booking built from
 * the new state); the guest's next call finds the row missing and waits here for booking_view to
 * reach the stream's last event. In practice the row is there long before that call arrives.
 */
@Injectable()
export class BookingViewCatchUp {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly subscriptions: SubscriptionRunner,
  ) {}

  /** False when there is no such booking stream; otherwise resolves once the view has caught up. */
  async catchUp(bookingId: string): Promise<boolean> {
    const events = await this.store.readStream(bookingStreamId(bookingId));
    const last = events.at(-1);
    if (!last) return false;
    await awaitProjection(this.subscriptions, BOOKING_VIEW_PROJECTION, last.position);
    return true;
  }

  /** Resolves once booking_view shows every event stored so far (for counts that must not miss a create just made). */
  async catchUpAll(): Promise<void> {
    await this.catchUpTo(await this.store.headPosition());
  }

  /** Resolves once booking_view shows the event at `position` (null: nothing to wait for). */
  async catchUpTo(position: string | null): Promise<void> {
    await awaitProjection(this.subscriptions, BOOKING_VIEW_PROJECTION, position);
  }
}
