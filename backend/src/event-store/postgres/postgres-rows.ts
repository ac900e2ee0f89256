import type { RecordedEvent } from '../event-store.port';

export interface EventRow {
  tx: string;
  gp: string;
  stream_id: string;
  stream_version: number;
  event_id: string;
  event_type: string;
  schema_version: number;
  data: Record<string, unknown>;
  metadata: RecordedEvent['metadata'];
  created_at: Date;
}

export const READ_COLUMNS = `transaction_id::text AS tx, global_position::text AS gp, stream_id,
  stream_version::int AS stream_version, event_id::text AS event_id, event_type, schema_version, data, metadata,
  created_at`;

export function toRecordedEvent(row: EventRow): RecordedEvent {
  return {
    eventId: row.event_id,
    type: row.event_type,
    data: row.data,
    metadata: { ...row.metadata, schemaVersion: row.schema_version },
    streamId: row.stream_id,
    streamVersion: row.stream_version,
    position: `${row.tx}:${row.gp}`,
    createdAt: row.created_at,
  };
}
