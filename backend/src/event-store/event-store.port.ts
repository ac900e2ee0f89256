import type { EntityManager } from 'typeorm';

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
 * A write to a Postgres table that must commit with the append (the double-booking guard).
 * The Postgres store runs `write` inside the append's transaction; a store without a shared
 * transaction runs it first and `undo` when the append fails.
 */
export interface TransactionalWrite {
  write(em: EntityManager): Promise<void>;
  undo(em: EntityManager): Promise<void>;
}

export interface AppendOptions {
  expectedVersion: ExpectedVersion;
  transactionalWrites?: TransactionalWrite[];
}

export interface ReadAllOptions {
  /** Exclusive; null or absent reads from the start. */
  after?: string | null;
  limit: number;
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
  appendToStream(streamId: string, events: NewEvent[], options: AppendOptions): Promise<AppendResult>;
  readStream(streamId: string): Promise<RecordedEvent[]>;
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
