import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { resolve } from 'node:path';
import type { S3StorageOptions } from '../storage/s3.storage';

export type StorageKind = 'postgres' | 's3' | 'local';
const STORAGE_KINDS: readonly StorageKind[] = ['postgres', 's3', 'local'];

export interface AppConfig {
  nodeEnv: string;
  port: number;
  databaseUrl: string;
  redisUrl: string;
  eventStore: 'postgres' | 'eventstoredb';
  eventStoreConnectionString: string | null;
  /** JWT_SECRET; null: the secret generated on first start and kept in Postgres (app_secrets) is used. */
  jwtSecret: string | null;
  /** express 'trust proxy': a hop count, or addresses/CIDRs/names (TRUST_PROXY; loopback only by default). */
  trustProxy: number | string | false;
  /** An IPv6 client counts as its network of this prefix length in every per-IP limit (RATE_LIMIT_IPV6_PREFIX, default 64). */
  rateLimitIpv6Prefix: number;
  /** Guest booking creates allowed per IP per hour (BOOKING_CREATE_LIMIT_PER_HOUR). */
  bookingCreateLimitPerHour: number;
  /** "Manage my booking" look-ups per IP per hour (BOOKING_FIND_LIMIT_PER_HOUR). */
  bookingFindLimitPerHour: number;
  /** Receipt PDFs per minute, per network and per booking (RECEIPT_LIMIT_PER_MINUTE, default 10). */
  receiptLimitPerMinute: number;
  /** CSV and iCal exports, reports and personal-data exports per network per minute (EXPORT_LIMIT_PER_MINUTE, default 30). */
  exportLimitPerMinute: number;
  /** Login attempts per IP per 15 minutes, over every account (LOGIN_LIMIT_PER_IP). */
  loginLimitPerIp: number;
  /** Login attempts per (IP, account) per 15 minutes (LOGIN_LIMIT_PER_ACCOUNT). */
  loginLimitPerAccount: number;
  /** Registrations per IP per hour (REGISTER_LIMIT_PER_HOUR). */
  registerLimitPerHour: number;
  /** "Forgot password" requests per IP per hour (PASSWORD_RESET_LIMIT_PER_IP). */
  passwordResetLimitPerIp: number;
  /** "Forgot password" requests per e-mail address per hour, from any IP (PASSWORD_RESET_LIMIT_PER_ADDRESS). */
  passwordResetLimitPerAddress: number;
  /** How long a password-reset link works, in minutes (PASSWORD_RESET_TOKEN_MINUTES). */
  passwordResetTokenMinutes: number;
  smtpUrl: string | null;
  /** Where uploaded files live (STORAGE): postgres (default: shared by every instance), s3, local (UPLOAD_DIR). */
  storage: StorageKind;
  /** S3_BUCKET and friends; null when S3_BUCKET is unset. */
  s3: S3StorageOptions | null;
  uploadDir: string;
  outboxDir: string;
  publicUrl: string;
  /** Prefix of every BullMQ key, so test runs never share queues. */
  queuePrefix: string;
  /** How far ahead a stay may start, in days. */
  bookingHorizonDays: number;
  /** A static bearer token for Prometheus scrapes of GET /api/metrics (METRICS_TOKEN); admin tokens work too. */
  metricsToken: string | null;
  /** Run the subscription runner and BullMQ workers in this process. */
  runWorkers: boolean;
  /** Apply pending migrations at start (MIGRATE_ON_START, true); false: refuse to start on a database lacking them (rolling deploys run `db:migrate` first). */
  migrateOnStart: boolean;
  /** This process among the instances on one database (INSTANCE_ID; host, pid and a random suffix): its connections' application_name. */
  instanceId: string;
  /** Seconds the subscriptions leader's lease lasts without a renewal before another instance takes over (LEADER_LEASE_SECONDS, 12). */
  leaderLeaseSeconds: number;
  /** An event parked this many hours ago or less makes the public health 503 (PROJECTION_PARKED_ALERT_HOURS, default 24). */
  projectionParkedAlertHours: number;
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
  /** Read the verification QR of uploaded slips (SLIP_QR_CHECK=false: only the benchmark's baseline). */
  slipQrCheck: boolean;
  /** Slips with more pixels are refused before any decoding (SLIP_MAX_PIXELS, default 25 Mpx). */
  slipMaxPixels: number;
  /** Worker threads decoding slip QRs (SLIP_CHECK_WORKERS, default 1: the other core answers HTTP). */
  slipCheckWorkers: number;
  /** Slip checks waiting for a worker (SLIP_CHECK_QUEUE); one more is answered "not verified" at once. */
  slipCheckQueue: number;
  /** How long one slip check may take, its wait included (SLIP_CHECK_BUDGET_MS); then "not verified". */
  slipCheckBudgetMs: number;
  /** Slip uploads per booking per hour (SLIP_UPLOAD_LIMIT_PER_BOOKING). */
  slipUploadLimitPerBooking: number;
  /** Slip uploads per IP per hour (SLIP_UPLOAD_LIMIT_PER_IP). */
  slipUploadLimitPerIp: number;
  /** Live unpaid holds one browser (the tokens it sends) or one e-mail address may have at once (UNPAID_HOLDS_LIMIT, default 3). */
  unpaidHoldsLimit: number;
  /** The ceiling for one IP, far higher: many guests share one behind hotel Wi-Fi or a carrier (UNPAID_HOLDS_PER_IP_LIMIT, default 20). */
  unpaidHoldsPerIpLimit: number;
  /** How often each external iCal calendar is fetched (ICAL_SYNC_MINUTES, default 15). */
  icalSyncMinutes: number;
  /** Tests only (ICAL_ALLOW_PRIVATE=true): external calendars may live on private or loopback addresses. */
  icalAllowPrivate: boolean;
  /** A feed with more VEVENTs is refused before it is parsed (ICAL_MAX_EVENTS, default 2000). */
  icalMaxEvents: number;
  /** A feed whose parse takes longer is refused (ICAL_PARSE_TIMEOUT_MS, default 5000). */
  icalParseTimeoutMs: number;
  /**
   * How long a write's answer waits for its read model (READ_YOUR_WRITES_TIMEOUT_MS, default 5000);
   * past it, the answer shows the read model as it is and the lag is logged.
   */
  readYourWritesTimeoutMs: number;
  /**
   * DATA_MASTER_KEY (32 bytes, base64 or hex): wraps the per-booking keys of personal data; null:
   * the key generated on first start and kept in Postgres (app_secrets) is used.
   */
  dataMasterKey: string | null;
  /** DATA_MASTER_KEY_PREVIOUS: the key DATA_MASTER_KEY replaced, until pii:rotate-master-key re-wrapped every row. */
  dataMasterKeyPrevious: string | null;
  /** Personal data of a stay is erased this many months after check-out (PII_RETENTION_MONTHS). */
  piiRetentionMonths: number;
  /** How often the scheduled guest e-mails are checked (GUEST_EMAILS_EVERY_MINUTES, 15; 0: never by timer). */
  guestEmailsEveryMinutes: number;
  /**
   * log2 of scrypt's N for new admin password hashes (PASSWORD_SCRYPT_COST, 15 to 17; default 15,
   * OWASP's minimum). Tests may go down to 10 under NODE_ENV=test, as Devise and Laravel lower
   * their bcrypt cost in tests: every test that registers or logs in otherwise spends ~90 ms of CPU.
   */
  passwordScryptCost: number;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const nodeEnv = env.NODE_ENV ?? 'development';
  const eventStore = (env.EVENT_STORE ?? 'postgres') as AppConfig['eventStore'];
  if (eventStore !== 'postgres' && eventStore !== 'eventstoredb') {
    throw new Error(`EVENT_STORE must be postgres or eventstoredb, not ${eventStore}`);
  }
  const port = Number(env.PORT ?? 3000);
  const storage = (env.STORAGE || 'postgres') as StorageKind;
  if (!STORAGE_KINDS.includes(storage)) throw new Error(`STORAGE must be postgres, s3 or local, not ${storage}`);
  return {
    nodeEnv,
    port,
    databaseUrl: env.DATABASE_URL ?? `postgres://postgres@127.0.0.1:${env.PGPORT ?? 5432}/baantalay`,
    redisUrl: env.REDIS_URL ?? `redis://127.0.0.1:${env.REDIS_PORT ?? 6379}`,
    eventStore,
    eventStoreConnectionString: env.EVENTSTORE_CONNECTION_STRING ?? null,
    jwtSecret: env.JWT_SECRET || null,
    trustProxy: trustProxy(env.TRUST_PROXY),
    rateLimitIpv6Prefix: ipv6Prefix(env.RATE_LIMIT_IPV6_PREFIX),
    bookingCreateLimitPerHour: positive(env, 'BOOKING_CREATE_LIMIT_PER_HOUR', 10),
    bookingFindLimitPerHour: positive(env, 'BOOKING_FIND_LIMIT_PER_HOUR', 10),
    receiptLimitPerMinute: positive(env, 'RECEIPT_LIMIT_PER_MINUTE', 10),
    exportLimitPerMinute: positive(env, 'EXPORT_LIMIT_PER_MINUTE', 30),
    loginLimitPerIp: positive(env, 'LOGIN_LIMIT_PER_IP', 30),
    loginLimitPerAccount: positive(env, 'LOGIN_LIMIT_PER_ACCOUNT', 8),
    registerLimitPerHour: positive(env, 'REGISTER_LIMIT_PER_HOUR', 10),
    passwordResetLimitPerIp: positive(env, 'PASSWORD_RESET_LIMIT_PER_IP', 10),
    passwordResetLimitPerAddress: positive(env, 'PASSWORD_RESET_LIMIT_PER_ADDRESS', 3),
    passwordResetTokenMinutes: positive(env, 'PASSWORD_RESET_TOKEN_MINUTES', 60),
    smtpUrl: env.SMTP_URL || null,
    storage,
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          endpoint: env.S3_ENDPOINT || undefined,
          region: env.S3_REGION || 'us-east-1',
          accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
          forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
          prefix: env.S3_PREFIX ?? '',
        }
      : null,
    uploadDir: resolve(env.UPLOAD_DIR ?? 'data/uploads'),
    outboxDir: resolve(env.OUTBOX_DIR ?? 'data/outbox'),
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    queuePrefix: env.QUEUE_PREFIX ?? 'baantalay',
    bookingHorizonDays: Number(env.BOOKING_HORIZON_DAYS ?? 730),
    runWorkers: env.RUN_WORKERS !== 'false',
    migrateOnStart: env.MIGRATE_ON_START !== 'false',
    instanceId: (env.INSTANCE_ID || `${hostname().slice(0, 40)}-${process.pid}-${randomBytes(3).toString("hex")}`).slice(0, 63),
    leaderLeaseSeconds: positive(env, 'LEADER_LEASE_SECONDS', 12),
    projectionParkedAlertHours: positive(env, 'PROJECTION_PARKED_ALERT_HOURS', 24),
    metricsToken: env.METRICS_TOKEN || null,
    spaDir: resolve(env.SPA_DIR ?? 'dist/frontend'),
    mailFrom: env.MAIL_FROM ?? 'Baan Talay <bookings@baantalay.example>',
    paymentReminderMinutes: positive(env, 'PAYMENT_REMINDER_MINUTES', 10),
    paymentReconcileSeconds: positive(env, 'PAYMENT_RECONCILE_SECONDS', 180),
    emailRetryDelayMs: positive(env, 'EMAIL_RETRY_DELAY_MS', 5000),
    paymentWindowSecondsOverride: env.PAYMENT_WINDOW_SECONDS ? Number(env.PAYMENT_WINDOW_SECONDS) : null,
    slipQrCheck: env.SLIP_QR_CHECK !== 'false',
    slipMaxPixels: positive(env, 'SLIP_MAX_PIXELS', 25_000_000),
    slipCheckWorkers: positive(env, 'SLIP_CHECK_WORKERS', 1),
    slipCheckQueue: positive(env, 'SLIP_CHECK_QUEUE', 4),
    slipCheckBudgetMs: positive(env, 'SLIP_CHECK_BUDGET_MS', 5000),
    slipUploadLimitPerBooking: positive(env, 'SLIP_UPLOAD_LIMIT_PER_BOOKING', 10),
    slipUploadLimitPerIp: positive(env, 'SLIP_UPLOAD_LIMIT_PER_IP', 30),
    unpaidHoldsLimit: positive(env, 'UNPAID_HOLDS_LIMIT', 3),
    unpaidHoldsPerIpLimit: positive(env, 'UNPAID_HOLDS_PER_IP_LIMIT', 20),
    icalSyncMinutes: positive(env, 'ICAL_SYNC_MINUTES', 15),
    icalAllowPrivate: env.ICAL_ALLOW_PRIVATE === 'true',
    icalMaxEvents: positive(env, 'ICAL_MAX_EVENTS', 2000),
    icalParseTimeoutMs: positive(env, 'ICAL_PARSE_TIMEOUT_MS', 5000),
    readYourWritesTimeoutMs: positive(env, 'READ_YOUR_WRITES_TIMEOUT_MS', 5000),
    dataMasterKey: env.DATA_MASTER_KEY || null,
    dataMasterKeyPrevious: env.DATA_MASTER_KEY_PREVIOUS || null,
    piiRetentionMonths: positive(env, 'PII_RETENTION_MONTHS', 24),
    guestEmailsEveryMinutes: env.GUEST_EMAILS_EVERY_MINUTES === '0' ? 0 : positive(env, 'GUEST_EMAILS_EVERY_MINUTES', 15),
    passwordScryptCost: scryptCost(env.PASSWORD_SCRYPT_COST, nodeEnv),
  };
}

