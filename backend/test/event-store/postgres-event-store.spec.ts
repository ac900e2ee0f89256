import { ConcurrencyError } from '../../src/event-store/event-store.port';
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
    const before = await store.headPosition();
    // The slow append's event holds its position in a transaction the test keeps open.
    const [entered, release] = [latch(), latch()];
    const slowAppend = store.appendToStream(slow, [newEvent()], {
      expectedVersion: 'no_stream',
      transactionalWrites: [{ write: () => (entered.open(), release.promise), undo: async () => undefined }],
    });
    await entered.promise;
    const fastResult = await store.appendToStream(fast, [newEvent()], { expectedVersion: 'no_stream' });
    expect(await store.readAll({ after: before, limit: 10 })).toEqual([]);
    expect(store.comparePositions(await store.headPosition(), before)).toBe(0);
    release.open();
    const slowResult = await slowAppend;
    const visible = (await readAllOnce(store, before, (events) => events.length >= 2)).filter((event) =>
      [slow, fast].includes(event.streamId),
    );
    expect(visible.map((event) => event.position)).toEqual([slowResult.position, fastResult.position]);
  });

  it('answers an empty append with the current version when the expectation holds', async () => {
    const stream = streamName();
    await store.appendToStream(stream, [newEvent()], { expectedVersion: 'no_stream' });
    expect((await store.appendToStream(stream, [], { expectedVersion: 1 })).nextExpectedVersion).toBe(1);
    await expect(store.appendToStream(stream, [], { expectedVersion: 'no_stream' })).rejects.toBeInstanceOf(ConcurrencyError);
  });
});
