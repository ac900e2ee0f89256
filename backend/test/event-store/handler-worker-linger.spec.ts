import { PostgresEventStore } from '../../src/event-store/postgres/postgres-event-store';
import { CheckpointStore } from '../../src/event-store/subscriptions/checkpoint-store';
import { HandlerWorker } from '../../src/event-store/subscriptions/handler-worker';
import { ParkedEvents } from '../../src/event-store/subscriptions/parked-events';
import { DEFAULT_RUNNER_OPTIONS } from '../../src/event-store/subscriptions/runner-options';
import { BATCH_COUNTER_TABLE_SQL, BatchCounterProjection } from './support/counter.projection';
import { eventually, newEvent, streamName } from './support/events';
import { createTestDatabase, TestDatabase } from './support/test-database';

// At the head of the log a handler waits `lingerMs` after a commit, so events appended meanwhile
// commit together; someone waiting for it (read-your-writes) ends the wait at once.
describe('HandlerWorker: lingering at the head of the log', () => {
  let db: TestDatabase;
  let store: PostgresEventStore;
  let worker: HandlerWorker | null = null;

  beforeEach(async () => {
    db = await createTestDatabase();
    await db.dataSource.query(BATCH_COUNTER_TABLE_SQL);
    store = new PostgresEventStore(db.url, { pollIntervalMs: 20 });
  });
  afterEach(async () => {
    await worker?.stop();
    worker = null;
    await store.close();
    await db.drop();
  });

  const start = async (lingerMs: number) => {
    const projection = new BatchCounterProjection();
    const progress: { position: string | null } = { position: null };
    worker = new HandlerWorker(projection, {
      store,
      dataSource: db.dataSource,
      checkpoints: new CheckpointStore(db.dataSource),
      options: { ...DEFAULT_RUNNER_OPTIONS, lingerMs },
      onProgress: (_, position) => (progress.position = position),
      onFailed: () => undefined,
      parked: new ParkedEvents(db.dataSource),
      redact: (event) => event.data,
      onParked: () => undefined,
    });
    await worker.start();
    const append = async (value: number) => (await store.appendToStream(streamName(), [newEvent('Counted', { value })], { expectedVersion: 'no_stream' })).position!;
    const reached = (position: string) => store.comparePositions(progress.position, position) >= 0;
    return { projection, append, reached };
  };

  it('commits the events appended while it lingers in one batch', async () => {
    const { projection, append, reached } = await start(1500);
    const first = await append(1);
    await eventually(() => reached(first), 10_000, 'the first event');
    // Three creates within the linger after the first commit.
    await append(2);
    await append(3);
    const last = await append(4);
    await eventually(() => reached(last), 10_000, 'the last event');
    expect(projection.batchSizes).toEqual([1, 3]);
    expect(await db.dataSource.query('SELECT count(*)::int AS n, sum(count)::int AS events FROM test_counter_batch')).toEqual([{ n: 4, events: 4 }]);
  });

  it('reads on at once when someone waits for it', async () => {
    const { projection, append, reached } = await start(60_000);
    const first = await append(1);
    await eventually(() => reached(first), 10_000, 'the first event');
    const second = await append(2);
    worker!.hurry();
    // Well inside the minute it would otherwise linger.
    await eventually(() => reached(second), 5_000, 'the second event after hurry()');
    expect(projection.batchSizes).toEqual([1, 1]);
  });

  it('without a linger commits each event as it comes', async () => {
    const { projection, append, reached } = await start(0);
    for (let value = 1; value <= 3; value++) {
      const position = await append(value);
      await eventually(() => reached(position), 10_000, `event ${value}`);
    }
    expect(projection.batchSizes).toEqual([1, 1, 1]);
  });
});
