import type { DataSourceOptions } from 'typeorm';
import { ENTITIES } from './entities';
import { MIGRATIONS } from './migrations';

export function dataSourceOptions(databaseUrl: string): DataSourceOptions {
  return {
    type: 'postgres',
    url: databaseUrl,
    entities: [...ENTITIES],
    migrations: [...MIGRATIONS],
    migrationsRun: false,
    synchronize: false,
    extra: { max: Number(process.env.DATABASE_POOL_SIZE ?? 20) },
  };
}
