import {
  BACKWARDS,
  END,
  EventStoreDBClient,
  FORWARDS,
  START,
  StreamNotFoundError,
  WrongExpectedVersionError,
} from '@eventstore/db-client';
import {
  AppendOptions,
  AppendResult,
  ConcurrencyError,
  EventReference,
  EventStore,
  ExpectedVersion,
  NewEvent,
  ReadAllOptions,
  RecordedEvent,
  RunInTransaction,
  SubscribeOptions,
  Subscription,
  TransactionalWrite,
} from '../event-store.port';
import { startPollingSubscription } from '../polling-subscription';
import { comparePositions } from '../position';
import { SharedEventReader } from '../shared-event-reader';
import { UpcasterRegistry } from '../upcasters';
import { fromPosition, isUserEvent, toActualVersion, toEventData, toExpectedRevision, toPosition, toRecordedEvent } from './esdb-mapping';
import { EsdbWakeChannel } from './esdb-wake-channel';

export interface EventStoreDbOptions {
  upcasters?: UpcasterRegistry;
  /**
   * A Postgres transaction for transactional writes: the two databases share none, so they run
   * before the append and are undone when it is refused. Without it, transactional writes are refused.
   */
  postgres?: RunInTransaction;
  /** Fallback poll of subscriptions when the live `$all` subscription wakes nobody. */
  pollIntervalMs?: number;
}

/**
 * The event store port over EventStoreDB. Postgres still holds read models and guards. As on
 * Postgres, every handler's subscription reads `$all` through one shared reader, woken by one live
 * `$all` subscription: each new event is read once, not once per handler.
 */
export class EventStoreDbEventStore implements EventStore {
  readonly adapter = 'eventstoredb';
  readonly transactional = false;
  private readonly upcasters: UpcasterRegistry;
  private readonly postgres: RunInTransaction | null;
  private readonly pollIntervalMs: number;
  private readonly wake: EsdbWakeChannel;
  private readonly sharedReader = new SharedEventReader((after, limit) => this.readAll({ after, limit }), comparePositions);

  constructor(
    private readonly client: EventStoreDBClient,
    options: EventStoreDbOptions = {},
  ) {
    this.upcasters = options.upcasters ?? new UpcasterRegistry();
    this.postgres = options.postgres ?? null;
    this.pollIntervalMs = options.pollIntervalMs ?? 1000;
    this.wake = new EsdbWakeChannel(client);
  }

  static fromConnectionString(connectionString: string, options: EventStoreDbOptions = {}) {
    return new EventStoreDbEventStore(EventStoreDBClient.connectionString(connectionString), options);
  }

  async appendToStream(streamId: string, events: NewEvent[], options: AppendOptions): Promise<AppendResult> {
    if (events.length === 0) return this.checkVersion(streamId, options.expectedVersion);
    const writes = options.transactionalWrites ?? [];
    const postgres = this.postgres;
    if (writes.length > 0) {
      if (!postgres) throw new Error('EventStoreDbEventStore got transactional writes without a Postgres transaction');
      await postgres((tx) => runAll(writes, (write) => write.write(tx)));
    }
    try {
      const result = await this.client.appendToStream(streamId, events.map(toEventData), {
        expectedRevision: toExpectedRevision(options.expectedVersion),
      });
      if (!result.success) {
        // A client created with throwOnAppendFailure=false answers instead of throwing.
        const actual = result.nextExpectedRevision < 0n ? 'no_stream' : Number(result.nextExpectedRevision) + 1;
        throw new ConcurrencyError(streamId, options.expectedVersion, actual);
      }
      const position = result.position ? toPosition(result.position) : await this.lastPosition(streamId);
      return { nextExpectedVersion: Number(result.nextExpectedRevision) + 1, position };
    } catch (error) {
      // Only a refusal is certain to have written nothing; an ambiguous failure keeps the writes.
      if (postgres && writes.length > 0 && error instanceof WrongExpectedVersionError) {
        await postgres((tx) => runAll([...writes].reverse(), async (write) => write.undo?.(tx)));
      }
      if (error instanceof WrongExpectedVersionError) {
        throw new ConcurrencyError(streamId, options.expectedVersion, toActualVersion(error.actualVersion));
      }
      throw error;
    }
  }

