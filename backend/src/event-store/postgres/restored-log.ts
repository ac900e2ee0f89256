import { Client, type ClientBase } from 'pg';
import { StartupError } from '../../infrastructure/startup/reachability';

/**
 * The log is read in commit order by transaction id (xid8), which is a counter of one PostgreSQL
 * cluster: a dump restored onto another server brings ids the new server has not reached yet, so
 * new events sort before the restored ones, behind every checkpoint: no projection ever sees them
 * (and a rebuild sees only them). A row visible to a snapshot always has an id below the snapshot's xmax on
 * the server that wrote it; one at or past it was written by another server.
 */
export interface ForeignTransactionIds {
  /** The log's highest transaction id. */
  highest: string;
  /** The first id this server has not handed out yet. */
  serverNext: string;
}

export const AFTER_RESTORE_COMMAND = 'npm run cli -- db:after-restore';

export async function foreignTransactionIds(client: ClientBase): Promise<ForeignTransactionIds | null> {
  const { rows } = await client.query<{ highest: string | null; next: string; foreign: boolean }>(
    `SELECT highest::text, next::text, highest >= next AS foreign
       FROM (SELECT (SELECT max(transaction_id) FROM es_events) AS highest,
                    pg_snapshot_xmax(pg_current_snapshot()) AS next) ids`,
  );
  const [row] = rows;
  return row.foreign && row.highest ? { highest: row.highest, serverNext: row.next } : null;
}

export function restoredLogMessage(ids: ForeignTransactionIds): string {
  return (
    `The event log holds transaction ids up to ${ids.highest}, ahead of this PostgreSQL server's ${ids.serverNext}: ` +
    `it was restored from another server, and new events would sort before the restored ones, behind every checkpoint, and never be read. Run \`${AFTER_RESTORE_COMMAND}\` first.`
  );
}

export interface RestampOptions {
  batchSize?: number;
  onStart?(total: number): void;
  onProgress?(done: number): void;
}

/**
 * Gives every event this server's transaction id (the re-stamping transaction's own) and a global
 * position that is its rank in the old (transaction id, global position) order, so the global order
 * is kept and everything appended afterwards sorts after it. Checkpoints move to the new position of
 * the last event they had passed. One transaction: an interrupted run changes nothing.
 * Returns the number of events re-stamped.
 */
export async function restampLog(client: ClientBase, options: RestampOptions = {}): Promise<number> {
  const batchSize = options.batchSize ?? 10_000;
  await client.query('BEGIN');
  try {
    // Appends wait (an instance started meanwhile must not write under the old stamps).
    await client.query('LOCK TABLE es_events IN EXCLUSIVE MODE');
    await client.query(`CREATE TEMP TABLE es_restamp ON COMMIT DROP AS
      SELECT stream_id, stream_version, transaction_id AS old_tx, global_position AS old_gp,
             row_number() OVER (ORDER BY transaction_id, global_position) AS new_gp
        FROM es_events`);
    await client.query('ALTER TABLE es_restamp ADD PRIMARY KEY (new_gp)');
    await client.query('CREATE INDEX ON es_restamp (old_tx, old_gp)');
    const { rows } = await client.query<{ total: number }>('SELECT count(*)::int AS total FROM es_restamp');
    const total = rows[0].total;
    options.onStart?.(total);
    for (let done = 0; done < total; done += batchSize) {
      await client.query(
        `UPDATE es_events e SET transaction_id = pg_current_xact_id(), global_position = r.new_gp
           FROM es_restamp r
          WHERE r.new_gp > $1 AND r.new_gp <= $2 AND e.stream_id = r.stream_id AND e.stream_version = r.stream_version`,
        [done, done + batchSize],
      );
      options.onProgress?.(Math.min(total, done + batchSize));
    }
    await client.query(`SELECT setval('es_events_global_position_seq', greatest($1::bigint, 1))`, [total]);
    await client.query(`UPDATE projection_checkpoints SET position = ${restamped('position')}, failed_position = ${restamped('failed_position')}
      WHERE adapter IS DISTINCT FROM 'eventstoredb'`);
    await client.query('COMMIT');
    return total;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
}

/**
 * Resolves once the whole log is readable: the re-stamped events are readable only when no
 * transaction older than the re-stamp still runs on the server (any database of it).
 */
export async function awaitReadableLog(client: ClientBase, onWaiting: () => void, pollMs = 200): Promise<void> {
  const hidden = 'SELECT EXISTS (SELECT 1 FROM es_events WHERE transaction_id >= pg_snapshot_xmin(pg_current_snapshot())) AS hidden';
  for (let round = 0; (await client.query<{ hidden: boolean }>(hidden)).rows[0].hidden; round++) {
    if (round === 0) onWaiting();
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}

/** The new position of the last event at or before an old `<tx>:<gp>` position (NULL: none). */
function restamped(column: string): string {
  return `(SELECT pg_current_xact_id()::text || ':' || max(r.new_gp) FROM es_restamp r
    WHERE (r.old_tx, r.old_gp) <= (split_part(${column}, ':', 1)::xid8, split_part(${column}, ':', 2)::bigint))`;
}

/** The one-line refusal when the log of `databaseUrl` was restored from another server, else null. */
export async function restoredLogProblem(databaseUrl: string): Promise<string | null> {
  const client = new Client({ connectionString: databaseUrl });
  client.on('error', () => undefined);
  await client.connect();
  try {
    const foreign = await foreignTransactionIds(client);
    return foreign ? restoredLogMessage(foreign) : null;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** At start: refuses a log restored from another server, naming the command that fixes it. */
export async function assertLogOfThisServer(databaseUrl: string): Promise<void> {
  const problem = await restoredLogProblem(databaseUrl);
  if (problem) throw new StartupError(problem);
}
