import type { EntityManager } from 'typeorm';
import type { RecordedEvent } from '../../src/event-store/event-store.port';
import { PostgresEventStore } from '../../src/event-store/postgres/postgres-event-store';
import { CheckpointStore } from '../../src/event-store/subscriptions/checkpoint-store';
import { HandlerWorker, ParkedNotice } from '../../src/event-store/subscriptions/handler-worker';
import { ParkedEvents } from '../../src/event-store/subscriptions/parked-events';
import type { EventHandlerDefinition } from '../../src/event-store/subscriptions/projection';
import { DEFAULT_RUNNER_OPTIONS } from '../../src/event-store/subscriptions/runner-options';
import { COUNTER_TABLE_SQL, CounterProjection } from './support/counter.projection';
import { eventually, newEvent, streamName } from './support/events';
import { createTestDatabase, TestDatabase } from './support/test-database';

/** Counts like CounterProjection, but an event with `data.sqlstate` fails as Postgres would with that code. */
class FailingProjection extends CounterProjection implements EventHandlerDefinition {
  override async handle(event: RecordedEvent, em: EntityManager): Promise<void> {
    if (event.data.sqlstate) throw Object.assign(new Error(`failed with ${event.data.sqlstate}`), { code: event.data.sqlstate });
    return super.handle(event, em);
  }
}

// Parking is for an event that cannot be applied; a failure that is the database's (out of reach,
// a deadlock) stops the handler as before, to be taken up again from its checkpoint.
describe('HandlerWorker: what is parked and what stops the handler', () => {
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

  const run = async (sqlstate: string) => {
    const failures: string[] = [];
    const parked: ParkedNotice[] = [];
    const progress = new Map<string, string>();
    const worker = new HandlerWorker(new FailingProjection(), {
      store,
      dataSource: db.dataSource,
      checkpoints: new CheckpointStore(db.dataSource),
      options: { ...DEFAULT_RUNNER_OPTIONS, retryAttempts: 2, retryBaseDelayMs: 5 },
      onProgress: (name, position) => progress.set(name, position),
      onFailed: (_, error) => failures.push(error),
      parked: new ParkedEvents(db.dataSource),
      redact: (event) => event.data,
      onParked: (notice) => parked.push(notice),
    });
    await worker.start();
    const stream = streamName();
    const { position: head } = await store.appendToStream(stream, [newEvent('Counted', { value: 1, sqlstate }), newEvent('Counted', { value: 2 })], {
      expectedVersion: 'no_stream',
    });
    await eventually(() => failures.length > 0 || store.comparePositions(progress.get('test-counter') ?? null, head) >= 0, 10_000, 'the worker settled');
    await worker.stop();
    const [checkpoint] = await db.dataSource.query(`SELECT state FROM projection_checkpoints WHERE name = 'test-counter'`);
    return { failures, parked, state: checkpoint?.state, rows: await db.dataSource.query('SELECT count FROM test_counter') };
  };

  it.each(['23502', '22P02'])('parks an event failing with %s (a NOT NULL or bad value) and applies the next', async (sqlstate) => {
    expect(await run(sqlstate)).toMatchObject({ failures: [], parked: [expect.objectContaining({ first: true })], state: 'running', rows: [{ count: 1 }] });
  });

  it.each(['40P01', '40001', '57P01', '08006'])('stops, parking nothing, on %s (deadlock, serialization, shutdown, lost connection)', async (sqlstate) => {
    const result = await run(sqlstate);
    expect(result).toMatchObject({ parked: [], state: 'failed', rows: [] });
    expect(result.failures).toEqual([expect.stringContaining(`failed with ${sqlstate}`)]);
    expect(await db.dataSource.query('SELECT count(*)::int AS n FROM projection_parked_events')).toEqual([{ n: 0 }]);
  });
});
