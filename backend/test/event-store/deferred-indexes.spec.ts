import type { INestApplicationContext } from '@nestjs/common';
import { EVENT_STORE, EventStore } from '../../src/event-store/event-store.port';
import { PostgresEventStore } from '../../src/event-store/postgres/postgres-event-store';
import { rebuildProjection } from '../../src/event-store/subscriptions/projection-rebuild';
import { SubscriptionRunner } from '../../src/event-store/subscriptions/subscription-runner';
import { takeLeaderLock } from '../../src/event-store/subscriptions/leader-lock';
import { COUNTER_TABLE_SQL, CounterProjection } from './support/counter.projection';
import { eventually, newEvent, streamName } from './support/events';
import { startRunnerContext } from './support/runner-context';
import { createTestDatabase, TestDatabase } from './support/test-database';

describe('indexes an offline rebuild defers (issue 36)', () => {
  let db: TestDatabase;
  let live: INestApplicationContext | null = null;
  const indexes = async () =>
    ((await db.dataSource.query(`SELECT indexname FROM pg_indexes WHERE tablename = 'test_counter' ORDER BY indexname`)) as { indexname: string }[]).map((row) => row.indexname);
  const recorded = () => db.dataSource.query('SELECT index_name, handler FROM projection_deferred_indexes');

  beforeAll(async () => {
    db = await createTestDatabase();
    await db.dataSource.query(COUNTER_TABLE_SQL);
    await db.dataSource.query('CREATE INDEX test_counter_count_idx ON test_counter (count) WHERE last_value IS NOT NULL');
    const store = new PostgresEventStore(db.url);
    for (let i = 0; i < 60; i++) await store.appendToStream(streamName('counter'), [newEvent('Counted', { value: i })], { expectedVersion: 'no_stream' });
    // Readable once every transaction of the cluster older than the appends has ended.
    await eventually(async () => (await store.countAfter(null)) === 60, 30000, 'the appended events to be readable');
    await store.close();
  });
  afterAll(async () => {
    await live?.close().catch(() => undefined);
    await db.drop();
  });

  it('drops the indexes writes do not need while it replays and builds them again at its end', async () => {
    const store = new PostgresEventStore(db.url);
    let seen: string[] = [];
    const watching = Object.assign(Object.create(new CounterProjection()), {
      async handle(...args: Parameters<CounterProjection['handle']>) {
        seen = await indexes();
        return CounterProjection.prototype.handle.apply(this, args);
      },
    });
    const result = await rebuildProjection(watching, { store, dataSource: db.dataSource }, { batchSize: 20 });
    await store.close();
    expect(result.events).toBe(60);
    expect(seen).toEqual(['test_counter_pkey']);
    expect(await indexes()).toEqual(['test_counter_count_idx', 'test_counter_pkey']);
    expect(await recorded()).toEqual([]);
  });

  it('a rebuild that stopped leaves them recorded; the next subscriptions leader builds them before it applies', async () => {
    const store = new PostgresEventStore(db.url);
    const held = await takeLeaderLock(db.url, 10000);
    let handled = 0;
    const crashing = Object.assign(Object.create(new CounterProjection()), {
      handle(...args: Parameters<CounterProjection['handle']>) {
        if (++handled > 30) throw new Error('simulated crash');
        return CounterProjection.prototype.handle.apply(this, args);
      },
    });
    await expect(rebuildProjection(crashing, { store, dataSource: db.dataSource }, { batchSize: 20 })).rejects.toThrow('simulated crash');
    await held.release();
    await store.close();
    expect(await indexes()).toEqual(['test_counter_pkey']);
    expect(await recorded()).toEqual([{ index_name: 'test_counter_count_idx', handler: 'test-counter' }]);

    live = await startRunnerContext(db.url, [CounterProjection]);
    const head = (await live.get<EventStore>(EVENT_STORE).headPosition())!;
    await live.get(SubscriptionRunner).waitFor('test-counter', head, 15000);
    await eventually(async () => (await recorded()).length === 0, 10000, 'the deferred index to be built');
    expect(await indexes()).toEqual(['test_counter_count_idx', 'test_counter_pkey']);
    const [{ rows }] = await db.dataSource.query('SELECT count(*)::int AS rows FROM test_counter');
    expect(rows).toBe(60);
  });
});