  async readStream(streamId: string): Promise<RecordedEvent[]> {
    const events: RecordedEvent[] = [];
    try {
      for await (const resolved of this.client.readStream(streamId, { direction: FORWARDS, fromRevision: START })) {
        if (resolved.event) events.push(this.upcasters.apply(toRecordedEvent(resolved)));
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [];
      throw error;
    }
    return events;
  }

  /** One read of one event per reference (revision = version - 1), in parallel. */
  async readEvents(references: readonly EventReference[]): Promise<RecordedEvent[]> {
    const read = async ({ streamId, streamVersion }: EventReference): Promise<RecordedEvent[]> => {
      try {
        for await (const resolved of this.client.readStream(streamId, { direction: FORWARDS, fromRevision: BigInt(streamVersion - 1), maxCount: 1 })) {
          if (resolved.event) return [this.upcasters.apply(toRecordedEvent(resolved))];
        }
      } catch (error) {
        if (error instanceof StreamNotFoundError) return [];
        throw error;
      }
      return [];
    };
    return (await Promise.all(references.map(read))).flat();
  }

  async readAll({ after, limit }: ReadAllOptions): Promise<RecordedEvent[]> {
    const events: RecordedEvent[] = [];
    let from = after ?? null;
    // $all also holds system events, filtered here, so a page may need several reads.
    for (;;) {
      const pageSize = Math.max(limit * 2, 64);
      let read = 0;
      const reader = this.client.readAll({ fromPosition: from ? fromPosition(from) : START, maxCount: pageSize + 1 });
      for await (const resolved of reader) {
        read += 1;
        if (!resolved.event?.position) continue;
        const position = toPosition(resolved.event.position);
        // fromPosition is inclusive; ours is exclusive.
        if (comparePositions(position, from) <= 0) continue;
        from = position;
        if (isUserEvent(resolved)) events.push(this.upcasters.apply(toRecordedEvent(resolved)));
        if (events.length >= limit) break;
      }
      if (events.length >= limit || read <= pageSize) return events;
    }
  }

  async headPosition(): Promise<string | null> {
    for await (const resolved of this.client.readAll({ direction: BACKWARDS, fromPosition: END })) {
      if (isUserEvent(resolved) && resolved.event?.position) return toPosition(resolved.event.position);
    }
    return null;
  }

  async countAfter(after: string | null): Promise<number> {
    let count = 0;
    for await (const resolved of this.client.readAll({ fromPosition: after ? fromPosition(after) : START })) {
      const position = resolved.event?.position;
      if (position && isUserEvent(resolved) && comparePositions(toPosition(position), after) > 0) count += 1;
    }
    return count;
  }

  subscribe(options: SubscribeOptions): Subscription {
    return startPollingSubscription(
      {
        readAll: (after, limit) => this.sharedReader.readAll(after, limit),
        onWake: (callback) => this.wake.listen(callback),
        pollIntervalMs: this.pollIntervalMs,
      },
      options,
    );
  }

  comparePositions(a: string | null, b: string | null): number {
    return comparePositions(a, b);
  }

  async close(): Promise<void> {
    await this.wake.close();
    await this.client.dispose();
  }

  private async lastPosition(streamId: string): Promise<string> {
    for await (const resolved of this.client.readStream(streamId, { direction: BACKWARDS, fromRevision: END, maxCount: 1 })) {
      if (resolved.event?.position) return toPosition(resolved.event.position);
    }
    return (await this.headPosition()) ?? '0:0';
  }

  private async checkVersion(streamId: string, expected: ExpectedVersion): Promise<AppendResult> {
    const version = (await this.readStream(streamId)).length;
    const actual = version === 0 ? 'no_stream' : version;
    const ok =
      expected === 'any' ||
      (expected === 'stream_exists' ? version > 0 : expected === 'no_stream' ? version === 0 : expected === version);
    if (!ok) throw new ConcurrencyError(streamId, expected, actual);
    return { nextExpectedVersion: version, position: (await this.headPosition()) ?? '0:0' };
  }
}

async function runAll(writes: TransactionalWrite[], run: (write: TransactionalWrite) => Promise<void>): Promise<void> {
  for (const write of writes) await run(write);
}
