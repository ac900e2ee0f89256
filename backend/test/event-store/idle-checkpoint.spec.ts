import type { INestApplicationContext } from '@nestjs/common';
import { EVENT_STORE, EventStore } from '../../src/event-store/event-store.port';
import { CheckpointStore } from '../../src/event-store/subscriptions/checkpoint-store';
import type { RunnerOptions } from '../../src/event-store/subscriptions/runner-options';
import { SubscriptionRunner } from '../../src/event-store/subscriptions/subscription-runner';
import { COUNTER_TABLE_SQL, CounterProjection, RecordingReactor } from './support/counter.projection';
import { eventually, newEvent, streamName } from './support/events';
import { startRunnerContext } from './support/runner-context';
import { createTestDatabase, TestDatabase } from './support/test-database';

interface CheckpointRow {
  position: string | null;
  state: string;
  last_error: string | null;
  failed_position: string | null;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A batch holding none of a handler's event types (CounterProjection wants only `Counted`) moves the
 * handler's progress at once but its checkpoint row only every `idleCheckpointMs` and on stop.
 */
describe('SubscriptionRunner: checkpoints of ignored events', () => {
  const IDLE = 300;
  let db: TestDatabase;
  const contexts: INestApplicationContext[] = [];

  const start = async (options: Partial<RunnerOptions> = {}) => {
    const context = await startRunnerContext(db.url, [CounterProjection, RecordingReactor], { idleCheckpointMs: IDLE, ...options });
    contexts.push(context);
    const runner = context.get(SubscriptionRunner);
    await eventually(() => runner.isLeader(), 5000, 'leadership');
    return { context, runner, store: context.get<EventStore>(EVENT_STORE) };
  };
  const checkpoint = async (name: string): Promise<CheckpointRow | undefined> =>
    (
      await db.dataSource.query('SELECT position, state, last_error, failed_position FROM projection_checkpoints WHERE name = $1', [
        name,
      ])
    )[0];
  /** Appends `Other` events (ignored by test-counter) and waits until test-counter has passed them. */
  const appendIgnored = async (runner: SubscriptionRunner, store: EventStore, stream: string, count = 2) => {
    const result = await store.appendToStream(stream, Array.from({ length: count }, () => newEvent('Other')), { expectedVersion: 'any' });
    await runner.waitFor('test-counter', result.position, 1000);
    return result.position;
  };

  beforeEach(async () => {
    db = await createTestDatabase();
    await db.dataSource.query(COUNTER_TABLE_SQL);
  });

  afterEach(async () => {
    while (contexts.length) await contexts.pop()!.close();
    await db.drop();
  });

  it('lets waitFor pass ignored events at once and writes their checkpoint only after idleCheckpointMs', async () => {
    const { runner, store } = await start();
    const stream = streamName();
    const counted = await store.appendToStream(stream, [newEvent('Counted', { value: 1 })], { expectedVersion: 'no_stream' });
    await runner.waitFor('test-counter', counted.position);
    // A batch with a wanted event writes its checkpoint with its rows.
    expect(await checkpoint('test-counter')).toMatchObject({ position: counted.position, state: 'running' });

    const appendedAt = Date.now();
    // Three batches of ignored events (each passed before the next is appended): the first starts
    // the timer, the save carries the newest.
    await appendIgnored(runner, store, stream);
    await appendIgnored(runner, store, stream);
    const head = await appendIgnored(runner, store, stream);
    expect(await store.headPosition()).toBe(head);
    await runner.waitFor('test-counter', head, 100);
    const reachedAfter = Date.now() - appendedAt;
    expect(reachedAfter).toBeLessThan(IDLE);
    // Not saved yet: the stored checkpoint is still the last wanted event's.
    expect(await checkpoint('test-counter')).toMatchObject({ position: counted.position, state: 'running' });

    await eventually(async () => (await checkpoint('test-counter'))?.position === head, 5000, 'the deferred checkpoint');
    expect(Date.now() - appendedAt).toBeGreaterThanOrEqual(IDLE);
    expect(await checkpoint('test-counter')).toEqual({ position: head, state: 'running', last_error: null, failed_position: null });
    // The reactor wants every event: its checkpoint is written with each batch.
    expect((await checkpoint('test-recorder'))?.position).toBe(head);
    expect(await counterRow(db, stream)).toEqual({ count: 1, last_value: 1 });
  });

  it('saves the checkpoint every idleCheckpointMs while ignored events keep coming, not only once they stop', async () => {
    const { runner, store } = await start();
    const stream = streamName();
    const counted = await store.appendToStream(stream, [newEvent('Counted', { value: 1 })], { expectedVersion: 'no_stream' });
    await runner.waitFor('test-counter', counted.position);

    // A batch of ignored events every ~50 ms for 4 idle periods: the stored checkpoint must move
    // while they keep coming (a timer restarted by each batch would never fire).
    const startedAt = Date.now();
    const seen = new Set<string>();
    let last = counted.position;
    while (Date.now() - startedAt < 4 * IDLE) {
      last = await appendIgnored(runner, store, stream, 1);
      const stored = (await checkpoint('test-counter'))?.position;
      if (stored) seen.add(stored);
      await sleep(50);
    }
    seen.delete(counted.position);
    expect(seen.size).toBeGreaterThanOrEqual(2);
    await eventually(async () => (await checkpoint('test-counter'))?.position === last, 5000, 'the last deferred checkpoint');
  });

  it('saves the deferred checkpoint when the runner stops', async () => {
    // The timer would only fire after the test: only the stop can save it.
    const { context, runner, store } = await start({ idleCheckpointMs: 60_000 });
    const stream = streamName();
    const counted = await store.appendToStream(stream, [newEvent('Counted', { value: 1 })], { expectedVersion: 'no_stream' });
    await runner.waitFor('test-counter', counted.position);
    const head = await appendIgnored(runner, store, stream);
    await runner.waitFor('test-counter', head, 100);
    await sleep(100);
    expect((await checkpoint('test-counter'))?.position).toBe(counted.position);

    await context.close();
    contexts.splice(contexts.indexOf(context), 1);
    expect(await checkpoint('test-counter')).toEqual({ position: head, state: 'running', last_error: null, failed_position: null });

    // The next leader starts from the saved checkpoint and passes it at once.
    const next = await start({ idleCheckpointMs: 60_000 });
    await next.runner.waitFor('test-counter', head, 100);
  });

  it('keeps a handler failed, with its error, when it fails on a wanted event after ignored ones', async () => {
    // Long enough for the deferred save to be pending when the handler fails.
    const idle = 1000;
    const { context, runner, store } = await start({ idleCheckpointMs: idle, retryAttempts: 3, retryBaseDelayMs: 10 });
    const stream = streamName();
    const counted = await store.appendToStream(stream, [newEvent('Counted', { value: 1 })], { expectedVersion: 'no_stream' });
    await runner.waitFor('test-counter', counted.position);
    const ignored = await appendIgnored(runner, store, stream);
    await runner.waitFor('test-counter', ignored, 100);
    const bad = await store.appendToStream(stream, [newEvent('Counted', { value: 2, poison: true })], { expectedVersion: 'any' });

    await expect(runner.waitFor('test-counter', bad.position, 5000)).rejects.toThrow(/has failed: .*poisoned event 2/);
    expect(context.get(CounterProjection).attempts).toBe(3 + 1);
    // Past the stop of the failed worker and past the deferred save's time: nothing clears the failure.
    await sleep(idle + 300);
    const row = await checkpoint('test-counter');
    expect(row).toEqual({
      position: counted.position,
      state: 'failed',
      last_error: expect.stringContaining('poisoned event 2'),
      failed_position: bad.position,
    });
    const status = (await runner.status()).handlers.find((handler) => handler.name === 'test-counter')!;
    expect(status).toMatchObject({ state: 'failed', failedPosition: bad.position });

    // Nor does closing the context.
    await context.close();
    contexts.splice(contexts.indexOf(context), 1);
    expect(await checkpoint('test-counter')).toEqual(row);
    expect(await counterRow(db, stream)).toEqual({ count: 1, last_value: 1 });
  });
  it('never writes a deferred checkpoint over one another leader has moved since', async () => {
    const checkpoints = new CheckpointStore(db.dataSource);
    const handler = new CounterProjection();
    await db.dataSource.transaction((em) => checkpoints.save(em, handler, '10:10', 'running'));
    // Another instance, now leader, moved on to 12:12 while this one still believed 10:10.
    await db.dataSource.transaction((em) => checkpoints.save(em, handler, '12:12', 'running'));
    expect(await checkpoints.advanceIfUnchanged(db.dataSource.manager, handler, '10:10', '11:11')).toBe(false);
    expect((await checkpoint(handler.name))?.position).toBe('12:12');
    expect(await checkpoints.advanceIfUnchanged(db.dataSource.manager, handler, '12:12', '13:13')).toBe(true);
    expect((await checkpoint(handler.name))?.position).toBe('13:13');
    // A retrying handler keeps its error.
    await checkpoints.saveProblem(handler, 'retrying', 'boom', '14:14');
    expect(await checkpoints.advanceIfUnchanged(db.dataSource.manager, handler, '13:13', '13:20')).toBe(false);
    expect(await checkpoint(handler.name)).toMatchObject({ position: '13:13', state: 'retrying', last_error: 'boom' });
  });
});

async function counterRow(db: TestDatabase, streamId: string) {
  return (await db.dataSource.query('SELECT count, last_value FROM test_counter WHERE stream_id = $1', [streamId]))[0];
}
