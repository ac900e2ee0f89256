import type { DataSource } from 'typeorm';
import { ConcurrencyError, EventStore, RecordedEvent, TransactionalWrite } from '../../src/event-store/event-store.port';
import type { UpcasterRegistry } from '../../src/event-store/upcasters';
import { eventually, latch, newEvent, streamName } from './support/events';

export interface ContractFixture {
  store: EventStore;
  upcasters: UpcasterRegistry;
  /** Postgres, for transactional writes (the table `contract_writes(id text)` exists). */
  dataSource: DataSource;
  /** A transaction can take a position and commit after later positions (Postgres). */
  commitsOutOfOrder: boolean;
  teardown(): Promise<void>;
}

export const CONTRACT_WRITES_SQL = 'CREATE TABLE IF NOT EXISTS contract_writes (id text PRIMARY KEY)';

/** `held`: the write tells it has run (its append holds a position) and keeps its transaction open until released. */
const insertWrite = (id: string, held?: { entered: () => void; release: Promise<void> }): TransactionalWrite => ({
  async write(em) {
    await em.query('INSERT INTO contract_writes (id) VALUES ($1)', [id]);
    if (held) {
      held.entered();
      await held.release;
    }
  },
  async undo(em) {
    await em.query('DELETE FROM contract_writes WHERE id = $1', [id]);
  },
});

/**
 * readAll after `after` once `ready` holds. Committed events may take a moment to become readable:
 * Postgres holds them back while any older transaction in the cluster is still running.
 */
export async function readAllOnce(
  store: EventStore,
  after: string | null,
  ready: (events: RecordedEvent[]) => boolean,
): Promise<RecordedEvent[]> {
  let events: RecordedEvent[] = [];
  await eventually(async () => ready((events = await store.readAll({ after, limit: 1000 }))), 15000, 'readable events');
  return events;
}

