import type { RecordedEvent } from '../../src/event-store/event-store.port';
import { comparePositions } from '../../src/event-store/position';
import { SharedEventReader } from '../../src/event-store/shared-event-reader';

const event = (n: number): RecordedEvent => ({
  eventId: `event-${n}`,
  type: 'Tested',
  data: { n },
  metadata: { actor: { kind: 'system' }, correlationId: `c-${n}`, occurredAt: '2026-01-01T00:00:00.000Z', schemaVersion: 1 },
  streamId: 'stream',
  streamVersion: n,
  position: `1:${n}`,
  createdAt: new Date(0),
});

interface Deferred {
  promise: Promise<void>;
  resolve(): void;
  reject(error: Error): void;
}

function deferred(): Deferred {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** An in-memory `$all`: `read` answers like the store, counts its calls and can be held or made to fail. */
class FakeLog {
  events: RecordedEvent[] = [];
  readonly calls: Array<{ after: string | null; limit: number }> = [];
  /** While set, every read waits for it (and fails when it is rejected). */
  gate: Deferred | null = null;

  constructor(count = 0) {
    this.append(count);
  }

  append(count: number): void {
    const from = this.events.length + 1;
    for (let n = from; n < from + count; n++) this.events.push(event(n));
  }

  read = async (after: string | null, limit: number): Promise<RecordedEvent[]> => {
    this.calls.push({ after, limit });
    if (this.gate) await this.gate.promise;
    return this.events.filter((e) => comparePositions(e.position, after) > 0).slice(0, limit);
  };
}

/** The positions' numbers, so a failure shows which events came back. */
const numbers = (events: RecordedEvent[]) => events.map((e) => Number(e.position.split(':')[1]));

describe('SharedEventReader', () => {
  let log: FakeLog;
  let reader: SharedEventReader;
  const start = (count: number, capacity?: number) => {
    log = new FakeLog(count);
    reader = new SharedEventReader(log.read, comparePositions, capacity);
  };

  it('shares one underlying read between concurrent reads of the same position', async () => {
    start(10);
    log.gate = deferred();
    const first = reader.readAll(null, 3);
    const second = reader.readAll(null, 3);
    const smaller = reader.readAll(null, 2);
    const other = reader.readAll('1:5', 2);
    // Let the reads start before the gate opens.
    await Promise.resolve();
    log.gate.resolve();

    expect(numbers(await first)).toEqual([1, 2, 3]);
    expect(numbers(await second)).toEqual([1, 2, 3]);
    // A sharer with a smaller limit gets no more than it asked for.
    expect(numbers(await smaller)).toEqual([1, 2]);
    // Another position is its own read.
    expect(numbers(await other)).toEqual([6, 7]);
    expect(log.calls).toEqual([
      { after: null, limit: 3 },
      { after: '1:5', limit: 2 },
    ]);
  });

  it('answers a read after any event of the run from memory, honouring the limit', async () => {
    start(10);
    expect(numbers(await reader.readAll(null, 5))).toEqual([1, 2, 3, 4, 5]);
    expect(log.calls).toHaveLength(1);

    expect(numbers(await reader.readAll(null, 3))).toEqual([1, 2, 3]);
    expect(numbers(await reader.readAll('1:1', 5))).toEqual([2, 3, 4, 5]);
    expect(numbers(await reader.readAll('1:2', 2))).toEqual([3, 4]);
    // The rest of the run, even with a larger limit: the next read after 1:5 goes to the store.
    expect(numbers(await reader.readAll('1:4', 10))).toEqual([5]);
    expect(log.calls).toHaveLength(1);
  });

  it('reads after the last event of the run from the store and extends the run', async () => {
    start(10);
    expect(numbers(await reader.readAll(null, 3))).toEqual([1, 2, 3]);
    expect(numbers(await reader.readAll('1:3', 3))).toEqual([4, 5, 6]);
    expect(log.calls).toEqual([
      { after: null, limit: 3 },
      { after: '1:3', limit: 3 },
    ]);

    // The run now holds 1..6: a read from its start or its middle crosses the old end in memory.
    expect(numbers(await reader.readAll(null, 10))).toEqual([1, 2, 3, 4, 5, 6]);
    expect(numbers(await reader.readAll('1:2', 3))).toEqual([3, 4, 5]);
    expect(log.calls).toHaveLength(2);

    expect(numbers(await reader.readAll('1:6', 10))).toEqual([7, 8, 9, 10]);
    expect(numbers(await reader.readAll('1:5', 10))).toEqual([6, 7, 8, 9, 10]);
    expect(log.calls).toHaveLength(3);
  });

  it('answers a read behind the run from the store without disturbing the run', async () => {
    start(10);
    expect(numbers(await reader.readAll('1:5', 3))).toEqual([6, 7, 8]);
    // A handler catching up from the start, then from the middle of what it read.
    expect(numbers(await reader.readAll(null, 3))).toEqual([1, 2, 3]);
    expect(numbers(await reader.readAll('1:2', 2))).toEqual([3, 4]);
    // Reads behind the run are not remembered: the same read goes to the store again.
    expect(numbers(await reader.readAll('1:2', 2))).toEqual([3, 4]);
    expect(log.calls).toEqual([
      { after: '1:5', limit: 3 },
      { after: null, limit: 3 },
      { after: '1:2', limit: 2 },
      { after: '1:2', limit: 2 },
    ]);

    // A read overlapping the run from behind is correct too (and still not remembered).
    expect(numbers(await reader.readAll('1:4', 10))).toEqual([5, 6, 7, 8, 9, 10]);
    expect(log.calls).toHaveLength(5);

    // The run is still 6..8 after 1:5, and is extended from its end.
    expect(numbers(await reader.readAll('1:5', 10))).toEqual([6, 7, 8]);
    expect(numbers(await reader.readAll('1:6', 1))).toEqual([7]);
    expect(log.calls).toHaveLength(5);
    expect(numbers(await reader.readAll('1:8', 10))).toEqual([9, 10]);
    expect(numbers(await reader.readAll('1:5', 10))).toEqual([6, 7, 8, 9, 10]);
    expect(log.calls).toHaveLength(6);
  });

  it('starts a new run at a read beyond the run', async () => {
    start(10);
    expect(numbers(await reader.readAll(null, 3))).toEqual([1, 2, 3]);
    expect(numbers(await reader.readAll('1:6', 2))).toEqual([7, 8]);
    expect(log.calls).toHaveLength(2);

    // The new run (7, 8 after 1:6) answers from memory...
    expect(numbers(await reader.readAll('1:6', 5))).toEqual([7, 8]);
    expect(numbers(await reader.readAll('1:7', 5))).toEqual([8]);
    expect(log.calls).toHaveLength(2);
    // ...and the old one is gone: its positions go to the store.
    expect(numbers(await reader.readAll(null, 2))).toEqual([1, 2]);
    expect(numbers(await reader.readAll('1:1', 2))).toEqual([2, 3]);
    expect(log.calls).toEqual([
      { after: null, limit: 3 },
      { after: '1:6', limit: 2 },
      { after: null, limit: 2 },
      { after: '1:1', limit: 2 },
    ]);
  });

  it('keeps answers correct when it trims the run beyond its capacity', async () => {
    start(20, 4);
    expect(numbers(await reader.readAll(null, 3))).toEqual([1, 2, 3]);
    // 6 events > capacity 4: the run keeps the newest 2 (5, 6 after 1:4).
    expect(numbers(await reader.readAll('1:3', 3))).toEqual([4, 5, 6]);
    expect(log.calls).toHaveLength(2);

    expect(numbers(await reader.readAll('1:4', 10))).toEqual([5, 6]);
    expect(numbers(await reader.readAll('1:5', 10))).toEqual([6]);
    expect(log.calls).toHaveLength(2);

    // Trimmed positions go to the store, with exact answers.
    expect(numbers(await reader.readAll(null, 2))).toEqual([1, 2]);
    expect(numbers(await reader.readAll('1:2', 2))).toEqual([3, 4]);
    expect(numbers(await reader.readAll('1:3', 10))).toEqual([4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    expect(log.calls).toHaveLength(5);

    // Extending past capacity again: 5, 6 + 7, 8, 9 = 5 events, trimmed to 8, 9 after 1:7.
    expect(numbers(await reader.readAll('1:6', 3))).toEqual([7, 8, 9]);
    expect(log.calls).toHaveLength(6);
    expect(numbers(await reader.readAll('1:7', 10))).toEqual([8, 9]);
    expect(numbers(await reader.readAll('1:8', 10))).toEqual([9]);
    expect(log.calls).toHaveLength(6);
    expect(numbers(await reader.readAll('1:6', 2))).toEqual([7, 8]);
    expect(numbers(await reader.readAll('1:5', 1))).toEqual([6]);
    expect(log.calls).toHaveLength(8);
  });

  it('answers every read with a non-empty prefix of the log after it, whatever the order of reads', async () => {
    start(60, 4);
    // A fixed pseudo-random walk: handlers following the front, catching up, jumping ahead.
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    for (let i = 0; i < 500; i++) {
      const from = random(60);
      const after = from === 0 ? null : `1:${from}`;
      const limit = 1 + random(6);
      const answer = numbers(await reader.readAll(after, limit));
      const expected = Array.from({ length: Math.min(limit, 60 - from) }, (_, k) => from + 1 + k);
      expect({ after, limit, answer }).toEqual({ after, limit, answer: expected.slice(0, Math.max(answer.length, 1)) });
    }
    // It did answer from memory along the way.
    expect(log.calls.length).toBeLessThan(500);
  });

  it('never remembers an empty answer', async () => {
    start(3);
    expect(await reader.readAll('1:3', 5)).toEqual([]);
    expect(await reader.readAll('1:3', 5)).toEqual([]);
    expect(log.calls).toHaveLength(2);
    log.append(2);
    expect(numbers(await reader.readAll('1:3', 5))).toEqual([4, 5]);
    expect(log.calls).toHaveLength(3);

    // An empty store: nothing to remember until something is there.
    start(0);
    expect(await reader.readAll(null, 5)).toEqual([]);
    log.append(1);
    expect(numbers(await reader.readAll(null, 5))).toEqual([1]);
    expect(log.calls).toHaveLength(2);
  });

  it('keeps the run when a read beyond it finds nothing', async () => {
    start(5);
    expect(numbers(await reader.readAll(null, 3))).toEqual([1, 2, 3]);
    expect(await reader.readAll('1:9', 5)).toEqual([]);
    expect(log.calls).toHaveLength(2);
    expect(numbers(await reader.readAll('1:1', 5))).toEqual([2, 3]);
    expect(log.calls).toHaveLength(2);
  });

  it('rejects every sharer of a failed read, and the next read tries again', async () => {
    start(5);
    log.gate = deferred();
    const first = reader.readAll(null, 3);
    const second = reader.readAll(null, 3);
    await Promise.resolve();
    log.gate.reject(new Error('connection lost'));
    await expect(first).rejects.toThrow('connection lost');
    await expect(second).rejects.toThrow('connection lost');
    expect(log.calls).toHaveLength(1);

    log.gate = null;
    expect(numbers(await reader.readAll(null, 3))).toEqual([1, 2, 3]);
    expect(log.calls).toHaveLength(2);
    // That answer is remembered as usual.
    expect(numbers(await reader.readAll('1:1', 3))).toEqual([2, 3]);
    expect(log.calls).toHaveLength(2);
  });
});
