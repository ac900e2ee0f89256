import {
  BACKWARDS,
  END,
  EventStoreDBClient,
  FORWARDS,
  START,
  StreamNotFoundError,
  WrongExpectedVersionError,
} from '@eventstore/db-client';
import type { DataSource } from 'typeorm';
import {
  AppendOptions,
  AppendResult,
  ConcurrencyError,
  EventStore,
  ExpectedVersion,
  NewEvent,
  ReadAllOptions,
  RecordedEvent,
  SubscribeOptions,
  Subscription,
  TransactionalWrite,
} from '../event-store.port';
import { comparePositions } from '../position';
import { UpcasterRegistry } from '../upcasters';
import { fromPosition, isUserEvent, toActualVersion, toEventData, toExpectedRevision, toPosition, toRecordedEvent } from './esdb-mapping';
import { startEsdbSubscription } from './esdb-subscription';

/**
 * The event store port over EventStoreDB. Postgres still holds read models and transactional
 * writes: those run in their own Postgres transaction before the append and are undone when the
 * append fails, since the two databases share no transaction.
 */
export class EventStoreDbEventStore implements EventStore {
  private readonly upcasters: UpcasterRegistry;

  constructor(
    private readonly client: EventStoreDBClient,
    private readonly dataSource: DataSource,
    options: { upcasters?: UpcasterRegistry } = {},
  ) {
    this.upcasters = options.upcasters ?? new UpcasterRegistry();
  }

  static fromConnectionString(connectionString: string, dataSource: DataSource, upcasters?: UpcasterRegistry) {
    return new EventStoreDbEventStore(EventStoreDBClient.connectionString(connectionString), dataSource, { upcasters });
  }

  async appendToStream(streamId: string, events: NewEvent[], options: AppendOptions): Promise<AppendResult> {
    if (events.length === 0) return this.checkVersion(streamId, options.expectedVersion);
    const writes = options.transactionalWrites ?? [];
    if (writes.length > 0) await this.dataSource.transaction((em) => runAll(writes, (write) => write.write(em)));
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
      if (writes.length > 0) {
        await this.dataSource.transaction((em) => runAll([...writes].reverse(), (write) => write.undo(em)));
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
    return startEsdbSubscription(this.client, (event) => this.upcasters.apply(event), options);
  }

  comparePositions(a: string | null, b: string | null): number {
    return comparePositions(a, b);
  }

  async close(): Promise<void> {
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
