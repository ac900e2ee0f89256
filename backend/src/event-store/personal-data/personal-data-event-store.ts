import type {
  AppendOptions,
  AppendResult,
  EventStore,
  NewEvent,
  ReadAllOptions,
  RecordedEvent,
  SubscribeOptions,
  Subscription,
} from '../event-store.port';
import { open, seal } from './cipher';
import type { DataKey, DataKeys } from './data-keys';
import { ERASED, PersonalDataRegistry, getPath, isPersonalValue, setPath } from './personal-fields';

/** Where an event's encrypted fields live in its stored data. */
export const ENVELOPE = '$pii';

/** `k`: the data key's id; `f`: the paths sealed (only names); `c`: base64 of AES-GCM iv ‖ tag ‖ ciphertext. */
export interface Envelope {
  k: string;
  f: string[];
  c: string;
}

/** The event type that records an erasure: a read of it forgets the stream's cached key. */
export const PERSONAL_DATA_ERASED = 'PersonalDataErased';

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
    const paths = this.registry.fieldsOf(event.type);
    return paths ? paths.filter((path) => isPersonalValue(getPath(event.data, path))) : [];
  }

  private seal(streamId: string, event: NewEvent, key: DataKey): NewEvent {
    const paths = this.personalPaths(event);
    if (paths.length === 0) return event;
    const data = structuredClone(event.data) as Record<string, unknown>;
    const values = paths.map((path) => getPath(data, path));
    for (const path of paths) setPath(data, path, undefined);
    // An erased stream takes no new personal data: the fields are stored as erased.
    if (!key.key) {
      for (const path of paths) setPath(data, path, ERASED);
      return { ...event, data };
    }
    const box = seal(key.key, Buffer.from(JSON.stringify(values)), streamId);
    data[ENVELOPE] = { k: key.keyId, f: paths, c: box.toString('base64') } satisfies Envelope;
    return { ...event, data };
  }

  private async openAll(events: RecordedEvent[]): Promise<RecordedEvent[]> {
    const subjects: string[] = [];
    for (const event of events) {
      if (event.type === PERSONAL_DATA_ERASED) this.keys.forget(event.streamId);
      else if (event.data?.[ENVELOPE]) subjects.push(event.streamId);
    }
    if (subjects.length === 0) return events;
    const keys = new Map(await this.keys.lookup(subjects));
    return events.map((event) => (event.data?.[ENVELOPE] ? this.open(event, keys.get(event.streamId)) : event));
  }

  private open(event: RecordedEvent, key: DataKey | undefined): RecordedEvent {
    const { [ENVELOPE]: envelope, ...rest } = event.data as Record<string, unknown> & { [ENVELOPE]: Envelope };
    const data = structuredClone(rest);
    let values: unknown[] | null = null;
    if (key?.key && key.keyId === envelope.k) {
      try {
        values = JSON.parse(open(key.key, Buffer.from(envelope.c, 'base64'), event.streamId).toString()) as unknown[];
      } catch {
        values = null; // not this key's box: reads as erased rather than failing a projection
      }
    }
    envelope.f.forEach((path, i) => setPath(data, path, values ? values[i] : ERASED));
    return { ...event, data };
  }
}
