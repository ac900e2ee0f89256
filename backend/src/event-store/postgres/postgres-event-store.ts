import type { DataSource } from 'typeorm';
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
} from '../event-store.port';
import { startPollingSubscription } from '../polling-subscription';
import { comparePositions, parsePosition } from '../position';
import { UpcasterRegistry } from '../upcasters';
import { PgNotificationChannel } from './pg-notification-channel';
import { AppendRow, EventRow, READ_COLUMNS, streamTypeOf, toRecordedEvent } from './postgres-rows';
import { checkVersion, currentVersion, findAppended } from './postgres-stream-queries';

export interface PostgresEventStoreOptions {
  /** For the LISTEN connection; defaults to the data source's url. */
  connectionString?: string;
  upcasters?: UpcasterRegistry;
  /** Fallback poll of subscriptions when no notification arrives. */
  pollIntervalMs?: number;
}

const APPEND_SQL = 'SELECT * FROM es_append($1, $2, $3, $4::jsonb)';
/** Only events of transactions older than every running one: later commits can't land before them. */
const READABLE = 'transaction_id < pg_snapshot_xmin(pg_current_snapshot())';
const START = '0:0';

/** Carries a conflict out of a transaction so it rolls back. */
class AppendRejected extends Error {
  constructor(readonly row: AppendRow) {
    super(row.status);
  }
}

export class PostgresEventStore implements EventStore {
  private readonly channel: PgNotificationChannel;
  private readonly upcasters: UpcasterRegistry;
  private readonly pollIntervalMs: number;

  constructor(
    private readonly dataSource: DataSource,
    options: PostgresEventStoreOptions = {},
  ) {
    const url = options.connectionString ?? (dataSource.options as { url?: string }).url;
    if (!url) throw new Error('PostgresEventStore needs a connection string for LISTEN');
    this.channel = new PgNotificationChannel(url, 'es_events');
    this.upcasters = options.upcasters ?? new UpcasterRegistry();
    this.pollIntervalMs = options.pollIntervalMs ?? 1000;
  }

  async appendToStream(streamId: string, events: NewEvent[], options: AppendOptions): Promise<AppendResult> {
    if (events.length === 0) return checkVersion(this.dataSource, streamId, options.expectedVersion, () => this.headPosition());
    const payload = JSON.stringify(
      events.map((event) => ({ ...event, schemaVersion: event.metadata.schemaVersion ?? 1 })),
    );
    const args = [streamId, streamTypeOf(streamId), String(options.expectedVersion), payload];
    const writes = options.transactionalWrites ?? [];
    let row: AppendRow;
    try {
      row =
        writes.length === 0
          ? (await this.dataSource.query(APPEND_SQL, args))[0]
          : await this.dataSource.transaction(async (em) => {
              // Writes follow the append: a conflict or a duplicate costs no write at all.
              const [result] = (await em.query(APPEND_SQL, args)) as AppendRow[];
              if (result.status !== 'ok') throw new AppendRejected(result);
              for (const write of writes) await write.write(em);
              return result;
            });
    } catch (error) {
      if (error instanceof AppendRejected) row = error.row;
      else if ((error as { constraint?: string }).constraint === 'es_events_event_id_key') {
        // Some of these event ids are stored already.
        row = { status: 'conflict', version: null, transaction_id: null, global_position: null };
      } else throw error;
    }
    if (row.status === 'ok') {
      this.channel.notify();
      return toResult(row);
    }
    // Same event ids again (sequentially or racing the first append): answer with the first result.
    const first = await findAppended(this.dataSource, streamId, events);
    if (first) return first;
    const actual = row.version === null ? await currentVersion(this.dataSource, streamId) : Number(row.version);
    throw new ConcurrencyError(streamId, options.expectedVersion, actual);
  }

  async readStream(streamId: string): Promise<RecordedEvent[]> {
    const rows: EventRow[] = await this.dataSource.query(
      `SELECT ${READ_COLUMNS} FROM es_events WHERE stream_id = $1 ORDER BY stream_version`,
      [streamId],
    );
    return rows.map((row) => this.upcasters.apply(toRecordedEvent(row)));
  }

  async readAll({ after, limit }: ReadAllOptions): Promise<RecordedEvent[]> {
    const [tx, gpos] = parsePosition(after ?? START);
    const rows: EventRow[] = await this.dataSource.query(
      `SELECT ${READ_COLUMNS} FROM es_events
        WHERE (transaction_id, global_position) > ($1::xid8, $2::bigint) AND ${READABLE}
        ORDER BY transaction_id, global_position LIMIT $3`,
      [tx.toString(), gpos.toString(), limit],
    );
    return rows.map((row) => this.upcasters.apply(toRecordedEvent(row)));
  }

  async headPosition(): Promise<string | null> {
    const [row] = await this.dataSource.query(
      `SELECT transaction_id::text AS tx, global_position::text AS gp FROM es_events WHERE ${READABLE}
        ORDER BY transaction_id DESC, global_position DESC LIMIT 1`,
    );
    return row ? `${row.tx}:${row.gp}` : null;
  }

  async countAfter(after: string | null): Promise<number> {
    const [tx, gpos] = parsePosition(after ?? START);
    const [row] = await this.dataSource.query(
      `SELECT count(*)::int AS n FROM es_events
        WHERE (transaction_id, global_position) > ($1::xid8, $2::bigint) AND ${READABLE}`,
      [tx.toString(), gpos.toString()],
    );
    return row.n;
  }

  subscribe(options: SubscribeOptions): Subscription {
    return startPollingSubscription(
      {
        readAll: (after, limit) => this.readAll({ after, limit }),
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
  }
}

function toResult(row: AppendRow): AppendResult {
  return { nextExpectedVersion: Number(row.version), position: `${row.transaction_id}:${row.global_position}` };
}
