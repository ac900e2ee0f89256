import { resolve } from 'node:path';

export interface AppConfig {
  nodeEnv: string;
  port: number;
  databaseUrl: string;
  redisUrl: string;
  eventStore: 'postgres' | 'eventstoredb';
  eventStoreConnectionString: string | null;
  jwtSecret: string;
  smtpUrl: string | null;
  uploadDir: string;
  outboxDir: string;
  publicUrl: string;
  /** Prefix of every BullMQ key, so test runs never share queues. */
  queuePrefix: string;
  /** How far ahead a stay may start, in days. */
  bookingHorizonDays: number;
  /** Run the subscription runner and BullMQ workers in this process. */
  runWorkers: boolean;
  spaDir: string;
  /** Sender of guest e-mails. */
  mailFrom: string;
  /** The payment reminder goes out this long before the deadline (when no slip is attached). */
  paymentReminderMinutes: number;
  /** How often the payment-window reconciler re-checks the read model against the queue. */
  paymentReconcileSeconds: number;
  /** First retry delay of a failed e-mail job; each further retry doubles it. */
  emailRetryDelayMs: number;
  /**
   * Tests and demos only (PAYMENT_WINDOW_SECONDS): when set, a new booking's payment window lasts
   * this many seconds instead of the villa's paymentWindowMinutes (at least 5 minutes), so browser
   * and fault tests can watch a booking expire. Null in normal operation.
   */
  paymentWindowSecondsOverride: number | null;
  /** Live unpaid holds one IP or one e-mail address may have at once (UNPAID_HOLDS_LIMIT, default 3). */
  unpaidHoldsLimit: number;
}

const DEV_JWT_SECRET = 'baan-talay-development-secret';

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const nodeEnv = env.NODE_ENV ?? 'development';
  const jwtSecret = env.JWT_SECRET ?? '';
  if (nodeEnv === 'production' && !jwtSecret) {
    throw new Error('JWT_SECRET must be set when NODE_ENV=production');
  }
  const eventStore = (env.EVENT_STORE ?? 'postgres') as AppConfig['eventStore'];
  if (eventStore !== 'postgres' && eventStore !== 'eventstoredb') {
    throw new Error(`EVENT_STORE must be postgres or eventstoredb, not ${eventStore}`);
  }
  const port = Number(env.PORT ?? 3000);
  return {
    nodeEnv,
    port,
    databaseUrl: env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/baantalay',
    redisUrl: env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    eventStore,
    eventStoreConnectionString: env.EVENTSTORE_CONNECTION_STRING ?? null,
    jwtSecret: jwtSecret || DEV_JWT_SECRET,
    smtpUrl: env.SMTP_URL || null,
    uploadDir: resolve(env.UPLOAD_DIR ?? 'data/uploads'),
    outboxDir: resolve(env.OUTBOX_DIR ?? 'data/outbox'),
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    queuePrefix: env.QUEUE_PREFIX ?? 'baantalay',
    bookingHorizonDays: Number(env.BOOKING_HORIZON_DAYS ?? 730),
    runWorkers: env.RUN_WORKERS !== 'false',
    spaDir: resolve(env.SPA_DIR ?? 'dist/frontend'),
    mailFrom: env.MAIL_FROM ?? 'Baan Talay <bookings@baantalay.example>',
    paymentReminderMinutes: positive(env, 'PAYMENT_REMINDER_MINUTES', 10),
    paymentReconcileSeconds: positive(env, 'PAYMENT_RECONCILE_SECONDS', 180),
    emailRetryDelayMs: positive(env, 'EMAIL_RETRY_DELAY_MS', 5000),
    paymentWindowSecondsOverride: env.PAYMENT_WINDOW_SECONDS ? Number(env.PAYMENT_WINDOW_SECONDS) : null,
    unpaidHoldsLimit: positive(env, 'UNPAID_HOLDS_LIMIT', 3),
  };
}

/** A positive number (fractions allowed) or the default; a typo must not become a 0 ms timer. */
function positive(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, not ${raw}`);
  return value;
}

export const APP_CONFIG = Symbol('APP_CONFIG');