/** The behaviour every EventStore adapter shares (DESIGN.md §2). */
export function eventStoreContract(
  adapter: string,
  setup: () => Promise<ContractFixture>,
  describeFn: jest.Describe = describe,
): void {
  describeFn(`EventStore contract: ${adapter}`, () => {
    let f: ContractFixture;
    beforeAll(async () => {
      f = await setup();
    });
    afterAll(() => f?.teardown());

    const conflict = (promise: Promise<unknown>) => expect(promise).rejects.toBeInstanceOf(ConcurrencyError);

    describe('optimistic concurrency', () => {
      it("'no_stream' creates a stream and rejects an existing one", async () => {
        const stream = streamName();
        const result = await f.store.appendToStream(stream, [newEvent(), newEvent()], { expectedVersion: 'no_stream' });
        expect(result.nextExpectedVersion).toBe(2);
        const error = await f.store.appendToStream(stream, [newEvent()], { expectedVersion: 'no_stream' }).catch((e) => e);
        expect(error).toBeInstanceOf(ConcurrencyError);
        expect(error).toMatchObject({ streamId: stream, expected: 'no_stream', actual: 2 });
      });

      it('a version number must equal the number of events (0 meaning no stream yet)', async () => {
        const stream = streamName();
        await f.store.appendToStream(stream, [newEvent()], { expectedVersion: 0 });
        expect((await f.store.appendToStream(stream, [newEvent()], { expectedVersion: 1 })).nextExpectedVersion).toBe(2);
        const error = await f.store.appendToStream(stream, [newEvent()], { expectedVersion: 1 }).catch((e) => e);
        expect(error).toMatchObject({ name: 'ConcurrencyError', expected: 1, actual: 2 });
        await conflict(f.store.appendToStream(stream, [newEvent()], { expectedVersion: 0 }));
        const missing = await f.store.appendToStream(streamName(), [newEvent()], { expectedVersion: 3 }).catch((e) => e);
        expect(missing).toMatchObject({ name: 'ConcurrencyError', actual: 'no_stream' });
      });

      it("'stream_exists' needs the stream and 'any' takes both", async () => {
        const stream = streamName();
        const error = await f.store.appendToStream(stream, [newEvent()], { expectedVersion: 'stream_exists' }).catch((e) => e);
        expect(error).toMatchObject({ name: 'ConcurrencyError', expected: 'stream_exists', actual: 'no_stream' });
        await f.store.appendToStream(stream, [newEvent()], { expectedVersion: 'any' });
        await f.store.appendToStream(stream, [newEvent()], { expectedVersion: 'stream_exists' });
        expect((await f.store.appendToStream(stream, [newEvent()], { expectedVersion: 'any' })).nextExpectedVersion).toBe(3);
        expect(await f.store.readStream(stream)).toHaveLength(3);
      });

      it('of 20 parallel appends with the same expected version exactly one wins', async () => {
        const stream = streamName();
        await f.store.appendToStream(stream, [newEvent()], { expectedVersion: 'no_stream' });
        const results = await Promise.allSettled(
          Array.from({ length: 20 }, () => f.store.appendToStream(stream, [newEvent()], { expectedVersion: 1 })),
        );
        const won = results.filter((result) => result.status === 'fulfilled');
        const lost = results.filter((result): result is PromiseRejectedResult => result.status === 'rejected');
        expect(won).toHaveLength(1);
        expect(lost).toHaveLength(19);
        lost.forEach((result) => expect(result.reason).toBeInstanceOf(ConcurrencyError));
        expect(await f.store.readStream(stream)).toHaveLength(2);
      });

      it("parallel 'any' appends all land, each at its own version, batches kept whole", async () => {
        const stream = streamName();
        await f.store.appendToStream(stream, [newEvent()], { expectedVersion: 'no_stream' });
        const batches = Array.from({ length: 12 }, (_, i) => (i % 3 === 0 ? [newEvent(`B${i}`), newEvent(`B${i}`)] : [newEvent(`B${i}`)]));
        const results = await Promise.all(batches.map((events) => f.store.appendToStream(stream, events, { expectedVersion: 'any' })));
        const stored = await f.store.readStream(stream);
        expect(stored.map((event) => event.streamVersion)).toEqual(stored.map((_, i) => i + 1));
        expect(stored).toHaveLength(1 + batches.flat().length);
        batches.forEach((events, i) => {
          const at = stored.findIndex((event) => event.eventId === events[0].eventId);
          expect(stored.slice(at, at + events.length).map((event) => event.eventId)).toEqual(events.map((event) => event.eventId));
          expect(results[i].nextExpectedVersion).toBe(at + events.length);
        });
      });
    });

    describe('idempotency', () => {
      it('re-sending the same events returns the first result and stores nothing twice', async () => {
        const stream = streamName();
        const events = [newEvent('A'), newEvent('B')];
        const first = await f.store.appendToStream(stream, events, { expectedVersion: 'no_stream' });
        expect(await f.store.appendToStream(stream, events, { expectedVersion: 'no_stream' })).toEqual(first);
        expect(await f.store.appendToStream(stream, events, { expectedVersion: 'any' })).toEqual(first);
        expect((await f.store.readStream(stream)).map((event) => event.eventId)).toEqual(events.map((e) => e.eventId));
      });

      it('parallel duplicates of one append are stored once', async () => {
        const stream = streamName();
        const events = [newEvent()];
        const results = await Promise.all(
          Array.from({ length: 5 }, () => f.store.appendToStream(stream, events, { expectedVersion: 'any' })),
        );
        results.forEach((result) => expect(result).toEqual(results[0]));
        expect(await f.store.readStream(stream)).toHaveLength(1);
      });
    });

    describe('transactional writes', () => {
      it('commit with the append and never survive a rejected one', async () => {
        const stream = streamName();
        const [kept, dropped] = [streamName('write'), streamName('write')];
        await f.store.appendToStream(stream, [newEvent()], { expectedVersion: 'no_stream', transactionalWrites: [insertWrite(kept)] });
        await conflict(
          f.store.appendToStream(stream, [newEvent()], { expectedVersion: 'no_stream', transactionalWrites: [insertWrite(dropped)] }),
        );
        const rows = await f.dataSource.query('SELECT id FROM contract_writes WHERE id = ANY($1)', [[kept, dropped]]);
        expect(rows).toEqual([{ id: kept }]);
      });
    });

    describe('reading', () => {
      it('reads a stream in version order with metadata and $all in checkpoint order, page by page', async () => {
        const before = await f.store.headPosition();
        const [a, b] = [streamName(), streamName()];
        const appended = [];
        for (const [stream, version] of [[a, 0], [b, 0], [a, 1], [b, 1], [a, 2]] as const) {
          const event = newEvent('Ordered', { stream, version });
          appended.push(event.eventId);
          await f.store.appendToStream(stream, [event], { expectedVersion: version });
        }
        const streamA = await f.store.readStream(a);
        expect(streamA.map((event) => event.streamVersion)).toEqual([1, 2, 3]);
        expect(streamA[0]).toMatchObject({ streamId: a, type: 'Ordered', data: { stream: a, version: 0 } });
        expect(streamA[0].metadata).toMatchObject({ actor: { kind: 'system' }, schemaVersion: 1 });
        expect(await f.store.readStream(streamName())).toEqual([]);

        const ours = (events: RecordedEvent[]) => events.filter((event) => event.streamId === a || event.streamId === b);
        const all = ours(await readAllOnce(f.store, before, (events) => ours(events).length >= 5));
        expect(all.map((event) => event.eventId)).toEqual(appended);
        const paged: RecordedEvent[] = [];
        for (let after = before, page; (page = await f.store.readAll({ after, limit: 2 })).length > 0; ) {
          paged.push(...page);
          after = page[page.length - 1].position;
        }
        expect(ours(paged).map((event) => event.eventId)).toEqual(appended);
        for (let i = 1; i < paged.length; i++) {
          expect(f.store.comparePositions(paged[i - 1].position, paged[i].position)).toBe(-1);
        }
        expect(f.store.comparePositions(await f.store.headPosition(), all[all.length - 1].position)).toBeGreaterThanOrEqual(0);
        expect(await f.store.countAfter(before)).toBeGreaterThanOrEqual(5);
        expect(f.store.comparePositions(null, all[0].position)).toBe(-1);
      });

      it('reads events by stream and version, leaving out what does not exist', async () => {
        const [a, b] = [streamName(), streamName()];
        await f.store.appendToStream(a, [newEvent('Named', { n: 1 }), newEvent('Named', { n: 2 })], { expectedVersion: 'no_stream' });
        await f.store.appendToStream(b, [newEvent('Named', { n: 3 })], { expectedVersion: 'no_stream' });
        const read = await f.store.readEvents([
          { streamId: b, streamVersion: 1 },
          { streamId: a, streamVersion: 2 },
          { streamId: a, streamVersion: 3 },
          { streamId: streamName(), streamVersion: 1 },
        ]);
        const byData = read.map((event) => [event.streamId, event.streamVersion, event.data.n]).sort((x, y) => x[2] - y[2]);
        expect(byData).toEqual([[a, 2, 2], [b, 1, 3]]);
        expect(read[0].metadata).toMatchObject({ actor: { kind: 'system' } });
        expect(await f.store.readEvents([])).toEqual([]);
      });

      it('upcasts old schema versions on read, step by step', async () => {
        const type = `Renamed${Date.now()}`;
        f.upcasters.register(
          {
            eventType: type,
            fromSchemaVersion: 1,
            upcast: (event) => ({
              ...event,
              data: { fullName: `${event.data.first} ${event.data.last}` },
              metadata: { ...event.metadata, schemaVersion: 2 },
            }),
          },
          {
            eventType: type,
            fromSchemaVersion: 2,
            upcast: (event) => ({ ...event, data: { ...event.data, title: null }, metadata: { ...event.metadata, schemaVersion: 3 } }),
          },
        );
        const stream = streamName();
        const before = await f.store.headPosition();
        await f.store.appendToStream(
          stream,
          [newEvent(type, { first: 'Somchai', last: 'Jaidee' }, 1), newEvent(type, { fullName: 'Ann Lee', title: 'Dr' }, 3)],
          { expectedVersion: 'no_stream' },
        );
        const expected = [
          { data: { fullName: 'Somchai Jaidee', title: null }, metadata: expect.objectContaining({ schemaVersion: 3 }) },
          { data: { fullName: 'Ann Lee', title: 'Dr' }, metadata: expect.objectContaining({ schemaVersion: 3 }) },
        ];
        expect(await f.store.readStream(stream)).toMatchObject(expected);
        const mine = (events: RecordedEvent[]) => events.filter((event) => event.streamId === stream);
        const all = mine(await readAllOnce(f.store, before, (events) => mine(events).length >= 2));
        expect(all).toMatchObject(expected);
      });
    });

    describe('subscriptions', () => {
      it('deliver every event exactly once in checkpoint order, even one committed late at a lower position', async () => {
        const start = await f.store.headPosition();
        const streams = new Set<string>();
        const delivered: RecordedEvent[] = [];
        let markerSeen = false;
        const subscription = f.store.subscribe({
          after: start,
          batchSize: 7,
          onEvents: async (events) => {
            delivered.push(...events.filter((event) => streams.has(event.streamId)));
            markerSeen ||= events.some((event) => event.type === 'Marker');
          },
        });
        try {
          const late = streamName('late');
          streams.add(late);
          const lateEvent = newEvent('Late');
          let lateDone = false;
          const [entered, release] = [latch(), latch()];
          const lateAppend = f.store
            .appendToStream(late, [lateEvent], {
              expectedVersion: 'no_stream',
              transactionalWrites: [insertWrite(late, { entered: entered.open, release: release.promise })],
            })
            .finally(() => (lateDone = true));
          // The late append stays open (on Postgres holding its position) until the others have committed.
          await entered.promise;

          const committedBeforeLate: string[] = [];
          const writers = Array.from({ length: 8 }, async (_, writer) => {
            const stream = streamName(`writer${writer}`);
            streams.add(stream);
            for (let version = 0; version < 5; version++) {
              const result = await f.store.appendToStream(stream, [newEvent('Written', { writer, version })], {
                expectedVersion: version,
              });
              if (!lateDone) committedBeforeLate.push(result.position);
            }
          });
          await Promise.all(writers);
          release.open();
          const lateResult = await lateAppend;

          await eventually(() => delivered.length >= 41, 15000, 'all 41 events');
          // Nothing more comes: an event appended after all of them is delivered after anything they could still bring.
          const marker = streamName('marker');
          await f.store.appendToStream(marker, [newEvent('Marker')], { expectedVersion: 'no_stream' });
          await eventually(() => markerSeen, 15000, 'the marker event');
          expect(delivered).toHaveLength(41);
          expect(new Set(delivered.map((event) => event.eventId)).size).toBe(41);
          expect(delivered.some((event) => event.eventId === lateEvent.eventId)).toBe(true);
          for (let i = 1; i < delivered.length; i++) {
            expect(f.store.comparePositions(delivered[i - 1].position, delivered[i].position)).toBe(-1);
          }
          expect(committedBeforeLate.length).toBeGreaterThan(0);
          if (f.commitsOutOfOrder) {
            // The scenario really happened: events committed earlier sit above the late one.
            const above = committedBeforeLate.filter((position) => f.store.comparePositions(position, lateResult.position) > 0);
            expect(above.length).toBe(committedBeforeLate.length);
          }
        } finally {
          await subscription.close();
        }
      });
    });
  });
}
