import type { INestApplicationContext, Type } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { EventStoreModule } from '../../../src/event-store/event-store.module';
import { MetricsModule } from '../../../src/infrastructure/metrics/metrics.module';
import { RUNNER_OPTIONS, RunnerOptions } from '../../../src/event-store/subscriptions/runner-options';
import { loadConfig } from '../../../src/infrastructure/config/app-config';
import { ConfigModule } from '../../../src/infrastructure/config/config.module';
import { DatabaseModule } from '../../../src/infrastructure/database/database.module';

/** A Nest context with the event store module and the given handlers on an existing database. */
export async function startRunnerContext(
  databaseUrl: string,
  handlers: Type[],
  options: Partial<RunnerOptions> = {},
  env: Record<string, string> = {},
): Promise<INestApplicationContext> {
  const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: databaseUrl, ...env });
  const moduleRef = await Test.createTestingModule({
    imports: [ConfigModule.forRoot(config), MetricsModule, DatabaseModule, EventStoreModule],
    providers: handlers,
  })
    .overrideProvider(RUNNER_OPTIONS)
    .useValue({ batchSize: 50, retryAttempts: 3, retryBaseDelayMs: 20, leaderRetryMs: 100, waitForPollMs: 20, ...options })
    .compile();
  moduleRef.useLogger(false);
  return moduleRef.init();
}
