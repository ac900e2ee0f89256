import type { INestApplicationContext } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { EventStoreModule } from '../../src/event-store/event-store.module';
import { loadConfig } from '../../src/infrastructure/config/app-config';
import { ConfigModule } from '../../src/infrastructure/config/config.module';
import { DatabaseModule } from '../../src/infrastructure/database/database.module';
import { MetricsModule } from '../../src/infrastructure/metrics/metrics.module';
import { EVENT_STORE, EventStore } from '../../src/event-store/event-store.port';
import { LEADER_LOCK_KEY } from '../../src/event-store/subscriptions/runner-options';
import { SubscriptionRunner, WaitForError } from '../../src/event-store/subscriptions/subscription-runner';
import {
  BATCH_COUNTER_TABLE_SQL,
  BatchCounterProjection,
  COUNTER_TABLE_SQL,
  CounterProjection,
  RecordingReactor,
} from './support/counter.projection';
import { eventually, newEvent, streamName } from './support/events';
import { startRunnerContext } from './support/runner-context';
import { createTestDatabase, TestDatabase } from './support/test-database';

describe('SubscriptionRunner', () => {
  let db: TestDatabase;
  const contexts: INestApplicationContext[] = [];

  const start = async (options = {}) => {
    const context = await startRunnerContext(db.url, [CounterProjection, BatchCounterProjection, RecordingReactor], options);
    contexts.push(context);
    return { context, runner: context.get(SubscriptionRunner), store: context.get<EventStore>(EVENT_STORE) };
  };
  const counter = async (streamId: string) =>
    (await db.dataSource.query('SELECT count, last_value FROM test_counter WHERE stream_id = $1', [streamId]))[0];

  beforeEach(async () => {
    db = await createTestDatabase();
    await db.dataSource.query(COUNTER_TABLE_SQL);
    await db.dataSource.query(BATCH_COUNTER_TABLE_SQL);
  });

  afterEach(async () => {
    while (contexts.length) await contexts.pop()!.close();
    await db.drop();
  });

  it('commits read-model rows with the checkpoint and serves read-your-writes through waitFor', async () => {
    const { runner, store } = await start();
    await eventually(() => runner.isLeader(), 5000, 'leadership');
    const stream = streamName();
    const events = Array.from({ length: 120 }, (_, i) => newEvent('Counted', { value: i }));
    const result = await store.appendToStream(stream, events, { expectedVersion: 'no_stream' });

    await runner.waitFor('test-counter', result.position);
    expect(await counter(stream)).toEqual({ count: 120, last_value: 119 });
    const status = await runner.status();
    const projection = status.handlers.find((handler) => handler.name === 'test-counter')!;
    expect(projection).toMatchObject({ kind: 'projection', state: 'running', position: result.position, lagEvents: 0 });
    await runner.waitFor('test-recorder', result.position);
    expect(status.handlers.map((handler) => handler.name).sort()).toEqual(['test-counter', 'test-counter-batch', 'test-recorder']);
  });

  it('hands whole batches to handleBatch, with the same rows as per-event handling', async () => {
    const { context, runner, store } = await start({ batchSize: 40 });
    const streams = [streamName(), streamName()];
    let last = '';
    for (let i = 0; i < 100; i++) {
      last = (await store.appendToStream(streams[i % 2], [newEvent('Counted', { value: i }), newEvent('Other')], { expectedVersion: 'any' })).position;
    }
    await runner.waitFor('test-counter', last, 15000);
    await runner.waitFor('test-counter-batch', last, 15000);
    const [perEvent, batched] = await Promise.all(
      ['test_counter', 'test_counter_batch'].map((table) => db.dataSource.query(`SELECT * FROM ${table} ORDER BY stream_id`)),
    );
    expect(batched).toEqual(perEvent);
    expect(batched.map((row: { count: number }) => row.count)).toEqual([50, 50]);
    const sizes = context.get(BatchCounterProjection).batchSizes;
    expect(sizes.reduce((sum, size) => sum + size, 0)).toBe(100);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(20);
  });

  it('rejects waitFor with a clear error on timeout and for unknown handlers', async () => {
    const { runner, store } = await start();
    await expect(runner.waitFor('nope', '1:1')).rejects.toThrow(WaitForError);
    const head = await store.headPosition();
    const far = `${BigInt((head ?? '0:0').split(':')[0]) + 1000n}:1`;
    await expect(runner.waitFor('test-counter', far, 200)).rejects.toThrow(/did not reach/);
  });

  it('waits READ_YOUR_WRITES_TIMEOUT_MS when waitFor names no time', async () => {
    // The module's own runner options (not the test ones): the timeout comes from the configuration.
    const moduleRef = await Test.createTestingModule({
      imports: [ConfigModule.forRoot(loadConfig({ NODE_ENV: 'test', DATABASE_URL: db.url, READ_YOUR_WRITES_TIMEOUT_MS: '300' })), MetricsModule, DatabaseModule, EventStoreModule],
      providers: [CounterProjection],
    }).compile();
    moduleRef.useLogger(false);
    const context = await moduleRef.init();
    contexts.push(context);
    const head = await context.get<EventStore>(EVENT_STORE).headPosition();
    const far = `${BigInt((head ?? '0:0').split(':')[0]) + 1000n}:1`;
    await expect(context.get(SubscriptionRunner).waitFor('test-counter', far)).rejects.toThrow(/did not reach .* within 300 ms/);
    expect(loadConfig({ NODE_ENV: 'test', DATABASE_URL: db.url }).readYourWritesTimeoutMs).toBe(5000);
  });

  it('retries a failing event with backoff, then parks it and goes on past it', async () => {
    const { context, runner, store } = await start({ retryAttempts: 3, retryBaseDelayMs: 10 });
    const notices: unknown[] = [];
    runner.onParked((notice) => notices.push(notice));
    const stream = streamName();
    await store.appendToStream(stream, [newEvent('Counted', { value: 1 }), newEvent('Counted', { value: 2 })], {
      expectedVersion: 'no_stream',
    });
    const bad = await store.appendToStream(stream, [newEvent('Counted', { value: 3, poison: true })], { expectedVersion: 2 });
    const after = await store.appendToStream(stream, [newEvent('Counted', { value: 4 })], { expectedVersion: 3 });

    await runner.waitFor('test-counter', after.position, 5000);
    expect(context.get(CounterProjection).attempts).toBe(3 + 1);
    // The poisoned event's row rolled back; the events before and after it committed.
    expect(await counter(stream)).toEqual({ count: 3, last_value: 4 });
    const projection = (await runner.status()).handlers.find((handler) => handler.name === 'test-counter')!;
    expect(projection).toMatchObject({ state: 'running', lastError: null, lagEvents: 0 });
    const [parked] = await runner.parked.list();
    expect(parked).toMatchObject({ handler: 'test-counter', kind: 'projection', streamId: stream, position: bad.position, eventType: 'Counted', attempts: 3 });
    expect(parked.error).toBe('poisoned event 3');
    expect(parked.data).toEqual({ value: 3, poison: true });
    expect(notices).toEqual([expect.objectContaining({ id: parked.id, handler: 'test-counter', first: true })]);
    expect(await runner.blocking()).toBe(true);
    expect(await runner.parked.counts(24)).toEqual([{ handler: 'test-counter', count: 1, recent: 1, oldest: expect.any(Date) }]);
    await runner.waitFor('test-recorder', after.position);
  });

  it('hands the subscriptions over to a second instance when the leader goes away', async () => {
    const first = await start();
    await eventually(() => first.runner.isLeader(), 5000, 'first leader');
    const second = await start();
    const stream = streamName();
    const one = await first.store.appendToStream(stream, [newEvent('Counted', { value: 1 })], { expectedVersion: 'no_stream' });
    // The follower sees the leader's progress through the checkpoint table.
    await second.runner.waitFor('test-counter', one.position);
    expect(second.runner.isLeader()).toBe(false);

    await first.context.close();
    contexts.splice(contexts.indexOf(first.context), 1);
    await eventually(() => second.runner.isLeader(), 5000, 'takeover');
    const two = await second.store.appendToStream(stream, [newEvent('Counted', { value: 2 })], { expectedVersion: 1 });
    await second.runner.waitFor('test-counter', two.position);
    expect(await counter(stream)).toEqual({ count: 2, last_value: 2 });
  });

  it('survives the death of the leader connection: exactly one instance leads again', async () => {
    const first = await start();
    const second = await start();
    await eventually(() => first.runner.isLeader() !== second.runner.isLeader(), 5000, 'one leader');
    // Kill the session holding the advisory lock (in this test's database only), as if the leader's
    // process had died.
    const leaderLocks = `FROM pg_locks WHERE locktype = 'advisory' AND objid = $1 AND granted
      AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`;
    await db.dataSource.query(`SELECT pg_terminate_backend(pid) ${leaderLocks}`, [LEADER_LOCK_KEY]);
    await eventually(async () => {
      const [row] = await db.dataSource.query(`SELECT count(*)::int AS n ${leaderLocks}`, [LEADER_LOCK_KEY]);
      return row.n === 1 && first.runner.isLeader() !== second.runner.isLeader();
    }, 10000, 'a new leader');
    const stream = streamName();
    const result = await first.store.appendToStream(stream, [newEvent('Counted', { value: 7 })], { expectedVersion: 'no_stream' });
    await first.runner.waitFor('test-counter', result.position);
    await second.runner.waitFor('test-counter', result.position);
    expect(await counter(stream)).toEqual({ count: 1, last_value: 7 });
  });

  it('runs nothing when runWorkers is false', async () => {
    const context = await startRunnerContext(db.url, [CounterProjection], {}, { RUN_WORKERS: 'false' });
    contexts.push(context);
    const store = context.get<EventStore>(EVENT_STORE);
    const result = await store.appendToStream(streamName(), [newEvent('Counted', { value: 1 })], { expectedVersion: 'any' });
    await expect(context.get(SubscriptionRunner).waitFor('test-counter', result.position, 300)).rejects.toThrow(WaitForError);
  });
});
