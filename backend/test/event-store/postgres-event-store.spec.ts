import { ConcurrencyError, type RecordedEvent } from '../../src/event-store/event-store.port';
import { PostgresEventStore } from '../../src/event-store/postgres/postgres-event-store';
import { UpcasterRegistry } from '../../src/event-store/upcasters';
import { CONTRACT_WRITES_SQL, eventStoreContract, readAllOnce } from './event-store.contract';
import { latch, newEvent, streamName } from './support/events';
import { createTestDatabase, TestDatabase } from './support/test-database';

eventStoreContract('PostgresEventStore', async () => {
  const db = await createTestDatabase();
  await db.dataSource.query(CONTRACT_WRITES_SQL);
  const upcasters = new UpcasterRegistry();
  const store = new PostgresEventStore(db.url, { upcasters, pollIntervalMs: 200 });
  return {
    store,
    upcasters,
    dataSource: db.dataSource,
    commitsOutOfOrder: true,
    async teardown() {
      await store.close();
      await db.drop();
    },
  };
});

describe('PostgresEventStore specifics', () => {
  let db: TestDatabase;
  let store: PostgresEventStore;
  beforeAll(async () => {
    db = await createTestDatabase();
    store = new PostgresEventStore(db.url, { pollIntervalMs: 200 });
  });
  afterAll(async () => {
    await store.close();
    await db.drop();
  });

  it('rejects a batch that repeats only some already stored event ids', async () => {
    const stream = streamName();
    const stored = newEvent();
    await store.appendToStream(stream, [stored], { expectedVersion: 'no_stream' });
    await expect(store.appendToStream(stream, [stored, newEvent()], { expectedVersion: 'any' })).rejects.toBeInstanceOf(
      ConcurrencyError,
    );
    expect(await store.readStream(stream)).toHaveLength(1);
  });

  it('keeps events of a later transaction unreadable while an earlier one is still open', async () => {
    const [slow, fast] = [streamName(), streamName()];
    // Only this test's streams: under `npm test` another worker's open transaction (another
    // database, the same cluster) may hold the head back, and earlier events of this file with it.
    const ours = (events: RecordedEvent[]) => events.filter((event) => [slow, fast].includes(event.streamId));
    const before = await store.headPosition();
    // The slow append's event holds its position in a transaction the test keeps open.
    const [entered, release] = [latch(), latch()];
    const slowAppend = store.appendToStream(slow, [newEvent()], {
      expectedVersion: 'no_stream',
      transactionalWrites: [{ write: () => (entered.open(), release.promise), undo: async () => undefined }],
    });
    await entered.promise;
    const fastResult = await store.appendToStream(fast, [newEvent()], { expectedVersion: 'no_stream' });
    expect(ours(await store.readAll({ after: before, limit: 1000 }))).toEqual([]);
    expect(store.comparePositions(await store.headPosition(), fastResult.position)).toBeLessThan(0);
    release.open();
    const slowResult = await slowAppend;
    const visible = ours(await readAllOnce(store, before, (events) => ours(events).length >= 2));
    expect(visible.map((event) => event.position)).toEqual([slowResult.position, fastResult.position]);
  });

  it('survives its connection being ended by the server in the middle of an append, and appends again', async () => {
    // Postgres restarted while an append's transaction waits between statements: the append fails,
    // the process lives on (no unhandled 'error' from the checked-out client) and the pool recovers.
    const stream = streamName();
    const failed = store.appendToStream(stream, [newEvent()], {
      expectedVersion: 'no_stream',
      transactionalWrites: [
        {
          write: async (tx) => {
            const [{ pid }] = (await tx.query('SELECT pg_backend_pid() AS pid')) as { pid: number }[];
            await db.dataSource.query('SELECT pg_terminate_backend($1)', [pid]);
            // The server has ended that backend once it has left pg_stat_activity; its goodbye is on the socket.
            while ((await db.dataSource.query('SELECT 1 FROM pg_stat_activity WHERE pid = $1', [pid])).length > 0);
            await new Promise((resolve) => setImmediate(resolve));
            await tx.query('SELECT 1');
          },
        },
      ],
    });
    await expect(failed).rejects.toThrow();
    expect(await store.readStream(stream)).toEqual([]);
    await store.appendToStream(stream, [newEvent()], { expectedVersion: 'no_stream' });
    expect(await store.readStream(stream)).toHaveLength(1);
  });

  it('answers an empty append with the current version when the expectation holds', async () => {
    const stream = streamName();
    await store.appendToStream(stream, [newEvent()], { expectedVersion: 'no_stream' });
    expect((await store.appendToStream(stream, [], { expectedVersion: 1 })).nextExpectedVersion).toBe(1);
    await expect(store.appendToStream(stream, [], { expectedVersion: 'no_stream' })).rejects.toBeInstanceOf(ConcurrencyError);
  });
});
