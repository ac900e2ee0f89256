import type { INestApplicationContext } from '@nestjs/common';
import { EVENT_STORE, EventStore } from '../../src/event-store/event-store.port';
import { CheckpointStore } from '../../src/event-store/subscriptions/checkpoint-store';
import type { RunnerOptions } from '../../src/event-store/subscriptions/runner-options';
import { SubscriptionRunner } from '../../src/event-store/subscriptions/subscription-runner';
import { COUNTER_TABLE_SQL, CounterProjection, RecordingReactor } from './support/counter.projection';
import { eventually, newEvent, streamName } from './support/events';
import { ManualClock } from '../support/manual-clock';
import { startRunnerContext } from './support/runner-context';
import { createTestDatabase, TestDatabase } from './support/test-database';

interface CheckpointRow {
  position: string | null;
  state: string;
  last_error: string | null;
  failed_position: string | null;
}

/**
 * A batch holding none of a handler's event types (CounterProjection wants only `Counted`) moves the
 * handler's progress at once but its checkpoint row only every `idleCheckpointMs` and on stop. The
 * runner's timers run on a ManualClock: the deferred save comes due only when the test moves it.
 */
describe('SubscriptionRunner: checkpoints of ignored events', () => {
  const IDLE = 300;
  let db: TestDatabase;
  const contexts: INestApplicationContext[] = [];

  const start = async (options: Partial<RunnerOptions> = {}) => {
    const clock = new ManualClock();
    const context = await startRunnerContext(db.url, [CounterProjection, RecordingReactor], { idleCheckpointMs: IDLE, clock, ...options });
    contexts.push(context);
    const runner = context.get(SubscriptionRunner);
    await eventually(() => runner.isLeader(), 5000, 'leadership');
    return { context, runner, clock, store: context.get<EventStore>(EVENT_STORE) };
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
    await runner.waitFor('test-counter', result.position);
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
    const { runner, clock, store } = await start();
    const stream = streamName();
    const counted = await store.appendToStream(stream, [newEvent('Counted', { value: 1 })], { expectedVersion: 'no_stream' });
    await runner.waitFor('test-counter', counted.position);
    // A batch with a wanted event writes its checkpoint with its rows.
    expect(await checkpoint('test-counter')).toMatchObject({ position: counted.position, state: 'running' });

    // Three batches of ignored events (each passed before the next is appended, with the clock
    // standing still): the first starts the timer, the save carries the newest.
    await appendIgnored(runner, store, stream);
    await appendIgnored(runner, store, stream);
    const head = await appendIgnored(runner, store, stream);
    expect(await store.headPosition()).toBe(head);
    expect(clock.pending).toBe(1);
    // Not saved yet: the stored checkpoint is still the last wanted event's, until idleCheckpointMs has passed.
    expect(await checkpoint('test-counter')).toMatchObject({ position: counted.position, state: 'running' });
    expect(await clock.advance(IDLE - 1)).toBe(0);
    expect(await checkpoint('test-counter')).toMatchObject({ position: counted.position, state: 'running' });

    expect(await clock.advance(1)).toBe(1);
    expect(await checkpoint('test-counter')).toEqual({ position: head, state: 'running', last_error: null, failed_position: null });
    // The reactor wants every event: its checkpoint is written with each batch (once it has read
    // them: nobody waited for it, so it may still linger after its previous commit).
    await runner.waitFor('test-recorder', head);
    expect((await checkpoint('test-recorder'))?.position).toBe(head);
    expect(await counterRow(db, stream)).toEqual({ count: 1, last_value: 1 });
  });

  it('saves the checkpoint every idleCheckpointMs while ignored events keep coming, not only once they stop', async () => {
    const { runner, clock, store } = await start();
    const stream = streamName();
    const counted = await store.appendToStream(stream, [newEvent('Counted', { value: 1 })], { expectedVersion: 'no_stream' });
    await runner.waitFor('test-counter', counted.position);

    // A batch of ignored events every quarter idle period for 4 idle periods: the stored checkpoint
    // must move while they keep coming (a timer restarted by each batch would never fire).
    const saved: string[] = [];
    let last = counted.position;
    for (let step = 0; step < 16; step++) {
      last = await appendIgnored(runner, store, stream, 1);
      if (await clock.advance(IDLE / 4)) saved.push((await checkpoint('test-counter'))!.position!);
    }
    // Every 4th batch's time brought the save of the newest position so far, the last one included.
    expect(saved).toHaveLength(4);
    expect(new Set(saved).size).toBe(4);
    expect(saved[3]).toBe(last);
  });

  it('saves the deferred checkpoint when the runner stops', async () => {
    // The timer would only fire after the test: only the stop can save it.
    const { context, runner, clock, store } = await start();
    const stream = streamName();
    const counted = await store.appendToStream(stream, [newEvent('Counted', { value: 1 })], { expectedVersion: 'no_stream' });
    await runner.waitFor('test-counter', counted.position);
    const head = await appendIgnored(runner, store, stream);
    expect(clock.pending).toBe(1);
    expect((await checkpoint('test-counter'))?.position).toBe(counted.position);

    await context.close();
    contexts.splice(contexts.indexOf(context), 1);
    expect(await checkpoint('test-counter')).toEqual({ position: head, state: 'running', last_error: null, failed_position: null });

    // The next leader starts from the saved checkpoint: it has passed it before reading any event.
    const next = await start();
    await next.runner.waitFor('test-counter', head);
    expect(next.clock.pending).toBe(0);
  });

  it('keeps a handler failed, with its error, when it fails on a wanted event after ignored ones and cannot park it', async () => {
    const { context, runner, clock, store } = await start({ retryAttempts: 3, retryBaseDelayMs: 10 });
    const stream = streamName();
    const counted = await store.appendToStream(stream, [newEvent('Counted', { value: 1 })], { expectedVersion: 'no_stream' });
    await runner.waitFor('test-counter', counted.position);
    await appendIgnored(runner, store, stream);
    // The deferred save is pending when the handler fails.
    expect(clock.pending).toBe(1);
    // A handler stops only when the event it fails on cannot be parked either.
    await db.dataSource.query('ALTER TABLE projection_parked_events RENAME TO parked_events_away');
    const bad = await store.appendToStream(stream, [newEvent('Counted', { value: 2, poison: true })], { expectedVersion: 'any' });

    await expect(runner.waitFor('test-counter', bad.position, 5000)).rejects.toThrow(/has failed: .*poisoned event 2/);
    expect(context.get(CounterProjection).attempts).toBe(3 + 1);
    // Past the deferred save's time (if the failed worker's stop has not cleared it yet): nothing clears the failure.
    await clock.advance(IDLE);
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
