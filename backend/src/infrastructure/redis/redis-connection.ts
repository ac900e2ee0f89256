import { Logger } from '@nestjs/common';
import Redis, { RedisOptions } from 'ioredis';
import { endpointOf, unreachable } from '../startup/reachability';

const RETRY_MS = 2000;
const CONNECTION_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', 'ECONNRESET', 'EHOSTUNREACH', 'EPIPE']);

/**
 * Says once per retry interval that Redis cannot be reached, whatever the number of connections
 * (queues, workers, rate limits) failing at once, and once that it is back.
 */
class RedisOutageLog {
  private readonly logger = new Logger('Redis');
  private lastReport = 0;
  private down = false;

  isConnectionError(error: unknown): boolean {
    const failure = error as { code?: string; message?: string };
    return CONNECTION_CODES.has(failure?.code ?? '') || /ECONNREFUSED|ENOTFOUND|ETIMEDOUT|ECONNRESET|Connection is closed/.test(failure?.message ?? '');
  }

  failed(url: string, error: unknown): void {
    this.down = true;
    const now = Date.now();
    if (now - this.lastReport < RETRY_MS) return;
    this.lastReport = now;
    this.logger.warn(`${unreachable('Redis', endpointOf(url, 6379), 'REDIS_URL', error)}; retrying every ${RETRY_MS / 1000} s`);
  }

  ready(url: string): void {
    if (!this.down) return;
    this.down = false;
    this.lastReport = 0;
    this.logger.log(`Redis at ${endpointOf(url, 6379)} answers again`);
  }
}

export const redisOutage = new RedisOutageLog();

/**
 * An ioredis connection for the server: maxRetriesPerRequest null (BullMQ requires it, and a Redis
 * restart then delays commands instead of failing them), reconnects every 2 s, and connection
 * errors go to the one outage line instead of a stack trace per connection and attempt.
 */
export function createRedis(url: string, options: RedisOptions = {}): Redis {
  const redis = new Redis(url, {
    maxRetriesPerRequest: null,
    retryStrategy: (attempt) => Math.min(attempt * 200, RETRY_MS),
    ...options,
  });
  redis.on('error', (error) => {
    if (redisOutage.isConnectionError(error)) redisOutage.failed(url, error);
    else new Logger('Redis').warn(error.message);
  });
  redis.on('ready', () => redisOutage.ready(url));
  return redis;
}
