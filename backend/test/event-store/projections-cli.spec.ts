import type { INestApplicationContext } from '@nestjs/common';
import { EVENT_STORE, EventStore } from '../../src/event-store/event-store.port';
import { PostgresEventStore } from '../../src/event-store/postgres/postgres-event-store';
import { rebuildProjection } from '../../src/event-store/subscriptions/projection-rebuild';
import { SubscriptionRunner } from '../../src/event-store/subscriptions/subscription-runner';
import { counterCli } from './support/counter-cli';
import { COUNTER_TABLE_SQL, CounterProjection, RecordingReactor } from './support/counter.projection';
import { eventually, newEvent, streamName } from './support/events';
import { startRunnerContext } from './support/runner-context';
import { createTestDatabase, TestDatabase } from './support/test-database';

describe('ops CLI: projections and events', () => {
  let db: TestDatabase;
  let live: INestApplicationContext;
  let store: EventStore;
  let runner: SubscriptionRunner;
  let head: string;
  const streams = [streamName('counter'), streamName('counter'), streamName('counter')];

  const cli = (...argv: string[]) => counterCli(db.url, ...argv);
  const rows = () => db.dataSource.query('SELECT * FROM test_counter ORDER BY stream_id');

  beforeAll(async () => {
    db = await createTestDatabase();
    await db.dataSource.query(COUNTER_TABLE_SQL);
    live = await startRunnerContext(db.url, [CounterProjection, RecordingReactor]);
    store = live.get<EventStore>(EVENT_STORE);
    runner = live.get(SubscriptionRunner);
    for (let i = 0; i < 300; i++) {
      const result = await store.appendToStream(streams[i % 3], [newEvent('Counted', { value: i })], { expectedVersion: 'any' });
      head = result.position;
    }
    await runner.waitFor('test-counter', head, 15000);
    await runner.waitFor('test-recorder', head, 15000);
  });
  afterAll(async () => {
    await live?.close().catch(() => undefined);
    await db.drop();
  });

  it('projections:status lists every projection and reactor with checkpoint and lag', async () => {
    const { code, out } = await cli('projections:status');
    expect(code).toBe(0);
    expect(out).toContain(`Head: ${head}`);
    expect(out).toMatch(new RegExp(`test-counter\\s+projection\\s+running\\s+${head}\\s+0\\s+0`));
    expect(out).toMatch(new RegExp(`test-recorder\\s+reactor\\s+running\\s+${head}\\s+0\\s+0`));
    const json = JSON.parse((await cli('projections:status', '--json')).out);
    expect(json.map((handler: { name: string }) => handler.name).sort()).toEqual(['test-counter', 'test-recorder']);
  });

  it('projections:rebuild replays while the app runs and ends identical to live processing', async () => {
    const before = await rows();
    expect(before).toHaveLength(3);
    const seenByReactor = live.get(RecordingReactor).seen.length;
    const { code, out, err } = await cli('projections:rebuild', 'test-counter', '--batch-size', '50', '--wait', '10');
    expect(err).toBe('');
    expect(code).toBe(0);
    expect(out).toMatch(/test-counter: replayed 300 events in [\d.]+ s \(\d+ events\/s\), checkpoint /);
    expect(out).toMatch(/300\/300 events/);
    expect(await rows()).toEqual(before);
    expect(live.get(RecordingReactor).seen).toHaveLength(seenByReactor);

    // The running instance takes the subscriptions back and carries on from the rebuilt checkpoint.
    await eventually(() => runner.isLeader(), 10000, 'leadership back');
    const next = await store.appendToStream(streams[0], [newEvent('Counted', { value: 300 })], { expectedVersion: 'any' });
    await runner.waitFor('test-counter', next.position, 10000);
    expect((await rows())[0].count + (await rows())[1].count + (await rows())[2].count).toBe(301);
  });

  it('resumes a rebuild that was interrupted instead of starting over', async () => {
    // With an instance running, its runner would finish the interrupted rebuild itself.
    await live.close();
    const expected = await rows();
    const lock = await import('../../src/event-store/subscriptions/leader-lock');
    const held = await lock.takeLeaderLock(db.url, 10000);
    let handled = 0;
    const crashing = Object.assign(Object.create(live.get(CounterProjection)), {
      handle(...args: Parameters<CounterProjection['handle']>) {
        if (++handled > 120) throw new Error('simulated crash');
        return CounterProjection.prototype.handle.apply(this, args);
      },
    });
    await expect(
      rebuildProjection(crashing, { store: new PostgresEventStore(db.url), dataSource: db.dataSource }, { batchSize: 50 }),
    ).rejects.toThrow('simulated crash');
    await held.release();
    const { code, out } = await cli('projections:rebuild', 'test-counter', '--batch-size', '50');
    expect(code).toBe(0);
    expect(out).toContain('test-counter: resuming an interrupted rebuild');
    expect(out).toMatch(/replayed 201 events/);
    expect(await rows()).toEqual(expected);
  });

  it('refuses to replay a reactor or an unknown projection', async () => {
    expect(await cli('projections:rebuild', 'test-recorder')).toMatchObject({ code: 1, err: expect.stringContaining('reactor') });
    expect(await cli('projections:rebuild', 'nope')).toMatchObject({ code: 1, err: expect.stringContaining('Unknown projection nope') });
  });

  it('events:stream prints a stream with its metadata', async () => {
    const { code, out } = await cli('events:stream', streams[1]);
    expect(code).toBe(0);
    expect(out).toContain(`${streams[1]}: 100 event(s)`);
    expect(out).toMatch(/#1 Counted v1 {2}at \d+:\d+ {2}id [0-9a-f-]{36}/);
    expect(out).toMatch(/by system/);
    expect(out).toMatch(/correlation [0-9a-f-]{36}/);
    expect(out).toContain('data {"value":1}');
    expect(await cli('events:stream', 'missing-stream')).toMatchObject({ code: 1, err: expect.stringContaining('no events') });
  });
});
