import type { INestApplication } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../../src/bootstrap';
import { AppConfig, loadConfig } from '../../src/infrastructure/config/app-config';
import type { Clock } from '../../src/shared/clock';
import { dropDatabase } from '../../src/infrastructure/database/ensure-database';
import { createFromTemplate } from './test-database';
import { openVillaForBookings } from './villa-setup';

export interface TestApp {
  app: INestApplication;
  config: AppConfig;
  /** The express server, for supertest. */
  http: ReturnType<INestApplication['getHttpServer']>;
  close(): Promise<void>;
}

/** A fresh database name on the local Postgres, unique to this test file and run. */
export function testDatabaseUrl(): string {
  const base = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const url = new URL(base);
  url.pathname = `/baantalay_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  return url.toString();
}

/**
 * Starts the whole backend against real Postgres (a new database, copied from the migrated
 * template, unless `env.DATABASE_URL` names one that exists) and real Redis (a queue prefix of its
 * own), with its own upload and outbox folders; `clock` replaces the system clock (ShiftedClock).
 * The villa is open for bookings (a bank account entered) unless `fresh` keeps it as first started.
 */
export async function startTestApp(env: Record<string, string> = {}, options: { clock?: Clock; fresh?: boolean } = {}): Promise<TestApp> {
  const dir = mkdtempSync(join(tmpdir(), 'baantalay-test-'));
  const databaseUrl = env.DATABASE_URL ?? testDatabaseUrl();
  await createFromTemplate(databaseUrl);
  const config = loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: 'test-secret',
    DATABASE_URL: databaseUrl,
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    UPLOAD_DIR: join(dir, 'uploads'),
    OUTBOX_DIR: join(dir, 'outbox'),
    QUEUE_PREFIX: `test-${randomBytes(4).toString('hex')}`,
    SPA_DIR: join(dir, 'no-spa'),
    // Every request comes from 127.0.0.1: tests of the limits set their own low ones.
    BOOKING_CREATE_LIMIT_PER_HOUR: '1000000',
    LOGIN_LIMIT_PER_IP: '1000000',
    LOGIN_LIMIT_PER_ACCOUNT: '1000000',
    REGISTER_LIMIT_PER_HOUR: '1000000',
    RECEIPT_LIMIT_PER_MINUTE: '1000000',
    EXPORT_LIMIT_PER_MINUTE: '1000000',
    PASSWORD_RESET_LIMIT_PER_IP: '1000000',
    PASSWORD_RESET_LIMIT_PER_ADDRESS: '1000000',
    SLIP_UPLOAD_LIMIT_PER_IP: '1000000',
    // Tests of what a slip's QR says must not turn on how loaded the machine is: the budget and the
    // queue bound keep their defaults in test/security/bounded-work.security.ts, which tests them.
    SLIP_CHECK_BUDGET_MS: '120000',
    // A write's answer shows its own effect even when the machine running the suites is loaded
    // enough to keep a projection 5 s behind (a stale answer failed a CI run). The setting is tested in
    // test/event-store/subscription-runner.spec.ts.
    READ_YOUR_WRITES_TIMEOUT_MS: '60000',
    SLIP_CHECK_QUEUE: '1000',
    SLIP_UPLOAD_LIMIT_PER_BOOKING: '1000000',
    // Every test books from 127.0.0.1: the per-IP hold limit has its own tests (test/security).
    UNPAID_HOLDS_LIMIT: '10000',
    UNPAID_HOLDS_PER_IP_LIMIT: '10000',
    // Real scrypt at 1/32 of the production work (2^10 rather than 2^15): hundreds of tests register
    // or log in. password-hasher.spec checks the production default.
    PASSWORD_SCRYPT_COST: '10',
    // Scheduled guest e-mails run when a test calls GuestEmailsJob.run with its clock, not by timer.
    GUEST_EMAILS_EVERY_MINUTES: '0',
    ...env,
  });
  const app = await createApp(config, { logger: false, clock: options.clock });
  await app.init();
  if (!options.fresh) await openVillaForBookings(app);
  return {
    app,
    config,
    http: app.getHttpServer(),
    async close() {
      await app.close();
      if (!env.DATABASE_URL) await dropDatabase(databaseUrl);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
