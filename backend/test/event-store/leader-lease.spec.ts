import { Client } from 'pg';
import { LeaderElection } from '../../src/event-store/subscriptions/leader-election';
import { LEADER_LOCK_KEY } from '../../src/event-store/subscriptions/runner-options';
import { eventually } from './support/events';
import { createTestDatabase, TestDatabase } from './support/test-database';

/**
 * A hung leader (SIGSTOP, a frozen VM) keeps its connection and so its advisory lock: the lease it
 * stops renewing is what lets another instance take over. A hung process cannot be made inside this
 * one, so the hung leader here is a plain connection that took the lock and a lease and then never
 * renewed; backend/test/fault/leader-hung.fault.ts stops a real server with SIGSTOP.
 */
describe('the subscriptions leader lease', () => {
  let db: TestDatabase;
  const clients: Client[] = [];
  const elections: LeaderElection[] = [];

  beforeEach(async () => (db = await createTestDatabase()));
  afterEach(async () => {
    await Promise.all(elections.splice(0).map((election) => election.stop()));
    await Promise.all(clients.splice(0).map((client) => client.end().catch(() => undefined)));
    await db.drop();
  });

  /** A connection of instance `name`, as its pool's connections are named. */
  const connectionOf = async (name: string) => {
    const client = new Client({ connectionString: db.url, application_name: name });
    client.on('error', () => undefined);
    await client.connect();
    clients.push(client);
    return client;
  };

  const election = (instance: string, leaseMs: number, events: string[] = []) => {
    const created = new LeaderElection({
      connectionString: db.url,
      retryMs: 50,
      instance,
      leaseMs,
      onElected: async () => void events.push(`${instance} elected`),
      onDeposed: async () => void events.push(`${instance} deposed`),
    });
    elections.push(created);
    created.start();
    return created;
  };

  const connectionsOf = async (name: string) =>
    Number((await db.dataSource.query('SELECT count(*) AS n FROM pg_stat_activity WHERE application_name = $1', [name]))[0].n);

  it('is taken over once the hung leader lets it lapse: its connections end and what it had open rolls back', async () => {
    const hung = await connectionOf('hung-instance');
    await hung.query('SELECT pg_advisory_lock($1)', [LEADER_LOCK_KEY]);
    await hung.query(`INSERT INTO subscription_leader (instance, deadline) VALUES ('hung-instance', now() + interval '400 milliseconds')`);
    // Its pool had a transaction open on a checkpoint row when it froze.
    const pool = await connectionOf('hung-instance');
    await pool.query(`INSERT INTO projection_checkpoints (name, kind, position, state, updated_at) VALUES ('test-counter', 'projection', NULL, 'running', now())`);
    await pool.query('BEGIN');
    await pool.query(`UPDATE projection_checkpoints SET position = 'from-the-hung-leader' WHERE name = 'test-counter'`);

    const events: string[] = [];
    const next = election('next-instance', 5000, events);
    await eventually(() => next.isLeader(), 10_000, 'the next instance to lead');
    expect(events).toEqual(['next-instance elected']);
    expect(await connectionsOf('hung-instance')).toBe(0);
    // The hung leader's open write never landed, and the checkpoint row is free for the new leader.
    const [row] = await db.dataSource.query(`SELECT position FROM projection_checkpoints WHERE name = 'test-counter'`);
    expect(row.position).toBeNull();
    await db.dataSource.query(`UPDATE projection_checkpoints SET position = 'from-the-new-leader' WHERE name = 'test-counter'`);
    const [lease] = await db.dataSource.query('SELECT instance, deadline > now() AS live FROM subscription_leader');
    expect(lease).toEqual({ instance: 'next-instance', live: true });
  });

  it('is kept by a leader that renews it, however long the others wait', async () => {
    const leader = election('leader', 300);
    await eventually(() => leader.isLeader(), 10_000, 'the first instance to lead');
    const follower = election('follower', 300);
    // Several lease lengths pass: the renewals keep the deadline ahead, so nobody takes over.
    for (let i = 0; i < 4; i++) {
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(follower.isLeader()).toBe(false);
    }
    expect(leader.isLeader()).toBe(true);
    const [lease] = await db.dataSource.query('SELECT instance, deadline > now() AS live FROM subscription_leader');
    expect(lease).toEqual({ instance: 'leader', live: true });
    expect(await leader.lease()).toEqual({ instance: 'leader', ageSeconds: expect.any(Number) });
  });

  it('is only cleared when the lock is held by someone without a lease (a rebuild), whose connections stay', async () => {
    const rebuild = await connectionOf('rebuild');
    await rebuild.query('SELECT pg_advisory_lock($1)', [LEADER_LOCK_KEY]);
    // The leader that stepped down for the rebuild left its lease behind, and still serves.
    await db.dataSource.query(`INSERT INTO subscription_leader (instance, deadline) VALUES ('stepped-down', now() - interval '1 second')`);
    await connectionOf('stepped-down');
    const waiting = election('waiting', 5000);
    await eventually(async () => (await db.dataSource.query('SELECT 1 FROM subscription_leader')).length === 0, 10_000, 'the stale lease to be cleared');
    expect(await connectionsOf('stepped-down')).toBe(1);
    expect(await connectionsOf('rebuild')).toBe(1);
    expect(waiting.isLeader()).toBe(false);
    // Once the rebuild lets go, the waiting instance leads.
    await rebuild.query('SELECT pg_advisory_unlock($1)', [LEADER_LOCK_KEY]);
    await eventually(() => waiting.isLeader(), 10_000, 'the waiting instance to lead');
  });

  it('is given up when the leader stops, so the next one need not wait for it to lapse', async () => {
    const leader = election('leaving', 60_000);
    await eventually(() => leader.isLeader(), 10_000, 'the first instance to lead');
    await leader.stop();
    expect(await db.dataSource.query('SELECT * FROM subscription_leader')).toEqual([]);
  });

  it('stops when told to while it is claiming the lease, instead of leading on with nobody to depose it', async () => {
    // The lease row is held by another transaction, so the claim waits: stop() lands inside it
    // (a rebuild CLI that has just let go of the lock and a test closing its app, in practice).
    await db.dataSource.query(`INSERT INTO subscription_leader (id, instance, deadline) VALUES (1, 'old', now())`);
    const blocker = await connectionOf('blocker');
    await blocker.query('BEGIN');
    await blocker.query('SELECT * FROM subscription_leader WHERE id = 1 FOR UPDATE');
    const events: string[] = [];
    const claiming = election('stopping-instance', 1000, events);
    const claimWaits = async () =>
      (await db.dataSource.query(`SELECT 1 FROM pg_stat_activity WHERE application_name = 'stopping-instance' AND wait_event_type = 'Lock'`)).length === 1;
    await eventually(claimWaits, 10_000, 'the lease claim to wait on the row lock');
    const stopped = claiming.stop();
    await blocker.query('COMMIT');
    await stopped;
    expect(events).toEqual([]);
    expect(claiming.isLeader()).toBe(false);
    expect(await connectionsOf('stopping-instance')).toBe(0);
    expect(await db.dataSource.query('SELECT instance FROM subscription_leader')).toEqual([]);
  });
});
