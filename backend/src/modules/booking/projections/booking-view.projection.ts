import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { RecordedEvent } from '../../../event-store/event-store.port';
import { EventHandlerDefinition, EventHandlerProvider } from '../../../event-store/subscriptions/projection';
import { BOOKING_EVENT_TYPES } from '../domain/booking.events';
import { COLUMN_TYPES, Column, foldBookingEvents, type Row } from './booking-view.rows';
import { queryPrepared } from '../../../infrastructure/database/prepared-query';
import { copyRows } from '../../../infrastructure/database/copy-rows';
import { BlindIndexKey } from '../search/blind-index';

export const BOOKING_VIEW_PROJECTION = 'booking-view';

const COLUMNS = Object.keys(COLUMN_TYPES) as Column[];
const UPDATABLE = COLUMNS.filter((column) => !['id', 'reference', 'language', 'access_token_hash', 'created_by', 'created_at'].includes(column));

// booking_view_counts gains what `delta` (status, n) says, in the statement that changed the rows.
const ADD_TO_COUNTS = `
  INSERT INTO booking_view_counts (status, bookings) SELECT status, n FROM delta
  ON CONFLICT (status) DO UPDATE SET bookings = booking_view_counts.bookings + EXCLUDED.bookings`;

// New rows: one statement for the batch, each row a JSON object (missing keys are NULL).
const INSERT_SQL = `
  WITH added AS (
    INSERT INTO booking_view (${COLUMNS.join(', ')})
    SELECT ${COLUMNS.join(', ')} FROM jsonb_to_recordset($1::jsonb)
      AS r(${COLUMNS.map((column) => `${column} ${COLUMN_TYPES[column]}`).join(', ')})
    RETURNING status, deleted),
  delta AS (SELECT status, count(*) AS n FROM added WHERE NOT deleted GROUP BY status)
  ${ADD_TO_COUNTS}`;

// What a replay's COPY of new rows adds to the counts (its rows per status, not deleted).
const ADD_COUNTS_SQL = `
  WITH delta AS (SELECT status, n FROM jsonb_to_recordset($1::jsonb) AS d(status text, n bigint))
  ${ADD_TO_COUNTS}`;

// Changed rows: one statement; a column keeps its value unless the patch has its key.
const value = (column: Column) => {
  if (COLUMN_TYPES[column] === 'jsonb') return `nullif(p.patch->'${column}', 'null'::jsonb)`;
  if (COLUMN_TYPES[column].endsWith('[]')) {
    return `CASE WHEN jsonb_typeof(p.patch->'${column}') = 'array' THEN ARRAY(SELECT jsonb_array_elements_text(p.patch->'${column}'))::${COLUMN_TYPES[column]} END`;
  }
  return `(p.patch->>'${column}')::${COLUMN_TYPES[column]}`;
};
// The counts: `before` reads the rows as they were (every part of the statement sees the same
// snapshot), `changed` as the update left them; one patch per booking (foldBookingEvents).
const UPDATE_SQL = `
  WITH p AS (SELECT * FROM jsonb_to_recordset($1::jsonb) AS p(id uuid, patch jsonb)),
  before AS (SELECT b.status, b.deleted FROM booking_view b JOIN p ON b.id = p.id),
  changed AS (
    UPDATE booking_view AS b SET
      ${UPDATABLE.map((column) => `${column} = CASE WHEN p.patch ? '${column}' THEN ${value(column)} ELSE b.${column} END`).join(',\n      ')}
    FROM p
    WHERE b.id = p.id
    RETURNING b.status, b.deleted),
  delta AS (
    SELECT status, sum(n) AS n FROM (
      SELECT status, -1 AS n FROM before WHERE NOT deleted
      UNION ALL SELECT status, 1 FROM changed WHERE NOT deleted) moves
    GROUP BY status HAVING sum(n) <> 0)
  ${ADD_TO_COUNTS}`;

/**
 * Keeps booking_view, one row per booking, and booking_view_counts (its rows per status) from the
 * booking streams. A batch of events becomes at most two statements (new rows, changed rows), so
 * the read model keeps up with many bookings at once.
 */
@EventHandlerProvider()
@Injectable()
export class BookingViewProjection implements EventHandlerDefinition {
  readonly name = BOOKING_VIEW_PROJECTION;
  readonly kind = 'projection';
  readonly eventTypes = BOOKING_EVENT_TYPES;
  readonly tables = ['booking_view', 'booking_view_counts'];
  private readonly blindIndex = new BlindIndexKey();

  handle(event: RecordedEvent, em: EntityManager): Promise<void> {
    return this.handleBatch([event], em);
  }

  handleBatch(events: readonly RecordedEvent[], em: EntityManager): Promise<void> {
    return this.apply(events, em, (inserts) => queryPrepared(em, 'booking_view_insert', INSERT_SQL, [JSON.stringify(inserts)]));
  }

  /**
   * A replay's batch: the new rows are loaded with one COPY (their counts added by one statement),
   * the changed ones updated as live. The same rows as handleBatch: copyRows writes every column as
   * jsonb_to_recordset reads it.
   */
  replayBatch(events: readonly RecordedEvent[], em: EntityManager): Promise<void> {
    return this.apply(events, em, async (inserts) => {
      await copyRows(em, 'booking_view', COLUMN_TYPES, inserts);
      const counts = new Map<unknown, number>();
      for (const row of inserts) if (row.deleted === false) counts.set(row.status, (counts.get(row.status) ?? 0) + 1);
      if (counts.size > 0) await queryPrepared(em, 'booking_view_counts_add', ADD_COUNTS_SQL, [JSON.stringify([...counts].map(([status, n]) => ({ status, n })))]);
    });
  }

  /** Folds the batch, writes its new rows by `insert`, then its changed ones. */
  private async apply(events: readonly RecordedEvent[], em: EntityManager, insert: (inserts: Row[]) => Promise<unknown>): Promise<void> {
    const { inserts, updates } = foldBookingEvents(events, await this.blindIndex.get(em.connection));
    if (inserts.length > 0) await insert(inserts);
    if (updates.length > 0) await queryPrepared(em, 'booking_view_update', UPDATE_SQL, [JSON.stringify(updates)]);
  }
}
