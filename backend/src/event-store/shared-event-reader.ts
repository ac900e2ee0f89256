import type { RecordedEvent } from './event-store.port';

export type ReadAll = (after: string | null, limit: number) => Promise<RecordedEvent[]>;

/**
 * One store's subscriptions read `$all` through this: every projection and reactor follows the same
 * log, so the leader would otherwise read (and parse) each new event once per handler. It keeps the
 * newest run of events read, contiguous and in checkpoint order, and answers a read after any
 * event of the run from memory; reads of the same position in flight at once share one query.
 *
 * Safe because a read returns a prefix of the log that never changes: it returns only events of
 * finished transactions older than every running one, so nothing can later appear between two
 * events it returned. The run follows the front: a read after its last event extends it, a read
 * beyond it starts a new run, and a handler catching up from further back reads past it.
 */
export class SharedEventReader {
  private events: RecordedEvent[] = [];
  /** The position just before events[0] (null: the start of the log). */
  private before: string | null = null;
  /** Index in `events` of each event's position. */
  private readonly index = new Map<string, number>();
  private readonly inFlight = new Map<string, Promise<RecordedEvent[]>>();

  constructor(
    private readonly read: ReadAll,
    private readonly compare: (a: string | null, b: string | null) => number,
    private readonly capacity = 5000,
  ) {}

  async readAll(after: string | null, limit: number): Promise<RecordedEvent[]> {
    const cached = this.fromMemory(after, limit);
    if (cached.length > 0) return cached;
    const key = after ?? '';
    let pending = this.inFlight.get(key);
    if (!pending) {
      pending = this.read(after, limit).finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, pending);
      void pending.then((events) => this.remember(after, events), () => undefined);
    }
    return (await pending).slice(0, limit);
  }

  private fromMemory(after: string | null, limit: number): RecordedEvent[] {
    if (this.events.length === 0) return [];
    const start = after === this.before ? 0 : after === null ? -1 : (this.index.get(after) ?? -2) + 1;
    return start < 0 ? [] : this.events.slice(start, start + limit);
  }

  private remember(after: string | null, events: RecordedEvent[]): void {
    if (events.length === 0) return;
    const tail = this.events.length > 0 ? this.events[this.events.length - 1].position : null;
    if (this.events.length > 0 && after !== tail) {
      // Behind the run: a handler catching up. Beyond it: the run is stale, start again here.
      if (this.compare(after, tail) < 0) return;
      this.events = [];
      this.index.clear();
    }
    if (this.events.length === 0) this.before = after;
    for (const event of events) {
      this.index.set(event.position, this.events.length);
      this.events.push(event);
    }
    if (this.events.length > this.capacity) this.trim();
  }

  private trim(): void {
    const drop = this.events.length - Math.floor(this.capacity / 2);
    this.before = this.events[drop - 1].position;
    this.events = this.events.slice(drop);
    this.index.clear();
    this.events.forEach((event, i) => this.index.set(event.position, i));
  }
}
