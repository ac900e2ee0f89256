import { CommandRunner } from '../../src/event-store/command-runner';
import type { Decider } from '../../src/event-store/decider';
import { ConcurrencyError, EventStore, NewEvent } from '../../src/event-store/event-store.port';
import { PostgresEventStore } from '../../src/event-store/postgres/postgres-event-store';
import { newEvent, streamName } from './support/events';
import { createTestDatabase, TestDatabase } from './support/test-database';

type Event = { type: 'Added'; data: { amount: number } };
type Command = { type: 'Add'; amount: number; limit: number };

class LimitExceeded extends Error {}

const tally: Decider<number, Command, Event> = {
  initialState: 0,
  decide: (command, total) => {
    if (total + command.amount > command.limit) throw new LimitExceeded(`limit ${command.limit}`);
    return command.amount === 0 ? [] : [{ type: 'Added', data: { amount: command.amount } }];
  },
  evolve: (total, event) => total + event.data.amount,
};

describe('CommandRunner', () => {
  let db: TestDatabase;
  let store: EventStore;
  let runner: CommandRunner;
  const actor = { kind: 'admin' as const, id: 'u1', email: 'a@example.com' };

  beforeAll(async () => {
    db = await createTestDatabase();
    store = new PostgresEventStore(db.url);
    runner = new CommandRunner(store);
  });
  afterAll(async () => {
    await store.close();
    await db.drop();
  });

  it('loads, decides and appends with metadata, returning the new state and position', async () => {
    const streamId = streamName('tally');
    const now = new Date('2026-01-02T03:04:05.000Z');
    await runner.run({ streamId, decider: tally, command: { type: 'Add', amount: 2, limit: 10 }, actor });
    const result = await runner.run({
      streamId,
      decider: tally,
      command: { type: 'Add', amount: 3, limit: 10 },
      actor,
      correlationId: 'corr-1',
      causationId: 'cause-1',
      now,
    });
    expect(result.state).toBe(5);
    expect(result.nextExpectedVersion).toBe(2);
    const stored = await store.readStream(streamId);
    expect(stored.map((event) => event.data)).toEqual([{ amount: 2 }, { amount: 3 }]);
    expect(stored[1]).toMatchObject({
      eventId: result.events[0].eventId,
      position: result.position,
      metadata: { actor, correlationId: 'corr-1', causationId: 'cause-1', occurredAt: now.toISOString(), schemaVersion: 1 },
    });
  });

  it('lets domain errors through unchanged and appends nothing for an empty decision', async () => {
    const streamId = streamName('tally');
    await expect(runner.run({ streamId, decider: tally, command: { type: 'Add', amount: 11, limit: 10 }, actor })).rejects.toThrow(
      LimitExceeded,
    );
    const result = await runner.run({ streamId, decider: tally, command: { type: 'Add', amount: 0, limit: 10 }, actor });
    expect(result).toMatchObject({ events: [], position: null, nextExpectedVersion: 0, state: 0 });
    expect(await store.readStream(streamId)).toEqual([]);
  });

  it('retries once on a concurrency conflict, deciding again on the fresh state', async () => {
    const streamId = streamName('tally');
    // A store that lets another writer slip in before the first append.
    let raced = 0;
    const racing: EventStore = Object.create(store);
    racing.appendToStream = async (id: string, events: NewEvent[], options) => {
      if (raced++ === 0) await store.appendToStream(id, [{ ...newEvent('Added', { amount: 4 }) }], { expectedVersion: 'any' });
      return store.appendToStream(id, events, options);
    };
    const result = await new CommandRunner(racing).run({ streamId, decider: tally, command: { type: 'Add', amount: 5, limit: 10 }, actor });
    expect(result.state).toBe(9);
    expect((await store.readStream(streamId)).map((event) => event.data.amount)).toEqual([4, 5]);

    // On the retry the fresh state breaks the limit: the domain error surfaces.
    raced = 0;
    await expect(
      new CommandRunner(racing).run({ streamId, decider: tally, command: { type: 'Add', amount: 1, limit: 10 }, actor }),
    ).rejects.toThrow(LimitExceeded);
  });

  it('gives up after a second conflict', async () => {
    const streamId = streamName('tally');
    const conflicting: EventStore = Object.create(store);
    let calls = 0;
    conflicting.appendToStream = async () => {
      calls += 1;
      throw new ConcurrencyError(streamId, 'no_stream', 1);
    };
    await expect(
      new CommandRunner(conflicting).run({ streamId, decider: tally, command: { type: 'Add', amount: 1, limit: 10 }, actor }),
    ).rejects.toThrow(ConcurrencyError);
    expect(calls).toBe(2);
  });

  it('skips reading a stream announced as new, and reads it when it existed after all', async () => {
    const streamId = streamName('tally');
    const counting: EventStore = Object.create(store);
    let reads = 0;
    counting.readStream = async (id: string) => {
      reads += 1;
      return store.readStream(id);
    };
    const fresh = new CommandRunner(counting);
    const first = await fresh.run({ streamId, decider: tally, command: { type: 'Add', amount: 2, limit: 10 }, actor, newStream: true });
    expect({ reads, state: first.state }).toEqual({ reads: 0, state: 2 });
    const second = await fresh.run({ streamId, decider: tally, command: { type: 'Add', amount: 3, limit: 10 }, actor, newStream: true });
    expect({ reads, state: second.state }).toEqual({ reads: 1, state: 5 });
  });
});
