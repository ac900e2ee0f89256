import type {
  AppendOptions,
  AppendResult,
  EventReference,
  EventStore,
  NewEvent,
  ReadAllOptions,
  RecordedEvent,
  SubscribeOptions,
  Subscription,
} from '../event-store.port';
import type { DataKey, DataKeys } from './data-keys';
import { envelopeOf, isSealed, openData, personalPathsIn, sealData } from './envelope';
import type { PersonalDataRegistry } from './personal-fields';

/** The event type that records an erasure: a read of it forgets the stream's cached key. */
export const PERSONAL_DATA_ERASED = 'PersonalDataErased';

/**
 * Whether an event records that its stream's key was destroyed: PersonalDataErased, or the erasure
 * of a stream that keeps one kind of a booking's data under a key of its own (Tm30PersonalDataErased).
 */
export const isPersonalDataErasure = (type: string): boolean => type.endsWith(PERSONAL_DATA_ERASED);

/**
 * The event store seen by the application: personal fields (PersonalDataRegistry) are encrypted
 * under their stream's data key on append, and decrypted on every read. Events keep everything
 * else in plain, so positions, projections of amounts and the audit of money are untouched. An
 * event whose key was destroyed reads with ERASED in each personal field, never an error.
 * Upcasters of the inner store see the stored (encrypted) shape.
 */
export class PersonalDataEventStore implements EventStore {
  readonly adapter: string;
  readonly transactional: boolean;

  constructor(
    private readonly inner: EventStore,
    private readonly registry: PersonalDataRegistry,
    private readonly keys: DataKeys,
  ) {
    this.adapter = inner.adapter;
    this.transactional = inner.transactional;
  }

  async appendToStream(streamId: string, events: NewEvent[], options: AppendOptions): Promise<AppendResult> {
    if (!events.some((event) => this.personalPaths(event).length > 0)) return this.inner.appendToStream(streamId, events, options);
    const key = await this.keys.forAppend(streamId, options.expectedVersion === 'no_stream');
    const sealed = events.map((event) => this.seal(streamId, event, key));
    const writes = key.write ? [key.write, ...(options.transactionalWrites ?? [])] : options.transactionalWrites;
    const result = await this.inner.appendToStream(streamId, sealed, { ...options, transactionalWrites: writes });
    if (key.write) this.keys.remember(streamId, { keyId: key.keyId, key: key.key });
    return result;
  }

  async readStream(streamId: string): Promise<RecordedEvent[]> {
    return this.openAll(await this.inner.readStream(streamId));
  }

  async readEvents(references: readonly EventReference[]): Promise<RecordedEvent[]> {
    return this.openAll(await this.inner.readEvents(references));
  }

  async readAll(options: ReadAllOptions): Promise<RecordedEvent[]> {
    return this.openAll(await this.inner.readAll(options));
  }

  subscribe(options: SubscribeOptions): Subscription {
    return this.inner.subscribe({ ...options, onEvents: async (events) => options.onEvents(await this.openAll(events)) });
  }

  headPosition(): Promise<string | null> {
    return this.inner.headPosition();
  }

  comparePositions(a: string | null, b: string | null): number {
    return this.inner.comparePositions(a, b);
  }

  countAfter(after: string | null): Promise<number> {
    return this.inner.countAfter(after);
  }

  close(): Promise<void> {
    return this.inner.close();
  }

  /** The registered paths this event holds a personal value at. */
  private personalPaths(event: { type: string; data: unknown }): string[] {
    return personalPathsIn(event.data, this.registry.fieldsOf(event.type));
  }

  private seal(streamId: string, event: NewEvent, key: DataKey): NewEvent {
    const paths = this.personalPaths(event);
    return paths.length === 0 ? event : { ...event, data: sealData(streamId, event.data, paths, key) };
  }

  private async openAll(events: RecordedEvent[]): Promise<RecordedEvent[]> {
    const subjects: string[] = [];
    for (const event of events) {
      if (isPersonalDataErasure(event.type)) this.keys.forget(event.streamId);
      else if (isSealed(event.data)) subjects.push(event.streamId);
    }
    if (subjects.length === 0) return events;
    const keys = new Map(await this.keys.lookup(subjects));
    // A cached key other than the one an event names is stale (made elsewhere, e.g. by
    // pii:encrypt-existing): read the table again before calling anything erased.
    const stale = events.filter((event) => isSealed(event.data) && keys.get(event.streamId)?.keyId !== envelopeOf(event.data).k).map((event) => event.streamId);
    if (stale.length > 0) {
      for (const subject of stale) this.keys.forget(subject);
      for (const [subject, key] of await this.keys.lookup(stale)) keys.set(subject, key);
    }
    return events.map((event) => (isSealed(event.data) ? { ...event, data: openData(event.streamId, event.data, keys.get(event.streamId)) } : event));
  }
}
