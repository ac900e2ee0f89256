import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';

/**
 * A random 256-bit secret kept in Postgres (`app_secrets`) under `name`: the first instance to ask
 * generates it; insert-if-absent makes instances starting together agree, and every later start
 * reads the same row. Never a value from the source code. `created` tells whether this call made it.
 */
export async function loadOrCreateSecret(dataSource: DataSource, name: string): Promise<{ value: string; created: boolean }> {
  const inserted = await dataSource.query(
    'INSERT INTO app_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING RETURNING name',
    [name, randomBytes(32).toString('base64url')],
  );
  const [{ value }] = await dataSource.query('SELECT value FROM app_secrets WHERE name = $1', [name]);
  return { value, created: inserted.length > 0 };
}