/** PASSWORD_SCRYPT_COST: an integer from 15 (OWASP's minimum) to 17, or from 10 under NODE_ENV=test. */
function scryptCost(raw: string | undefined, nodeEnv: string): number {
  if (raw === undefined || raw === '') return 15;
  const cost = Number(raw);
  const lowest = nodeEnv === 'test' ? 10 : 15;
  if (!Number.isInteger(cost) || cost < lowest || cost > 17) {
    throw new Error(`PASSWORD_SCRYPT_COST must be a whole number from ${lowest} to 17, not ${raw}`);
  }
  return cost;
}

/** RATE_LIMIT_IPV6_PREFIX: 32 (a whole provider's allocation) to 128 (each address alone). */
function ipv6Prefix(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 64;
  const prefix = Number(raw);
  if (!Number.isInteger(prefix) || prefix < 32 || prefix > 128) throw new Error(`RATE_LIMIT_IPV6_PREFIX must be a whole number from 32 to 128, not ${raw}`);
  return prefix;
}

/** A positive number (fractions allowed) or the default; a typo must not become a 0 ms timer. */
function positive(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, not ${raw}`);
  return value;
}

/**
 * Which proxies may set X-Forwarded-For: a hop count ("1"), "false" for none, or a comma list of
 * addresses, CIDRs and express names ("loopback, 10.0.0.0/8"). Never "trust everyone": any client
 * could then pick the IP the rate limits count.
 */
function trustProxy(raw: string | undefined): AppConfig['trustProxy'] {
  const value = (raw ?? '').trim();
  if (value === '') return 'loopback';
  if (value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  if (value === 'true' || value === '*') throw new Error('TRUST_PROXY must be a hop count or an address list, not "trust all"');
  return value;
}

export const APP_CONFIG = Symbol('APP_CONFIG');
