import type { INestApplicationContext } from '@nestjs/common';
import { EVENT_STORE, EventStore } from '../../src/event-store/event-store.port';
import { assertLogOfThisServer } from '../../src/event-store/postgres/restored-log';
import { SubscriptionRunner } from '../../src/event-store/subscriptions/subscription-runner';
import { counterCli } from './support/counter-cli';
import { COUNTER_TABLE_SQL, CounterProjection, RecordingReactor } from './support/counter.projection';
import { eventually, newEvent, streamName } from './support/events';
import { startRunnerContext } from './support/runner-context';
import { createTestDatabase, TestDatabase } from './support/test-database';

// What pg_restore onto another server leaves: every event's transaction id (and every checkpoint)
// ahead of what this server hands out. The fault suite does the real dump and restore
// (backend/test/fault/restore-elsewhere.fault.ts); this one checks the re-stamping itself.
const AHEAD = 50_000_000;
const shift = (column: string) => `(split_part(${column}, ':', 1)::bigint + ${AHEAD})::text || ':' || split_part(${column}, ':', 2)`;

describe('a log restored from another PostgreSQL server', () => {
  let db: TestDatabase;
  let live: INestApplicationContext | undefined;
  const streams = [streamName('counter'), streamName('counter'), streamName('counter')];

  const cli = (...argv: string[]) => counterCli(db.url, ...argv);
  const order = async () =>
    (await db.dataSource.query('SELECT event_id FROM es_events ORDER BY transaction_id, global_position')).map((row: { event_id: string }) => row.event_id);
  const counters = () => db.dataSource.query('SELECT stream_id, count, last_value FROM test_counter ORDER BY stream_id');

  beforeAll(async () => {
    db = await createTestDatabase();
    await db.dataSource.query(COUNTER_TABLE_SQL);
    live = await startRunnerContext(db.url, [CounterProjection, RecordingReactor]);
    const store = live.get<EventStore>(EVENT_STORE);
    // Concurrent appends, so the commit order is not the global positions' order everywhere.
    await Promise.all(
      Array.from({ length: 120 }, (_, i) => store.appendToStream(streams[i % 3], [newEvent('Counted', { value: i })], { expectedVersion: 'any' })),
    );
    // Appends that just committed are readable once no older transaction runs (on a shared server, later).
    const recorder = live.get(RecordingReactor);
    const counted = async () => (await counters()).reduce((sum: number, row: { count: number }) => sum + row.count, 0);
    await eventually(async () => recorder.seen.length === 120 && (await counted()) === 120, 30000, 'all 120 events handled');
    await live.close();
    live = undefined;
    await db.dataSource.query(`UPDATE es_events SET transaction_id = (transaction_id::text::bigint + ${AHEAD})::text::xid8`);
    await db.dataSource.query(`UPDATE projection_checkpoints SET position = ${shift('position')} WHERE position IS NOT NULL`);
  });
  afterAll(async () => {
    await live?.close().catch(() => undefined);
    await db.drop();
  });

  it('is refused at start with one line naming the command', async () => {
    await expect(assertLogOfThisServer(db.url)).rejects.toThrow(/ahead of this PostgreSQL server's .*npm run cli -- db:after-restore/);
  });

  it('projections:rebuild and projections:status refuse it instead of emptying the read models or showing no lag', async () => {
    const countersBefore = await counters();
    for (const argv of [['projections:rebuild'], ['projections:status']]) {
      const { code, err } = await cli(...argv);
      expect({ argv, code }).toEqual({ argv, code: 1 });
      expect(err).toContain('npm run cli -- db:after-restore');
    }
    expect(await counters()).toEqual(countersBefore);
  });

  it('db:after-restore re-stamps it in its order, moves the checkpoints and rebuilds; new events are read again', async () => {
    const before = await order();
    const countersBefore = await counters();
    const { code, out, err } = await cli('db:after-restore', '--batch-size', '50', '--wait', '5');
    expect({ code, err }).toEqual({ code: 0, err: '' });
    expect(out).toContain('Re-stamped 120 events in their order');
    expect(out).toContain('test-counter: replayed 120 events');
    expect(await order()).toEqual(before);
    expect(await counters()).toEqual(countersBefore);
    await expect(assertLogOfThisServer(db.url)).resolves.toBeUndefined();
    expect((await cli('db:after-restore')).out).toContain('nothing to re-stamp');

    live = await startRunnerContext(db.url, [CounterProjection, RecordingReactor]);
    const store = live.get<EventStore>(EVENT_STORE);
    const runner = live.get(SubscriptionRunner);
    const appended = await store.appendToStream(streams[0], [newEvent('Counted', { value: 1000 })], { expectedVersion: 'any' });
    await runner.waitFor('test-counter', appended.position, 15000);
    await runner.waitFor('test-recorder', appended.position, 15000);
    // The reactor's checkpoint moved with the log: it handles the new event only, not the restored ones again.
    expect(live.get(RecordingReactor).seen).toHaveLength(1);
    expect((await counters()).find((row: { stream_id: string }) => row.stream_id === streams[0])).toMatchObject({ count: 41, last_value: 1000 });
  });
});
