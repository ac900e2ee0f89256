import { DataSource } from 'typeorm';
import { dataSourceOptions } from './data-source-options';
import { ensureDatabase } from './ensure-database';

/** Creates the database if missing and applies pending migrations (never `synchronize`). */
export async function migrateDatabase(databaseUrl: string): Promise<void> {
  await ensureDatabase(databaseUrl);
  const dataSource = new DataSource({ ...dataSourceOptions(databaseUrl), extra: { max: 1 } });
  await dataSource.initialize();
  try {
    // Two instances starting together must not both migrate.
    await dataSource.query('SELECT pg_advisory_lock(7214001)');
    await dataSource.runMigrations({ transaction: 'each' });
    await dataSource.query('SELECT pg_advisory_unlock(7214001)');
  } finally {
    await dataSource.destroy();
  }
}
