import type { DataSourceOptions } from 'typeorm';
import { GuardedPgClient } from './guarded-pg-client';
import { MIGRATIONS } from './migrations';

/**
 * No entity list: each module registers its own read-model entities (TypeOrmModule.forFeature) and
 * the application's data source loads them (autoLoadEntities), so the infrastructure names no module.
 * `applicationName` names the instance on every connection of its pool (pg_stat_activity), so the
 * instance that takes over from a hung subscriptions leader can end that instance's connections.
 */
export function dataSourceOptions(databaseUrl: string, applicationName?: string): DataSourceOptions {
  return {
    type: 'postgres',
    url: databaseUrl,
    ...(applicationName ? { applicationName } : {}),
    migrations: [...MIGRATIONS],
    migrationsRun: false,
    synchronize: false,
    extra: { max: Number(process.env.DATABASE_POOL_SIZE ?? 20), Client: GuardedPgClient },
  };
}
