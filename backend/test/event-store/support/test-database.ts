import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../../../src/infrastructure/database/data-source-options';
import { dropDatabase } from '../../../src/infrastructure/database/ensure-database';
import { testDatabaseUrl } from '../../support/test-app';
import { createFromTemplate } from '../../support/test-database';

export interface TestDatabase {
  url: string;
  dataSource: DataSource;
  drop(): Promise<void>;
}

/** A new migrated database (a copy of the template) (dropped by `drop`) with a TypeORM data source on it. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const url = testDatabaseUrl();
  await createFromTemplate(url);
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
