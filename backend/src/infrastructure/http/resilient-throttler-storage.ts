import { Logger } from '@nestjs/common';
import { ThrottlerStorage, ThrottlerStorageService } from '@nestjs/throttler';
import type { ThrottlerStorageRecord } from '@nestjs/throttler/dist/throttler-storage-record.interface';
import type Redis from 'ioredis';

/**
 * Rate limits counted in Redis (shared by every instance) while Redis answers, and in this
 * instance's memory while it does not: a guest's request never waits on Redis. ioredis would queue
 * a command until Redis came back, so a request held past its client's timeout would still commit
 * then; instead a Redis that is not ready, or slower than `timeoutMs`, is passed over (logged once
 * per outage), and the limits are per instance until it is back.
 */
export class ResilientThrottlerStorage implements ThrottlerStorage {
  private readonly logger = new Logger('RateLimits');
  private readonly memory = new ThrottlerStorageService();
  private degraded = false;

  constructor(
    private readonly redis: Redis,
    private readonly shared: ThrottlerStorage,
    private readonly timeoutMs = 500,
  ) {}

  async increment(key: string, ttl: number, limit: number, blockDuration: number, throttlerName: string): Promise<ThrottlerStorageRecord> {
    if (this.redis.status === 'ready') {
      try {
        const record = await withTimeout(this.shared.increment(key, ttl, limit, blockDuration, throttlerName), this.timeoutMs);
        if (this.degraded) this.logger.log('Redis answers again: rate limits are shared by every instance again');
        this.degraded = false;
        return record;
      } catch (error) {
        this.fallBack((error as Error).message);
      }
    } else this.fallBack(`Redis is ${this.redis.status}`);
    return this.memory.increment(key, ttl, limit, blockDuration, throttlerName);
  }

  onApplicationShutdown(): void {
    this.memory.onApplicationShutdown();
  }

  private fallBack(why: string): void {
    if (!this.degraded) this.logger.warn(`${why}: rate limits are counted per instance, in memory, until Redis answers`);
    this.degraded = true;
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Redis did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
