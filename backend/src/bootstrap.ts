import { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Logger as PinoNestLogger } from 'nestjs-pino';
import { AppModule } from './app.module';
import { assertLogOfThisServer } from './event-store/postgres/restored-log';
import { APP_CONFIG, AppConfig } from './infrastructure/config/app-config';
import { assertMigrated } from './infrastructure/database/assert-migrated';
import { migrateDatabase } from './infrastructure/database/migrate';
import { apiNoStore } from './infrastructure/http/api-caching';
import { clientNetworkKey } from './infrastructure/http/client-network';
import { CodedValidationPipe } from './infrastructure/http/coded-validation.pipe';
import { HttpExceptionFilter } from './infrastructure/http/http-exception.filter';
import { jsonBody } from './infrastructure/http/json-body';
import { requestLogging, rootLogger } from './infrastructure/logging/logging.module';
import { Metrics } from './infrastructure/metrics/metrics';
import { setupOpenApi } from './infrastructure/http/openapi';
import { SafeInputPipe } from './infrastructure/http/safe-input.pipe';
import { securityHeaders } from './infrastructure/http/security-headers';
import { compressResponses, serveSpa } from './infrastructure/http/spa';
import { LandingPageRenderer } from './modules/villa';
import type { Clock } from './shared/clock';

export function configureApp(app: INestApplication, spaDir: string): void {
  const express = app as NestExpressApplication;
  express.setGlobalPrefix('api');
  const config = app.get<AppConfig>(APP_CONFIG);
  // TRUST_PROXY: which proxies' X-Forwarded-For gives req.ip; its network keys every per-IP limit.
  express.set('trust proxy', config.trustProxy);
  express.use(clientNetworkKey(config.rateLimitIpv6Prefix));
  express.disable('x-powered-by');
  express.use(requestLogging(rootLogger));
  express.use(app.get(Metrics).httpMiddleware());
  express.use(...securityHeaders(spaDir));
  express.use(apiNoStore());
  express.use(compressResponses());
  const landing = app.get(LandingPageRenderer);
  express.use(serveSpa(spaDir, (req, res) => landing.render(req, res)));
  express.use(jsonBody());
  // SafeInputPipe first: nothing it refuses ever reaches class-transformer or the validators.
  app.useGlobalPipes(new SafeInputPipe(), new CodedValidationPipe());
  app.useGlobalFilters(new HttpExceptionFilter());
}

/**
 * Migrates the database (or, with MIGRATE_ON_START=false, checks that `db:migrate` already did),
 * refuses a log restored from another server (restored-log.ts) and builds the Nest application (not
 * yet listening).
 */
export async function createApp(config: AppConfig, options: { logger?: false; clock?: Clock } = {}): Promise<INestApplication> {
  await (config.migrateOnStart ? migrateDatabase(config.databaseUrl) : assertMigrated(config.databaseUrl));
  await assertLogOfThisServer(config.databaseUrl);
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config, options.clock), {
    bodyParser: false,
    ...(options.logger === false ? { logger: false } : { bufferLogs: true }),
  });
  // Nest's own lines (and every `new Logger(…)`) go out as pino JSON too.
  if (options.logger !== false) app.useLogger(app.get(PinoNestLogger));
  configureApp(app, config.spaDir);
  setupOpenApi(app);
  return app;
}
