import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { RecordedEvent } from '../../../event-store/event-store.port';
import { EventHandlerDefinition, EventHandlerProvider } from '../../../event-store/subscriptions/projection';
import { BOOKING_EVENT_TYPES } from '../domain/booking.events';
import { COLUMN_TYPES, Column, foldBookingEvents } from './booking-view.rows';
import { queryPrepared } from '../../../infrastructure/database/prepared-query';
import { BlindIndexKey } from '../search/blind-index';

export const BOOKING_VIEW_PROJECTION = 'booking-view';

const COLUMNS = Object.keys(COLUMN_TYPES) as Column[];
const UPDATABLE = COLUMNS.filter((column) => !['id', 'reference', 'language', 'access_token_hash', 'created_by', 'created_at'].includes(column));

// New rows: one statement for the batch, each row a JSON object (missing keys are NULL).
const INSERT_SQL = `
  INSERT INTO booking_view (${COLUMNS.join(', ')})
  SELECT ${COLUMNS.join(', ')} FROM jsonb_to_recordset($1::jsonb)
    AS r(${COLUMNS.map((column) => `${column} ${COLUMN_TYPES[column]}`).join(', ')})`;

// Changed rows: one statement; a column keeps its value unless the patch has its key.
const value = (column: Column) => {
  if (COLUMN_TYPES[column] === 'jsonb') return `nullif(p.patch->'${column}', 'null'::jsonb)`;
  if (COLUMN_TYPES[column].endsWith('[]')) {
    return `CASE WHEN jsonb_typeof(p.patch->'${column}') = 'array' THEN ARRAY(SELECT jsonb_array_elements_text(p.patch->'${column}'))::${COLUMN_TYPES[column]} END`;
  }
  return `(p.patch->>'${column}')::${COLUMN_TYPES[column]}`;
};
const UPDATE_SQL = `
  UPDATE booking_view AS b SET
    ${UPDATABLE.map((column) => `${column} = CASE WHEN p.patch ? '${column}' THEN ${value(column)} ELSE b.${column} END`).join(',\n    ')}
  FROM jsonb_to_recordset($1::jsonb) AS p(id uuid, patch jsonb)
  WHERE b.id = p.id`;

/**
 * Keeps booking_view, one row per booking, from the booking streams. A batch of events becomes at most
 * two statements (new rows, changed rows), so the read model keeps up with many bookings at once.
 */
@EventHandlerProvider()
@Injectable()
export class BookingViewProjection implements EventHandlerDefinition {
  readonly name = BOOKING_VIEW_PROJECTION;
  readonly kind = 'projection';
  readonly eventTypes = BOOKING_EVENT_TYPES;
  readonly tables = ['booking_view'];
  private readonly blindIndex = new BlindIndexKey();

  handle(event: RecordedEvent, em: EntityManager): Promise<void> {
    return this.handleBatch([event], em);
  }

  async handleBatch(events: readonly RecordedEvent[], em: EntityManager): Promise<void> {
    const { inserts, updates } = foldBookingEvents(events, await this.blindIndex.get(em.connection));
    if (inserts.length > 0) await queryPrepared(em, 'booking_view_insert', INSERT_SQL, [JSON.stringify(inserts)]);
    if (updates.length > 0) await queryPrepared(em, 'booking_view_update', UPDATE_SQL, [JSON.stringify(updates)]);
  }
}
