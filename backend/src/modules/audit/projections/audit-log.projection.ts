import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { RecordedEvent } from '../../../event-store/event-store.port';
import { EventHandlerDefinition, EventHandlerProvider } from '../../../event-store/subscriptions/projection';
import { auditBookingId } from '../audit-changes';
import { queryPrepared } from '../../../infrastructure/database/prepared-query';
import { copyRows } from '../../../infrastructure/database/copy-rows';

export const AUDIT_LOG_PROJECTION = 'audit-log';

/**
 * One statement per batch: seq follows the order the runner delivers events in (checkpoint order),
 * numbered after the highest seq so far, so a rebuild numbers them exactly as live processing did.
 * An event already recorded (redelivered after a crash between commit and ack) is skipped before
 * numbering, so it leaves no gap.
 */
const INSERT_BATCH = `
  WITH incoming AS (
    SELECT * FROM unnest($1::uuid[], $2::text[], $3::int[], $4::text[], $5::text[], $6::timestamptz[],
                         $7::text[], $8::text[], $9::text[])
      WITH ORDINALITY AS e(event_id, stream_id, stream_version, booking_id, event_type, occurred_at,
                           actor_kind, actor_id, actor_email, ord)
  ), fresh AS (
    SELECT i.*, row_number() OVER (ORDER BY i.ord) AS n FROM incoming i
    WHERE NOT EXISTS (SELECT 1 FROM audit_log a WHERE a.event_id = i.event_id)
  )
  INSERT INTO audit_log (seq, event_id, stream_id, stream_version, booking_id, event_type, occurred_at,
                         actor_kind, actor_id, actor_email)
  SELECT (SELECT coalesce(max(seq), 0) FROM audit_log) + n, event_id, stream_id, stream_version, booking_id,
         event_type, occurred_at, actor_kind, actor_id, actor_email
  FROM fresh ORDER BY n
  ON CONFLICT (event_id) DO NOTHING`;

/** audit_log's columns with their types, as a replay's COPY writes them (seq numbered by the replay). */
const COLUMNS = {
  seq: 'bigint', event_id: 'uuid', stream_id: 'text', stream_version: 'integer', booking_id: 'text', event_type: 'text',
  occurred_at: 'timestamptz', actor_kind: 'text', actor_id: 'text', actor_email: 'text',
} as const;

type AuditRow = { [column in Exclude<keyof typeof COLUMNS, 'seq'>]: unknown };

/** What an event records in audit_log, but its seq: both ways of writing a batch start here. */
function auditRow(e: RecordedEvent): AuditRow {
  return {
    event_id: e.eventId,
    stream_id: e.streamId,
    stream_version: e.streamVersion,
    booking_id: auditBookingId(e.data),
    event_type: e.type,
    // The ISO text as recorded: Postgres reads it as the same instant, with no Date made and formatted again.
    occurred_at: e.metadata.occurredAt,
    actor_kind: e.metadata.actor.kind,
    actor_id: e.metadata.actor.id ?? null,
    actor_email: e.metadata.actor.email ?? null,
  };
}

/**
 * audit_log: every event of every stream (bookings, villa, admin users) with its actor, as an index
 * of the log: what an event changed is read from the event itself when a page is shown
 * (ListAuditLogHandler), so the audit log holds no copy of a guest's personal data to erase, and a
 * replay writes a small row per event rather than a copy of its data.
 */
@Injectable()
@EventHandlerProvider()
export class AuditLogProjection implements EventHandlerDefinition {
  readonly name = AUDIT_LOG_PROJECTION;
  readonly kind = 'projection' as const;
  readonly tables = ['audit_log'] as const;

  handle(event: RecordedEvent, em: EntityManager): Promise<void> {
    return this.handleBatch([event], em);
  }

  async handleBatch(events: readonly RecordedEvent[], em: EntityManager): Promise<void> {
    if (events.length === 0) return;
    const rows = events.map(auditRow);
    const column = <K extends keyof AuditRow>(name: K): AuditRow[K][] => rows.map((row) => row[name]);
    await queryPrepared(em, 'audit_log_insert_batch', INSERT_BATCH, [
      column('event_id'),
      column('stream_id'),
      column('stream_version'),
      column('booking_id'),
      column('event_type'),
      column('occurred_at'),
      column('actor_kind'),
      column('actor_id'),
      column('actor_email'),
    ]);
  }

  /**
   * A replay's batch: none of its events is recorded yet, so the rows are numbered here (after the
   * highest seq, in the order given, as INSERT_BATCH numbers them) and loaded with one COPY. It
   * leaves the same rows as handleBatch, without the statement's parameters for Postgres to parse
   * or its check per row against redelivery; a million-event rebuild writes a million rows.
   */
  async replayBatch(events: readonly RecordedEvent[], em: EntityManager): Promise<void> {
    if (events.length === 0) return;
    const [{ max }] = await queryPrepared<{ max: string }>(em, 'audit_log_max_seq', 'SELECT coalesce(max(seq), 0)::text AS max FROM audit_log', []);
    const after = Number(max);
    await copyRows(em, 'audit_log', COLUMNS, events.map((e, index) => ({ seq: after + index + 1, ...auditRow(e) })));
  }
}
