import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../../../src/infrastructure/database/data-source-options';
import { dropDatabase } from '../../../src/infrastructure/database/ensure-database';
import { migrateDatabase } from '../../../src/infrastructure/database/migrate';
import { testDatabaseUrl } from '../../support/test-app';

export interface TestDatabase {
  url: string;
  dataSource: DataSource;
  drop(): Promise<void>;
}

/** A new migrated database (dropped by `drop`) with a TypeORM data source on it. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const url = testDatabaseUrl();
  await migrateDatabase(url);
  const dataSource = await new DataSource(dataSourceOptions(url)).initialize();
  return {
    url,
    dataSource,
    async drop() {
      await dataSource.destroy();
      await dropDatabase(url);
    },
  };
}
