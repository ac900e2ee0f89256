import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { RecordedEvent } from '../../../event-store/event-store.port';
import { EventHandlerDefinition, EventHandlerProvider } from '../../../event-store/subscriptions/projection';

export const BOOKING_ARRIVAL_PROJECTION = 'booking-arrival';

/**
 * Keeps booking_arrival: each booking's latest arrival details. The flight is personal data: erased
 * with the booking's other personal data (its event field is encrypted under the booking's key).
 */
@EventHandlerProvider()
@Injectable()
export class BookingArrivalProjection implements EventHandlerDefinition {
  readonly name = BOOKING_ARRIVAL_PROJECTION;
  readonly kind = 'projection';
  readonly eventTypes = ['ArrivalDetailsGiven', 'PersonalDataErased', 'BookingDeleted'] as const;
  readonly tables = ['booking_arrival'];

  async handle(recorded: RecordedEvent, em: EntityManager): Promise<void> {
    const data = recorded.data as { bookingId: string; arrivalTime?: string | null; flight?: string | null; adults?: number; children?: number };
    switch (recorded.type) {
      case 'ArrivalDetailsGiven':
        await em.query(
          `INSERT INTO booking_arrival (booking_id, arrival_time, flight, adults, children, updated_at) VALUES ($1, $2, $3, $4, $5, $6)
           ON CONFLICT (booking_id) DO UPDATE SET arrival_time = EXCLUDED.arrival_time, flight = EXCLUDED.flight,
             adults = EXCLUDED.adults, children = EXCLUDED.children, updated_at = EXCLUDED.updated_at`,
          [data.bookingId, data.arrivalTime ?? null, typeof data.flight === 'string' ? data.flight : null, data.adults ?? 1, data.children ?? 0, recorded.metadata.occurredAt],
        );
        return;
      case 'PersonalDataErased':
        await em.query('UPDATE booking_arrival SET flight = NULL WHERE booking_id = $1', [data.bookingId]);
        return;
      case 'BookingDeleted':
        await em.query('DELETE FROM booking_arrival WHERE booking_id = $1', [data.bookingId]);
        return;
    }
  }
}
