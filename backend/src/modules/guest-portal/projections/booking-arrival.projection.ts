import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { RecordedEvent } from '../../../event-store/event-store.port';
import { EventHandlerDefinition, EventHandlerProvider } from '../../../event-store/subscriptions/projection';

export const BOOKING_ARRIVAL_PROJECTION = 'booking-arrival';

/** A row of booking_arrival, as this projection writes it and the guest-portal queries read it. */
export interface ArrivalRow {
  booking_id: string;
  arrival_time: string | null;
  flight: string | null;
  adults: number;
  children: number;
  updated_at: string;
}

/** What a batch leaves for one booking: its latest details, its flight erased, or the row deleted. */
type Outcome = { kind: 'upsert'; row: ArrivalRow } | { kind: 'erase' } | { kind: 'delete' };

const UPSERT = `
  INSERT INTO booking_arrival (booking_id, arrival_time, flight, adults, children, updated_at)
  SELECT booking_id, arrival_time, flight, adults, children, updated_at FROM jsonb_to_recordset($1::jsonb)
    AS r(booking_id uuid, arrival_time text, flight text, adults int, children int, updated_at timestamptz)
  ON CONFLICT (booking_id) DO UPDATE SET arrival_time = EXCLUDED.arrival_time, flight = EXCLUDED.flight,
    adults = EXCLUDED.adults, children = EXCLUDED.children, updated_at = EXCLUDED.updated_at`;

/**
 * Keeps booking_arrival: each booking's latest arrival details. The flight is personal data: erased
 * with the booking's other personal data (its event field is encrypted under the booking's key).
 * A batch is folded per booking first, then written in at most three statements.
 */
@EventHandlerProvider()
@Injectable()
export class BookingArrivalProjection implements EventHandlerDefinition {
  readonly name = BOOKING_ARRIVAL_PROJECTION;
  readonly kind = 'projection';
  readonly eventTypes = ['ArrivalDetailsGiven', 'PersonalDataErased', 'BookingDeleted'] as const;
  readonly tables = ['booking_arrival'];

  handle(recorded: RecordedEvent, em: EntityManager): Promise<void> {
    return this.handleBatch([recorded], em);
  }

  async handleBatch(events: readonly RecordedEvent[], em: EntityManager): Promise<void> {
    const outcomes = foldArrivals(events);
    const of = (kind: Outcome['kind']) => [...outcomes].filter(([, outcome]) => outcome.kind === kind).map(([id]) => id);
    // Each booking has one outcome, so the order of the statements does not matter.
    const deleted = of('delete');
    if (deleted.length > 0) await em.query('DELETE FROM booking_arrival WHERE booking_id = ANY($1::uuid[])', [deleted]);
    const erased = of('erase');
    if (erased.length > 0) await em.query('UPDATE booking_arrival SET flight = NULL WHERE booking_id = ANY($1::uuid[])', [erased]);
    const rows = [...outcomes.values()].flatMap((outcome) => (outcome.kind === 'upsert' ? [outcome.row] : []));
    if (rows.length > 0) await em.query(UPSERT, [JSON.stringify(rows)]);
  }
}

/** The same end as applying the events one by one: the later event of a booking decides, an erasure blanks the flight it finds. */
export function foldArrivals(events: readonly RecordedEvent[]): Map<string, Outcome> {
  const outcomes = new Map<string, Outcome>();
  for (const recorded of events) {
    const data = recorded.data as { bookingId: string; arrivalTime?: string | null; flight?: string | null; adults?: number; children?: number };
    const current = outcomes.get(data.bookingId);
    switch (recorded.type) {
      case 'ArrivalDetailsGiven':
        outcomes.set(data.bookingId, {
          kind: 'upsert',
          row: {
            booking_id: data.bookingId,
            arrival_time: data.arrivalTime ?? null,
            flight: typeof data.flight === 'string' ? data.flight : null,
            adults: data.adults ?? 1,
            children: data.children ?? 0,
            updated_at: recorded.metadata.occurredAt,
          },
        });
        break;
      case 'PersonalDataErased':
        if (current?.kind === 'upsert') current.row.flight = null;
        else if (!current) outcomes.set(data.bookingId, { kind: 'erase' });
        break;
      case 'BookingDeleted':
        outcomes.set(data.bookingId, { kind: 'delete' });
        break;
    }
  }
  return outcomes;
}
