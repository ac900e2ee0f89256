import type { DataSourceOptions } from 'typeorm';
import { ENTITIES } from './entities';
import { MIGRATIONS } from './migrations';

/**
 * `applicationName` names the instance on every connection of its pool (pg_stat_activity), so the
 * instance that takes over from a hung subscriptions leader can end that instance's connections.
 */
export function dataSourceOptions(databaseUrl: string, applicationName?: string): DataSourceOptions {
  return {
    type: 'postgres',
    url: databaseUrl,
    ...(applicationName ? { applicationName } : {}),
    entities: [...ENTITIES],
    migrations: [...MIGRATIONS],
    migrationsRun: false,
    synchronize: false,
    extra: { max: Number(process.env.DATABASE_POOL_SIZE ?? 20) },
  };
}
