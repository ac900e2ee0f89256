import type { INestApplicationContext } from '@nestjs/common';
import { EVENT_STORE, EventStore } from '../../src/event-store/event-store.port';
import { PersonalDataRegistry } from '../../src/event-store/personal-data';
import { SubscriptionRunner } from '../../src/event-store/subscriptions/subscription-runner';
import { Metrics } from '../../src/infrastructure/metrics/metrics';
import { counterCli } from './support/counter-cli';
import { COUNTER_TABLE_SQL, CounterProjection, RecordingReactor } from './support/counter.projection';
import { newEvent, streamName } from './support/events';
import { startRunnerContext } from './support/runner-context';
import { createTestDatabase, TestDatabase } from './support/test-database';

// Issue 35: an event a projection keeps failing on is parked, the projection goes on, and the
// operator lists, retries or skips it with `npm run cli -- projections:parked`.
describe('parked events: the runner parks, the CLI lists, retries and skips', () => {
  let db: TestDatabase;
  let live: INestApplicationContext;
  let store: EventStore;
  let runner: SubscriptionRunner;
  const stream = streamName('parked');
  let version = 0;

  const cli = (...argv: string[]) => counterCli(db.url, ...argv);
  const append = async (data: Record<string, unknown>) => {
    const result = await store.appendToStream(stream, [newEvent('Counted', data)], { expectedVersion: version === 0 ? 'no_stream' : version });
    version += 1;
    return result.position;
  };
  const counted = async () => (await db.dataSource.query('SELECT count, last_value FROM test_counter WHERE stream_id = $1', [stream]))[0];

  beforeAll(async () => {
    db = await createTestDatabase();
    await db.dataSource.query(COUNTER_TABLE_SQL);
    live = await startRunnerContext(db.url, [CounterProjection, RecordingReactor], { retryAttempts: 2, retryBaseDelayMs: 5 });
    live.get(PersonalDataRegistry).register({ Counted: ['email'] });
    store = live.get<EventStore>(EVENT_STORE);
    runner = live.get(SubscriptionRunner);
  });
  afterAll(async () => {
    CounterProjection.healed = false;
    await live?.close().catch(() => undefined);
    await db.drop();
  });

  it('parks the poisoned event without its personal data while later events reach the read model', async () => {
    await append({ value: 1 });
    await append({ value: 2, poison: true, email: 'guest@example.com' });
    const later = await append({ value: 3 });
    await runner.waitFor('test-counter', later, 10_000);
    expect(await counted()).toEqual({ count: 2, last_value: 3 });

    const [parked] = await runner.parked.list();
    expect(parked).toMatchObject({ handler: 'test-counter', streamId: stream, eventType: 'Counted', state: 'parked', attempts: 2 });
    expect(parked.data).toEqual({ value: 2, poison: true, email: '[erased]' });
    expect(await runner.blocking()).toBe(true);
    expect(await live.get(Metrics).scrape()).toMatch(/projection_parked_events\{handler="test-counter"\} 1/);
  });

  it('projections:parked lists what waits, and exits 2 while something does', async () => {
    const { code, out } = await cli('projections:parked');
    expect(code).toBe(2);
    expect(out).toMatch(/ID\s+HANDLER\s+STATE\s+TYPE/);
    expect(out).toMatch(new RegExp(`1\\s+test-counter\\s+parked\\s+Counted\\s+${stream}.*poisoned event 2`));
    expect(JSON.parse((await cli('projections:parked', '--json')).out)).toHaveLength(1);
  });

  it('--retry keeps an event that still fails parked, with its new attempt, and applies it once fixed', async () => {
    const [parked] = await runner.parked.list();
    const again = await cli('projections:parked', '--retry', parked.id);
    expect(again.code).toBe(2);
    expect(again.err).toContain('failed again, still parked: poisoned event 2');
    expect((await runner.parked.get(parked.id))?.attempts).toBe(3);

    CounterProjection.healed = true;
    const fixed = await cli('projections:parked', '--retry', parked.id);
    expect(fixed).toMatchObject({ code: 0, out: expect.stringContaining(`Applied parked event ${parked.id}`) });
    expect(await runner.parked.get(parked.id)).toBeNull();
    expect(await counted()).toEqual({ count: 3, last_value: 2 });
    expect(await runner.blocking()).toBe(false);
  });

  it('--skip discards one with a record of it; unknown or handled ids are refused', async () => {
    CounterProjection.healed = false;
    const later = (await append({ value: 4, poison: true }), await append({ value: 5 }));
    await runner.waitFor('test-counter', later, 10_000);
    const [parked] = await runner.parked.list();
    expect(await runner.blocking()).toBe(true);

    expect(await cli('projections:parked', '--skip', parked.id, '--note', 'test event, nothing to fix')).toMatchObject({ code: 0 });
    expect(await runner.blocking()).toBe(false);
    expect(await cli('projections:parked')).toMatchObject({ code: 0, out: 'No parked events.\n' });
    const all = await cli('projections:parked', '--all');
    expect(all.out).toMatch(new RegExp(`${parked.id}\\s+test-counter\\s+skipped.*test event, nothing to fix`));
    expect(await counted()).toEqual({ count: 4, last_value: 5 });

    for (const id of [parked.id, '999', 'x; DROP TABLE x']) {
      expect(await cli('projections:parked', '--skip', id)).toMatchObject({ code: 1, err: expect.stringContaining('No parked event') });
    }
  });

  it('a rebuild parks what it cannot apply instead of stopping half done, and leaves a skipped event skipped', async () => {
    CounterProjection.healed = false;
    const [skipped] = (await runner.parked.list(true)).filter((event) => event.state === 'skipped');
    const { code, out } = await cli('projections:rebuild', 'test-counter', '--wait', '20');
    expect(code).toBe(0);
    expect(out).toContain('test-counter: 2 event(s) could not be applied and are parked');
    // Values 1, 3 and 5 applied; 2 (retried once healed) is poisoned again and parked anew; 4 stays skipped.
    expect(await counted()).toEqual({ count: 3, last_value: 5 });
    const all = await runner.parked.list(true);
    expect(all.map((event) => [event.data.value, event.state])).toEqual([[4, 'skipped'], [2, 'parked']]);
    expect(all.find((event) => event.id === skipped.id)).toMatchObject({ state: 'skipped', note: 'test event, nothing to fix' });
  });
});
