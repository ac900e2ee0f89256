import { Client } from 'pg';
import type { DataSource } from 'typeorm';
import { LEADER_LOCK_KEY, LEADER_YIELD_CHANNEL } from './runner-options';

export interface HeldLock {
  release(): Promise<void>;
}

export class LeaderLockTimeoutError extends Error {
  override readonly name = 'LeaderLockTimeoutError';
}

/**
 * Takes the subscriptions' leader lock for an operator task (rebuild). A running leader is asked to
 * step down (LEADER_YIELD_CHANNEL); we queue on the lock so no other instance slips in between.
 * The leader resumes once we release.
 */
export async function takeLeaderLock(connectionString: string, timeoutMs: number): Promise<HeldLock> {
  const client = new Client({ connectionString });
  const notifier = new Client({ connectionString });
  client.on('error', () => undefined);
  notifier.on('error', () => undefined);
  await Promise.all([client.connect(), notifier.connect()]);
  // Ask whoever leads to step down, again every second while we wait in the lock's queue (a
  // follower might take the lock first; it then gets asked too).
  const ask = () => notifier.query(`NOTIFY ${LEADER_YIELD_CHANNEL}`).catch(() => undefined);
  const asking = setInterval(ask, 1000);
  try {
    await client.query(`SET lock_timeout = ${Math.max(1, Math.floor(timeoutMs))}`);
    const lock = client.query('SELECT pg_advisory_lock($1)', [LEADER_LOCK_KEY]);
    await ask();
    await lock;
    await client.query('SET lock_timeout = 0');
  } catch (error) {
    await client.end().catch(() => undefined);
    if ((error as { code?: string }).code === '55P03') {
      throw new LeaderLockTimeoutError(
        `Could not take the subscriptions lock within ${timeoutMs} ms: another rebuild may be running, ` +
          'or the running instance did not step down.',
      );
    }
    throw error;
  } finally {
    clearInterval(asking);
    await notifier.end().catch(() => undefined);
  }
  return {
    async release() {
      await client.end();
    },
  };
}

/**
 * Whether some session of this database holds the leader lock: an instance running the
 * subscriptions (or a rebuild, which runs them itself). A bigint advisory key shows in pg_locks as
 * its high and low 32 bits with objsubid 1.
 */
export async function leaderLockHeld(dataSource: DataSource): Promise<boolean> {
  const [row] = await dataSource.query(
    `SELECT EXISTS (SELECT 1 FROM pg_locks WHERE locktype = 'advisory' AND granted AND objsubid = 1
       AND database = (SELECT oid FROM pg_database WHERE datname = current_database())
       AND classid = ($1::bigint >> 32)::oid AND objid = ($1::bigint & 4294967295)::oid) AS held`,
    [LEADER_LOCK_KEY],
  );
  return row.held;
}
