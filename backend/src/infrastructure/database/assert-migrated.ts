import { DataSource } from 'typeorm';
import { endpointOf, StartupError, unreachable } from '../startup/reachability';
import { dataSourceOptions } from './data-source-options';

/**
 * For the CLI, which never creates nor migrates a database (a typo in DATABASE_URL must not make a
 * new one): the database must exist and carry every migration of this build.
 */
export async function assertMigrated(databaseUrl: string): Promise<void> {
  const name = decodeURIComponent(new URL(databaseUrl).pathname.replace(/^\//, ''));
  const where = endpointOf(databaseUrl, 5432);
  const dataSource = new DataSource({ ...dataSourceOptions(databaseUrl), extra: { max: 1 } });
  try {
    await dataSource.initialize();
  } catch (error) {
    if ((error as { code?: string }).code === '3D000') {
      throw new StartupError(
        `Database "${name}" does not exist at ${where} (DATABASE_URL). Check DATABASE_URL; the server creates it on its first start, or run \`npm run cli -- db:migrate\`.`,
      );
    }
    throw new StartupError(unreachable('PostgreSQL', where, 'DATABASE_URL', error));
  }
  try {
    if (await dataSource.showMigrations()) {
      throw new StartupError(
        `Database "${name}" at ${where} lacks migrations of this build: start the new server once or run \`npm run cli -- db:migrate\`.`,
      );
    }
  } finally {
    await dataSource.destroy();
  }
}
