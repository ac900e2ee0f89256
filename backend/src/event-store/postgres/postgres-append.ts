import type { ExpectedVersion, NewEvent } from '../event-store.port';

/**
 * The append statements of the Postgres store. Each is one INSERT: the primary key
 * (stream_id, stream_version) is the optimistic lock, so an append writes nothing but its events.
 * Two appends after the same version race for the same key and the loser gets a unique violation
 * on es_events_pkey; an append after a version the stream doesn't have inserts no row. Both are
 * the `ConcurrencyError` of the port. They are named (prepared once per connection): planning the
 * INSERT … SELECT costs more than executing it.
 */
export interface AppendStatement {
  name: string;
  text: string;
  values: unknown[];
}

export interface AppendedRow {
  stream_version: string;
  transaction_id: string;
  global_position: string;
}

const INSERT = `INSERT INTO es_events (stream_id, stream_version, event_id, event_type, schema_version, data, metadata)`;
const EVENT_COLUMNS = `(e.v->>'eventId')::uuid, e.v->>'type', (e.v->>'schemaVersion')::int, e.v->'data', e.v->'metadata'`;
const RETURNING = `RETURNING stream_version::text, transaction_id::text, global_position::text`;

/** After version $2 (0: a new stream), which must be the stream's last event. */
const AFTER_VERSION = `${INSERT}
  SELECT $1, $2::bigint + e.ord, ${EVENT_COLUMNS}
    FROM jsonb_array_elements($3::jsonb) WITH ORDINALITY AS e(v, ord)
   WHERE $2::bigint = 0 OR EXISTS (SELECT 1 FROM es_events s WHERE s.stream_id = $1 AND s.stream_version = $2::bigint)
   ORDER BY e.ord
  ${RETURNING}`;

/** One event after version $2: the common case, without unpacking a JSON array. */
const ONE_AFTER_VERSION = `${INSERT}
  SELECT $1, $2::bigint + 1, $3::uuid, $4, $5::int, $6::jsonb, $7::jsonb
   WHERE $2::bigint = 0 OR EXISTS (SELECT 1 FROM es_events s WHERE s.stream_id = $1 AND s.stream_version = $2::bigint)
  ${RETURNING}`;

/** After whatever the stream holds ($2: also when it holds nothing). */
const AT_HEAD = `${INSERT}
  SELECT $1, head.version + e.ord, ${EVENT_COLUMNS}
    FROM (SELECT coalesce(max(stream_version), 0) AS version FROM es_events WHERE stream_id = $1) head,
         jsonb_array_elements($3::jsonb) WITH ORDINALITY AS e(v, ord)
   WHERE $2::boolean OR head.version > 0
   ORDER BY e.ord
  ${RETURNING}`;

export function appendStatement(streamId: string, expected: ExpectedVersion, events: NewEvent[]): AppendStatement {
  if (expected === 'any' || expected === 'stream_exists') {
    return { name: 'es_append_at_head', text: AT_HEAD, values: [streamId, expected === 'any', payload(events)] };
  }
  const after = expected === 'no_stream' ? 0 : expected;
  if (events.length === 1) {
    const [event] = events;
    return {
      name: 'es_append_one_after_version',
      text: ONE_AFTER_VERSION,
      values: [streamId, after, event.eventId, event.type, schemaVersionOf(event), JSON.stringify(event.data), JSON.stringify(event.metadata)],
    };
  }
  return { name: 'es_append_after_version', text: AFTER_VERSION, values: [streamId, after, payload(events)] };
}

function payload(events: NewEvent[]): string {
  return JSON.stringify(events.map((event) => ({ ...event, schemaVersion: schemaVersionOf(event) })));
}

function schemaVersionOf(event: NewEvent): number {
  return event.metadata.schemaVersion ?? 1;
}

/** A racing append took the version first (unique violation on the stream's key). */
export function isVersionTaken(error: unknown): boolean {
  return (error as { code?: string; constraint?: string }).constraint === 'es_events_pkey';
}

/**
 * The append's transaction was chosen as a deadlock victim or failed to serialize (e.g. two creates
 * whose stays overlap, each waiting on the other's exclusion-constraint check): nothing was
 * written, and the same append can simply be tried again.
 */
export function isTransient(error: unknown): boolean {
  const code = (error as { code?: string }).code;
  return code === '40P01' || code === '40001';
}

/** Some of these event ids are stored already. */
export function isEventIdTaken(error: unknown): boolean {
  return (error as { constraint?: string }).constraint === 'es_events_event_id_key';
}
