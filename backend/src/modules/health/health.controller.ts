import { Controller, Get, Inject, OnApplicationBootstrap, Res } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Response } from 'express';
import Redis from 'ioredis';
import { DataSource } from 'typeorm';
import { REDIS } from '../../infrastructure/redis/redis.module';
import { HEALTH_CONTRIBUTOR, HealthContributor } from './health-contributor';

async function probe(check: () => Promise<unknown>, timeoutMs = 1500): Promise<{ ok: boolean; error?: string }> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      check(),
      new Promise((_, reject) => (timer = setTimeout(() => reject(new Error('timeout')), timeoutMs))),
    ]);
    return { ok: true };
  } catch (error) {
    return { ok: false, error: (error as Error).message };
  } finally {
    clearTimeout(timer);
  }
}

@Controller('health')
export class HealthController implements OnApplicationBootstrap {
  private contributors: HealthContributor[] = [];

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(REDIS) private readonly redis: Redis,
    private readonly discovery: DiscoveryService,
  ) {}

  onApplicationBootstrap(): void {
    this.contributors = this.discovery
      .getProviders()
      .filter((wrapper) => wrapper.metatype && wrapper.instance && Reflect.getMetadata(HEALTH_CONTRIBUTOR, wrapper.metatype))
      .map((wrapper) => wrapper.instance as HealthContributor);
  }

  @Get()
  async health(@Res({ passthrough: true }) res: Response) {
    const [database, redis] = await Promise.all([
      probe(() => this.dataSource.query('SELECT 1')),
      probe(() => this.redis.ping()),
    ]);
    const extra: Record<string, unknown> = {};
    for (const contributor of this.contributors) {
      extra[contributor.name] = await contributor.health().catch((error: Error) => ({ ok: false, error: error.message }));
    }
    const ok = database.ok && redis.ok;
    res.status(ok ? 200 : 503);
    return { status: ok ? 'ok' : 'error', database, redis, ...extra };
  }
}
