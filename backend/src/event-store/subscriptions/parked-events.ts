import type { DataSource, EntityManager } from 'typeorm';
import type { RecordedEvent } from '../event-store.port';
import type { EventHandlerDefinition } from './projection';

export interface ParkedEvent {
  id: string;
  handler: string;
  kind: EventHandlerDefinition['kind'];
  eventId: string;
  streamId: string;
  streamVersion: number;
  position: string;
  eventType: string;
  /** The event's data, personal fields erased. */
  data: Record<string, unknown>;
  error: string;
  attempts: number;
  parkedAt: Date;
  state: 'parked' | 'skipped';
  resolvedAt: Date | null;
  note: string | null;
}

/** Unhandled parked events of one handler. */
export interface ParkedCount {
  handler: string;
  count: number;
  /** Parked within the alert window (PROJECTION_PARKED_ALERT_HOURS). */
  recent: number;
  oldest: Date;
}

interface ParkedRow {
  id: string;
  handler: string;
  kind: ParkedEvent['kind'];
  event_id: string;
  stream_id: string;
  stream_version: number;
  position: string;
  event_type: string;
  data: Record<string, unknown>;
  error: string;
  attempts: number;
  parked_at: Date;
  state: ParkedEvent['state'];
  resolved_at: Date | null;
  note: string | null;
}

const toParked = (row: ParkedRow): ParkedEvent => ({
  id: String(row.id),
  handler: row.handler,
  kind: row.kind,
  eventId: row.event_id,
  streamId: row.stream_id,
  streamVersion: row.stream_version,
  position: row.position,
  eventType: row.event_type,
  data: row.data,
  error: row.error,
  attempts: row.attempts,
  parkedAt: row.parked_at,
  state: row.state,
  resolvedAt: row.resolved_at,
  note: row.note,
});

/** `projection_parked_events`: what each handler could not apply, until retried or skipped. */
export class ParkedEvents {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Parks `event` in the caller's transaction (the one that moves the checkpoint past it); `first`
   * says the handler had no other unhandled parked event, so the owner is told once per episode.
   * An event parked before (met again by a rebuild) keeps its row and state: one skipped stays so.
   */
  async park(
    em: EntityManager,
    handler: EventHandlerDefinition,
    event: RecordedEvent,
    data: Record<string, unknown>,
    error: string,
    attempts: number,
  ): Promise<{ id: string; first: boolean }> {
    const [row] = await em.query(
      `INSERT INTO projection_parked_events (handler, kind, event_id, stream_id, stream_version, position, event_type, data, error, attempts)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
       ON CONFLICT (handler, event_id) DO UPDATE SET error = excluded.error, attempts = projection_parked_events.attempts + excluded.attempts
       RETURNING id, (SELECT count(*) FROM projection_parked_events WHERE handler = $1 AND state = 'parked')::int AS others`,
      [handler.name, handler.kind, event.eventId, event.streamId, event.streamVersion, event.position, event.type, data, error, attempts],
    );
    return { id: String(row.id), first: row.others === 0 };
  }

  async list(all = false): Promise<ParkedEvent[]> {
    const rows: ParkedRow[] = await this.dataSource.query(
      `SELECT * FROM projection_parked_events ${all ? '' : "WHERE state = 'parked'"} ORDER BY id`,
    );
    return rows.map(toParked);
  }

  async get(id: string): Promise<ParkedEvent | null> {
    if (!/^\d{1,18}$/.test(id)) return null;
    const [row] = (await this.dataSource.query('SELECT * FROM projection_parked_events WHERE id = $1', [id])) as ParkedRow[];
    return row ? toParked(row) : null;
  }

  /** A rebuild replays every event: what it cannot apply is parked again, the rest is handled. */
  async clearFor(em: EntityManager, handler: string): Promise<void> {
    await em.query(`DELETE FROM projection_parked_events WHERE handler = $1 AND state = 'parked'`, [handler]);
  }

  /** Removes a parked event once applied (in the transaction that applied it). */
  async remove(em: EntityManager, id: string): Promise<void> {
    await em.query('DELETE FROM projection_parked_events WHERE id = $1', [id]);
  }

  /** Records that a retry failed again; the event stays parked. */
  async retryFailed(id: string, error: string): Promise<void> {
    await this.dataSource.query('UPDATE projection_parked_events SET error = $2, attempts = attempts + 1 WHERE id = $1', [id, error]);
  }

  /** Discards a parked event, keeping the row as the record of it. */
  async skip(id: string, note: string): Promise<boolean> {
    const rows = await this.dataSource.query(
      `UPDATE projection_parked_events SET state = 'skipped', resolved_at = now(), note = $2 WHERE id = $1 AND state = 'parked' RETURNING id`,
      [id, note],
    );
    return rows.length > 0;
  }

  /** Unhandled parked events per handler; `recent`: parked within the last `alertHours`. */
  async counts(alertHours: number): Promise<ParkedCount[]> {
    const rows: Array<{ handler: string; count: number; recent: number; oldest: Date }> = await this.dataSource.query(
      `SELECT handler, count(*)::int AS count, (count(*) FILTER (WHERE parked_at > now() - make_interval(secs => $1)))::int AS recent,
              min(parked_at) AS oldest
         FROM projection_parked_events WHERE state = 'parked' GROUP BY handler ORDER BY handler`,
      [alertHours * 3600],
    );
    return rows;
  }

  /** For the public health: whether any handler is stopped or has an unhandled event parked within `alertHours`. */
  async blocking(alertHours: number): Promise<boolean> {
    const [row] = await this.dataSource.query(
      `SELECT EXISTS (SELECT 1 FROM projection_checkpoints WHERE state = 'failed')
           OR EXISTS (SELECT 1 FROM projection_parked_events WHERE state = 'parked' AND parked_at > now() - make_interval(secs => $1)) AS blocking`,
      [alertHours * 3600],
    );
    return row.blocking;
  }
}
