import { Pool } from 'pg';
import {
  AppendOptions,
  AppendResult,
  ConcurrencyError,
  EventStore,
  NewEvent,
  ReadAllOptions,
  RecordedEvent,
  SubscribeOptions,
  Subscription,
  TransactionalWrite,
} from '../event-store.port';
import { startPollingSubscription } from '../polling-subscription';
import { SharedEventReader } from '../shared-event-reader';
import { comparePositions, parsePosition } from '../position';
import { UpcasterRegistry } from '../upcasters';
import { PgNotificationChannel } from './pg-notification-channel';
import { AppendStatement, AppendedRow, appendStatement, isEventIdTaken, isTransient, isVersionTaken } from './postgres-append';
import { inTransaction, query, storeTransaction } from './postgres-client';
import { EventRow, READ_COLUMNS, toRecordedEvent } from './postgres-rows';
import { appendOutcome, checkVersion } from './postgres-stream-queries';

export interface PostgresEventStoreOptions {
  /** Connections of the store's own pool (appends, reads). */
  poolSize?: number;
  upcasters?: UpcasterRegistry;
  /** Fallback poll of subscriptions when no notification arrives. */
  pollIntervalMs?: number;
}

/** Appends at the head ('any', 'stream_exists') retry when a racing append takes the version. */
const MAX_HEAD_ATTEMPTS = 20;
/** A deadlock victim or serialization failure wrote nothing: the same append is tried again. */
const MAX_TRANSIENT_ATTEMPTS = 5;
/** Only events of transactions older than every running one: later commits can't land before them. */
const READABLE = 'transaction_id < pg_snapshot_xmin(pg_current_snapshot())';
const START = '0:0';
const READ_ALL = `SELECT ${READ_COLUMNS} FROM es_events
  WHERE (transaction_id, global_position) > ($1::xid8, $2::bigint) AND ${READABLE}
  ORDER BY transaction_id, global_position LIMIT $3`;
const READ_STREAM = `SELECT ${READ_COLUMNS} FROM es_events WHERE stream_id = $1 ORDER BY stream_version`;

/**
 * The event store port over Postgres (es_events). It owns its pg pool, built from the connection
 * string and closed by close(); transactional writes run on the append's own transaction.
 */
export class PostgresEventStore implements EventStore {
  readonly adapter = 'postgres';
  readonly transactional = true;
  private readonly pool: Pool;
  private readonly channel: PgNotificationChannel;
  private readonly upcasters: UpcasterRegistry;
  private readonly pollIntervalMs: number;
  /** Subscriptions share their reads: each new event is read once, not once per handler. */
  private readonly sharedReader = new SharedEventReader((after, limit) => this.readAll({ after, limit }), comparePositions);

  constructor(connectionString: string, options: PostgresEventStoreOptions = {}) {
    this.pool = new Pool({ connectionString, max: options.poolSize ?? 10 });
    // An idle client's connection dropped by the server: the pool discards it, nothing to do here.
    this.pool.on('error', () => undefined);
    this.channel = new PgNotificationChannel(connectionString, 'es_events');
    this.upcasters = options.upcasters ?? new UpcasterRegistry();
    this.pollIntervalMs = options.pollIntervalMs ?? 1000;
  }

  async appendToStream(streamId: string, events: NewEvent[], options: AppendOptions): Promise<AppendResult> {
    if (events.length === 0) return checkVersion(this.pool, streamId, options.expectedVersion, () => this.headPosition());
    const statement = appendStatement(streamId, options.expectedVersion, events);
    const atHead = options.expectedVersion === 'any' || options.expectedVersion === 'stream_exists';
    for (let attempt = 1; ; attempt++) {
      let rows: AppendedRow[] = [];
      try {
        rows = await this.insert(statement, options.transactionalWrites ?? []);
      } catch (error) {
        // Expected failures come back on a client released intact (postgres-client.ts).
        // An append at the head lost a race for the next version: read the head again.
        if (isVersionTaken(error) && atHead && attempt < MAX_HEAD_ATTEMPTS) continue;
        if (isTransient(error) && attempt < MAX_TRANSIENT_ATTEMPTS) continue;
        if (!isVersionTaken(error) && !isEventIdTaken(error)) throw error;
      }
      const last = rows.at(-1);
      if (last) {
        this.channel.notify();
        return { nextExpectedVersion: Number(last.stream_version), position: `${last.transaction_id}:${last.global_position}` };
      }
      // Same event ids again (sequentially or racing the first append): answer with the first result.
      const { appended, version } = await appendOutcome(this.pool, streamId, events);
      if (appended) return appended;
      throw new ConcurrencyError(streamId, options.expectedVersion, version);
    }
  }

  /** One statement; inside a transaction with the writes that must commit with it. */
  private async insert(statement: AppendStatement, writes: TransactionalWrite[]): Promise<AppendedRow[]> {
    if (writes.length === 0) return query<AppendedRow>(this.pool, statement);
    return inTransaction(this.pool, async (client) => {
      // Writes follow the append: a conflict or a duplicate costs no write at all.
      const { rows } = await client.query<AppendedRow>(statement);
      const tx = storeTransaction(client);
      if (rows.length > 0) for (const write of writes) await write.write(tx);
      return rows;
    });
  }

  async readStream(streamId: string): Promise<RecordedEvent[]> {
    const rows = await query<EventRow>(this.pool, { name: 'es_read_stream', text: READ_STREAM, values: [streamId] });
    return rows.map((row) => this.upcasters.apply(toRecordedEvent(row)));
  }

  async readAll({ after, limit }: ReadAllOptions): Promise<RecordedEvent[]> {
    const [tx, gpos] = parsePosition(after ?? START);
    const rows = await query<EventRow>(this.pool, { name: 'es_read_all', text: READ_ALL, values: [tx.toString(), gpos.toString(), limit] });
    return rows.map((row) => this.upcasters.apply(toRecordedEvent(row)));
  }

  async headPosition(): Promise<string | null> {
    const [row] = await query<{ tx: string; gp: string }>(this.pool, {
      text: `SELECT transaction_id::text AS tx, global_position::text AS gp FROM es_events WHERE ${READABLE}
        ORDER BY transaction_id DESC, global_position DESC LIMIT 1`,
    });
    return row ? `${row.tx}:${row.gp}` : null;
  }

  async countAfter(after: string | null): Promise<number> {
    const [tx, gpos] = parsePosition(after ?? START);
    const [row] = await query<{ n: number }>(this.pool, {
      text: `SELECT count(*)::int AS n FROM es_events
        WHERE (transaction_id, global_position) > ($1::xid8, $2::bigint) AND ${READABLE}`,
      values: [tx.toString(), gpos.toString()],
    });
    return row.n;
  }

  subscribe(options: SubscribeOptions): Subscription {
    return startPollingSubscription(
      {
        readAll: (after, limit) => this.sharedReader.readAll(after, limit),
        onWake: (callback) => this.channel.listen(callback),
        pollIntervalMs: this.pollIntervalMs,
      },
      options,
    );
  }

  comparePositions(a: string | null, b: string | null): number {
    return comparePositions(a, b);
  }

  async close(): Promise<void> {
    await this.channel.close();
    await this.pool.end();
  }
}
