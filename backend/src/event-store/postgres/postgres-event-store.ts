import { Pool, PoolClient } from 'pg';
import { GuardedPgClient } from '../../infrastructure/database/guarded-pg-client';
import {
  AppendOptions,
  AppendResult,
  ConcurrencyError,
  EventStore,
  NewEvent,
  EventReference,
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
import { inTransaction, query, storeTransaction, withClient } from './postgres-client';
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
const READ_EVENTS = `SELECT ${READ_COLUMNS} FROM es_events
  WHERE (stream_id, stream_version) IN (SELECT * FROM unnest($1::text[], $2::bigint[]))`;

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
    this.pool = new Pool({ connectionString, max: options.poolSize ?? 10, Client: GuardedPgClient });
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
      const retryable = (error: unknown) =>
        // An append at the head lost a race for the next version: read the head again.
        (isVersionTaken(error) && atHead && attempt < MAX_HEAD_ATTEMPTS) || (isTransient(error) && attempt < MAX_TRANSIENT_ATTEMPTS);
      const result = await withClient(this.pool, (client) => this.attempt(client, statement, options.transactionalWrites ?? [], retryable, streamId, events));
      if (result === 'retry') continue;
      if (Array.isArray(result)) {
        const last = result.at(-1)!;
        this.channel.notify();
        return { nextExpectedVersion: Number(last.stream_version), position: `${last.transaction_id}:${last.global_position}` };
      }
      // Same event ids again (sequentially or racing the first append): answer with the first result.
      if (result.appended) return result.appended;
      throw new ConcurrencyError(streamId, options.expectedVersion, result.version);
    }
  }

  /**
   * One try on one client: the appended rows, 'retry', or, when the stream's version or the event ids
   * were taken, what the stream holds, read on the same connection (a losing append of a race costs
   * no second checkout). Expected failures leave the client intact (postgres-client.ts).
   */
  private async attempt(
    client: PoolClient,
    statement: AppendStatement,
    writes: TransactionalWrite[],
    retryable: (error: unknown) => boolean,
    streamId: string,
    events: NewEvent[],
  ): Promise<AppendedRow[] | 'retry' | Awaited<ReturnType<typeof appendOutcome>>> {
    try {
      const rows = await this.insert(client, statement, writes);
      if (rows.length > 0) return rows;
    } catch (error) {
      if (retryable(error)) return 'retry';
      if (!isVersionTaken(error) && !isEventIdTaken(error)) throw error;
    }
    return appendOutcome(client, streamId, events);
  }

  /** One statement; inside a transaction with the writes that must commit with it. */
  private async insert(client: PoolClient, statement: AppendStatement, writes: TransactionalWrite[]): Promise<AppendedRow[]> {
    if (writes.length === 0) return (await client.query<AppendedRow>(statement)).rows;
    return inTransaction(client, async () => {
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

  async readEvents(references: readonly EventReference[]): Promise<RecordedEvent[]> {
    if (references.length === 0) return [];
    const rows = await query<EventRow>(this.pool, {
      name: 'es_read_events',
      text: READ_EVENTS,
      values: [references.map((ref) => ref.streamId), references.map((ref) => ref.streamVersion)],
    });
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
