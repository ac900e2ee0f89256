import type { PoolClient } from 'pg';
import type { EntityManager } from 'typeorm';

/**
 * Runs `text` as a named statement on the connection of `em` (its transaction's, inside one):
 * Postgres parses and plans it once per connection instead of on every call. For the statements
 * the subscriptions run for every batch (projection writes, checkpoints); `name` must be unique
 * to `text`.
 */
/** The pg connection behind `em` (its transaction's), when it has one. */
export function pgClientOf(em: EntityManager): PoolClient | undefined {
  return (em.queryRunner as { databaseConnection?: PoolClient } | undefined)?.databaseConnection;
}

export async function queryPrepared<T = Record<string, unknown>>(
  em: EntityManager,
  name: string,
  text: string,
  values: unknown[],
): Promise<T[]> {
  const client = pgClientOf(em);
  if (!client) return em.query(text, values);
  return (await client.query({ name, text, values })).rows as T[];
}
