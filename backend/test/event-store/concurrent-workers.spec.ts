import { PostgresEventStore } from '../../src/event-store/postgres/postgres-event-store';
import { CheckpointStore } from '../../src/event-store/subscriptions/checkpoint-store';
import { HandlerWorker, ParkedNotice } from '../../src/event-store/subscriptions/handler-worker';
import { ParkedEvents } from '../../src/event-store/subscriptions/parked-events';
import { DEFAULT_RUNNER_OPTIONS } from '../../src/event-store/subscriptions/runner-options';
import { COUNTER_TABLE_SQL, CounterProjection } from './support/counter.projection';
import { eventually, newEvent, streamName } from './support/events';
import { createTestDatabase, TestDatabase } from './support/test-database';

/**
 * Leadership can change hands while the old leader still has a batch in flight, so two instances
 * may run one projection for a moment. The checkpoint is their fence: a batch commits only over
 * the checkpoint its worker started from, so every event is applied exactly once.
 */
describe('HandlerWorker: two instances running one projection', () => {
  let db: TestDatabase;
  let store: PostgresEventStore;

  beforeEach(async () => {
    db = await createTestDatabase();
    await db.dataSource.query(COUNTER_TABLE_SQL);
    store = new PostgresEventStore(db.url, { pollIntervalMs: 20 });
  });

  afterEach(async () => {
    await store.close();
    await db.drop();
  });

  const worker = (progress: Map<string, string>, parked: ParkedNotice[] = []) =>
    new HandlerWorker(new CounterProjection(), {
      store,
      dataSource: db.dataSource,
      checkpoints: new CheckpointStore(db.dataSource),
      options: { ...DEFAULT_RUNNER_OPTIONS, batchSize: 7, retryBaseDelayMs: 5 },
      onProgress: (name, position) => progress.set(name, position),
      onFailed: (name, error) => {
        throw new Error(`${name} failed: ${error}`);
      },
      parked: new ParkedEvents(db.dataSource),
      redact: (event) => event.data,
      onParked: (notice) => parked.push(notice),
    });

  it('apply every event exactly once, each taking over where the other committed', async () => {
    const streams = [streamName(), streamName(), streamName()];
    const progress = [new Map<string, string>(), new Map<string, string>()];
    const workers = progress.map((map) => worker(map));
    await Promise.all(workers.map((w) => w.start()));
    let head = '';
    for (let i = 0; i < 60; i++) {
      const stream = streams[i % streams.length];
      head = (await store.appendToStream(stream, [newEvent('Counted', { value: i })], { expectedVersion: 'any' })).position;
    }
    await eventually(
      () => progress.every((map) => map.get('test-counter') !== undefined && store.comparePositions(map.get('test-counter')!, head) >= 0),
      10000,
      'both workers at the head',
    );
    await Promise.all(workers.map((w) => w.stop()));
    const rows: { stream_id: string; count: number }[] = await db.dataSource.query('SELECT stream_id, count FROM test_counter');
    expect(Object.fromEntries(rows.map((row) => [row.stream_id, row.count]))).toEqual(Object.fromEntries(streams.map((s) => [s, 20])));
    const [checkpoint] = await db.dataSource.query(`SELECT position, state FROM projection_checkpoints WHERE name = 'test-counter'`);
    expect(checkpoint).toEqual({ position: head, state: 'running' });
  });

  it('park a poisoned event once between them, and both go on past it', async () => {
    const stream = streamName();
    const notices: ParkedNotice[] = [];
    const progress = [new Map<string, string>(), new Map<string, string>()];
    const workers = progress.map((map) => worker(map, notices));
    await Promise.all(workers.map((w) => w.start()));
    await store.appendToStream(stream, [newEvent('Counted', { value: 1 }), newEvent('Counted', { value: 2, poison: true })], { expectedVersion: 'no_stream' });
    const head = (await store.appendToStream(stream, [newEvent('Counted', { value: 3 })], { expectedVersion: 2 })).position;
    await eventually(
      () => progress.every((map) => map.get('test-counter') !== undefined && store.comparePositions(map.get('test-counter')!, head) >= 0),
      10000,
      'both workers past the poisoned event',
    );
    await Promise.all(workers.map((w) => w.stop()));
    expect(await db.dataSource.query('SELECT count, last_value FROM test_counter')).toEqual([{ count: 2, last_value: 3 }]);
    const parked = await db.dataSource.query(`SELECT handler, event_type, data->>'value' AS value, state FROM projection_parked_events`);
    expect(parked).toEqual([{ handler: 'test-counter', event_type: 'Counted', value: '2', state: 'parked' }]);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ handler: 'test-counter', first: true, error: 'poisoned event 2' });
  });
});
