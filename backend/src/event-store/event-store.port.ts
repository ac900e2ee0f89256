/** Version = number of events in the stream. */
export type ExpectedVersion = number | 'no_stream' | 'stream_exists' | 'any';

export interface Actor {
  kind: 'guest' | 'admin' | 'system';
  id?: string;
  email?: string;
}

export interface EventMetadata {
  actor: Actor;
  correlationId: string;
  causationId?: string | null;
  occurredAt: string;
  schemaVersion: number;
}

export interface NewEvent<TType extends string = string, TData = Record<string, unknown>> {
  eventId: string;
  type: TType;
  data: TData;
  metadata: EventMetadata;
}

export interface RecordedEvent<TType extends string = string, TData = any> extends NewEvent<TType, TData> {
  streamId: string;
  /** The stream's version after this event (1 for the first event). */
  streamVersion: number;
  /** Opaque global checkpoint; compare with EventStore.comparePositions. */
  position: string;
  createdAt: Date;
}

export interface AppendResult {
  nextExpectedVersion: number;
  /** Position of the last appended event. */
  position: string;
}

/**
 * A transaction on the Postgres database that holds the read models and guards: the one
 * interface a write that must commit with an append sees (no ORM type crosses the port).
 */
export interface StoreTransaction {
  query<R = any>(sql: string, params?: unknown[]): Promise<R[]>;
}

/**
 * A write to a Postgres table that must commit with the append (an e-mail claim, a fingerprint).
 * A `transactional` store runs `write` inside the append's own transaction. A store without one
 * (EventStoreDB) runs it in a Postgres transaction before the append and `undo` when the append is
 * refused; a write that must survive a crash between the two (the stay guard) uses a reservation
 * instead (modules/stay-guard/stay-reservations.ts).
 */
export interface TransactionalWrite {
  write(tx: StoreTransaction): Promise<void>;
  undo?(tx: StoreTransaction): Promise<void>;
}

/** Runs `work` in one Postgres transaction (commit on success, rollback on a throw). */
export type RunInTransaction = <T>(work: (tx: StoreTransaction) => Promise<T>) => Promise<T>;

export interface AppendOptions {
  expectedVersion: ExpectedVersion;
  transactionalWrites?: TransactionalWrite[];
}

export interface ReadAllOptions {
  /** Exclusive; null or absent reads from the start. */
  after?: string | null;
  limit: number;
}

/** One event named by its stream and its version in that stream. */
export interface EventReference {
  streamId: string;
  streamVersion: number;
}

export interface Subscription {
  close(): Promise<void>;
}

export interface SubscribeOptions {
  after?: string | null;
  batchSize?: number;
  /** Called with batches in checkpoint order; the next batch waits for the returned promise. */
  onEvents(events: RecordedEvent[]): Promise<void>;
  onError?(error: unknown): void;
}

export interface EventStore {
  /** 'postgres' or 'eventstoredb': written with each checkpoint, so a switch of adapter is noticed. */
  readonly adapter: string;
  /** Transactional writes commit in the append's own transaction (the events live in Postgres). */
  readonly transactional: boolean;
  appendToStream(streamId: string, events: NewEvent[], options: AppendOptions): Promise<AppendResult>;
  readStream(streamId: string): Promise<RecordedEvent[]>;
  /** The events named, in no set order; one that does not exist is left out. */
  readEvents(references: readonly EventReference[]): Promise<RecordedEvent[]>;
  readAll(options: ReadAllOptions): Promise<RecordedEvent[]>;
  /** Position of the newest readable event, or null for an empty store. */
  headPosition(): Promise<string | null>;
  subscribe(options: SubscribeOptions): Subscription;
  comparePositions(a: string | null, b: string | null): number;
  /** Number of readable events after a position (null: all), for lag reports. */
  countAfter(after: string | null): Promise<number>;
  /** Releases connections the store opened itself (listeners, clients). */
  close(): Promise<void>;
}

export const EVENT_STORE = Symbol('EVENT_STORE');

export class ConcurrencyError extends Error {
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedVersion,
    readonly actual: number | 'no_stream',
  ) {
    super(`Stream ${streamId} is at version ${actual}, expected ${expected}`);
    this.name = 'ConcurrencyError';
  }
}
