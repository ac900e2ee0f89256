import type { Pool, PoolClient, QueryConfig } from 'pg';
import type { StoreTransaction } from '../event-store.port';

/**
 * Runs statements on a client checked out of the store's pool and gives it back intact when a
 * statement fails with a server error. pg-pool's own `pool.query` releases a client with the error
 * and so closes the connection: every losing append of a race would cost a new connection (and its
 * prepared statements). A server error (it carries a SQLSTATE code) leaves the connection usable;
 * only a broken connection (no code) is discarded.
 */
export async function withClient<T>(pool: Pool, work: (client: PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  // pg-pool listens for errors only on idle clients: a connection the server ends while checked out
  // between two statements (Postgres restarted, "terminating connection due to administrator
  // command") would emit an unhandled 'error' and end the process. It is marked broken instead; the
  // next statement on it fails and the caller sees that failure.
  const lost = (error: Error) => (broken ??= error);
  client.on('error', lost);
  try {
    return await work(client);
  } catch (error) {
    if (!(error as { code?: unknown }).code) broken ??= error as Error;
    throw error;
  } finally {
    client.removeListener('error', lost);
    client.release(broken);
  }
}

/** One statement on an intact-on-error client; answers the rows. */
export function query<R>(pool: Pool, statement: QueryConfig): Promise<R[]> {
  return withClient(pool, async (client) => (await client.query(statement)).rows as R[]);
}

/** `work` in a transaction on a checked-out client; a failure rolls back and keeps the connection. */
export async function inTransaction<T>(client: PoolClient, work: () => Promise<T>): Promise<T> {
  await client.query('BEGIN');
  try {
    const result = await work();
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  }
}

/** The port's transaction over a pg client. */
export function storeTransaction(client: PoolClient): StoreTransaction {
  return { query: async (sql, params) => (await client.query(sql, params as unknown[])).rows };
}
