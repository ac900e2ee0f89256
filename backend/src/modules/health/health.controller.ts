import { Controller, Get, Headers, Inject, OnApplicationBootstrap, Res } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Response } from 'express';
import Redis from 'ioredis';
import { DataSource } from 'typeorm';
import { SubscriptionRunner } from '../../event-store/subscriptions/subscription-runner';
import { REDIS } from '../../infrastructure/redis/redis.module';
import { AdminIdentity } from '../admin-auth';
import { HEALTH_CONTRIBUTOR, HealthContributor } from '../../shared/health-contributor';

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

/** Every instance has RUN_WORKERS=false (or none is up): guests' next calls would not find their bookings. */
const NO_SUBSCRIPTIONS = 'no instance runs the subscriptions (RUN_WORKERS=false on every instance): read models are not updated';

@Controller('health')
export class HealthController implements OnApplicationBootstrap {
  private contributors: HealthContributor[] = [];

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(REDIS) private readonly redis: Redis,
    private readonly discovery: DiscoveryService,
    private readonly admins: AdminIdentity,
    private readonly subscriptions: SubscriptionRunner,
  ) {}

  onApplicationBootstrap(): void {
    this.contributors = this.discovery
      .getProviders()
      .filter((wrapper) => wrapper.metatype && wrapper.instance && Reflect.getMetadata(HEALTH_CONTRIBUTOR, wrapper.metatype))
      .map((wrapper) => wrapper.instance as HealthContributor);
  }

  /**
   * 200 `{status: 'ok'}` or 503 `{status: 'error'}` for anyone (load balancers); the details
   * (database, Redis, subscriptions, queues, projections, leader) only with an admin token: they tell an attacker
   * what runs and what is failing. `npm run cli -- projections:status` and `queues:status` show them on the server.
   * A section that says it is blocking (HealthContributor.blocking) makes it 503 too.
   */
  @Get()
  async health(@Res({ passthrough: true }) res: Response, @Headers('authorization') authorization?: string) {
    const [database, redis, subscriptions] = await Promise.all([
      probe(() => this.dataSource.query('SELECT 1')),
      probe(() => this.redis.ping()),
      probe(async () => {
        if (!(await this.subscriptions.appliedSomewhere())) throw new Error(NO_SUBSCRIPTIONS);
      }),
    ]);
    // A section may hold the whole status down (a stopped projection): it asks the database.
    const blocked = database.ok && (await this.blocked());
    const ok = database.ok && redis.ok && subscriptions.ok && !blocked;
    res.status(ok ? 200 : 503);
    const status = ok ? 'ok' : 'error';
    // An unreachable database cannot tell who the caller is; strangers still get the status alone.
    const admin = authorization && database.ok ? await this.admins.verify(authorization).catch(() => null) : null;
    if (!admin) return { status };
    const extra: Record<string, unknown> = {};
    for (const contributor of this.contributors) {
      extra[contributor.name] = await contributor.health().catch((error: Error) => ({ ok: false, error: error.message }));
    }
    return { status, database, redis, subscriptions, ...extra };
  }

  private async blocked(): Promise<boolean> {
    const answers = await Promise.all(this.contributors.map((contributor) => contributor.blocking?.().catch(() => false) ?? false));
    return answers.some(Boolean);
  }
}
