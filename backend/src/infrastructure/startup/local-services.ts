import { Logger } from '@nestjs/common';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { answers } from './reachability';
import { startEmbeddedPostgres } from './embedded-postgres';
import { startRedisServer } from './redis-server';

export interface LocalServices {
  /** DATABASE_URL / REDIS_URL of the services started here; empty when none was needed. */
  env: Record<string, string>;
  /** Stops what was started, waiting for each to exit. */
  stop(): Promise<void>;
  /** Signals what was started to stop, without waiting (the last resort of a stop that hangs). */
  abandon(): void;
}

/**
 * Zero-setup start: with DATABASE_URL unset and nothing answering at 127.0.0.1:PGPORT (5432), an
 * embedded PostgreSQL runs with its data under DATA_DIR/postgres; with REDIS_URL unset and nothing
 * at 127.0.0.1:REDIS_PORT (6379), `redis-server` from PATH runs with append-only persistence under
 * DATA_DIR/redis. Both are children of the server and stop with it.
 */
export async function startLocalServices(env: NodeJS.ProcessEnv, logger = new Logger('LocalServices')): Promise<LocalServices> {
  const dataDir = resolve(env.DATA_DIR ?? 'data');
  const started: { stop(): Promise<void>; abandon(): void }[] = [];
  const result: LocalServices = {
    env: {},
    stop: async () => {
      for (const service of started.reverse()) await service.stop().catch(() => undefined);
    },
    abandon: () => started.forEach((service) => service.abandon()),
  };
  try {
    if (!env.DATABASE_URL) {
      const port = Number(env.PGPORT ?? 5432);
      if (!(await answers('127.0.0.1', port))) {
        const dir = join(dataDir, 'postgres');
        mkdirSync(dataDir, { recursive: true });
        logger.log(`DATABASE_URL is unset and nothing answers at 127.0.0.1:${port}: starting an embedded PostgreSQL (data in ${dir})`);
        const postgres = await startEmbeddedPostgres(dir, port, logger);
        started.push(postgres);
        result.env.DATABASE_URL = postgres.databaseUrl;
      }
    }
    if (!env.REDIS_URL) {
      const port = Number(env.REDIS_PORT ?? 6379);
      if (!(await answers('127.0.0.1', port))) {
        const dir = join(dataDir, 'redis');
        mkdirSync(dir, { recursive: true });
        logger.log(`REDIS_URL is unset and nothing answers at 127.0.0.1:${port}: starting redis-server (append-only data in ${dir})`);
        const redis = await startRedisServer(dir, port);
        started.push(redis);
        result.env.REDIS_URL = redis.redisUrl;
      }
    }
  } catch (error) {
    await result.stop();
    throw error;
  }
  return result;
}
