import { ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, rmSync, WriteStream } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from './ports';

export const ROOT = resolve(__dirname, '../../../..');
export const SERVER_ENTRY = join(ROOT, 'dist/backend/backend/src/main.js');
export const WRAPPER_ENTRY = join(ROOT, 'scripts/start.mjs');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface ProductOptions {
  databaseUrl: string;
  redisUrl: string;
  /** Name for the log file under test-output/fault/. */
  name: string;
  env?: Record<string, string>;
  /** `npm start`'s wrapper (scripts/start.mjs, needs the frontend built) instead of the server itself. */
  viaWrapper?: boolean;
  /** `npm start` itself (npm, then `sh -c`, then the wrapper, then the server). */
  viaNpm?: boolean;
  /** The health status to wait for at start: 503 when a service is meant to be down. */
  healthAtStart?: 200 | 503;
}

export interface StopResult {
  code: number | null;
  signal: NodeJS.Signals | null;
  /** True when it had not exited 10 s after the signal and was killed. */
  forced: boolean;
}

/**
 * The built server (what `npm start` runs) as a child process we can SIGKILL and start again on the
 * same database, Redis, port and folders.
 */
export class ProductProcess {
  readonly baseUrl: string;
  readonly dir = mkdtempSync(join(tmpdir(), 'baantalay-fault-'));
  private child: ChildProcess | null = null;
  private readonly log: WriteStream;
  private readonly env: Record<string, string>;
  private readonly entry: string;
  private readonly viaNpm: boolean;
  private readonly healthAtStart: 200 | 503;

  private constructor(readonly port: number, options: ProductOptions) {
    this.entry = options.viaWrapper ? WRAPPER_ENTRY : SERVER_ENTRY;
    this.viaNpm = options.viaNpm ?? false;
    this.healthAtStart = options.healthAtStart ?? 200;
    if (!existsSync(SERVER_ENTRY)) throw new Error(`${SERVER_ENTRY} is missing: run \`npm run build\` first`);
    this.baseUrl = `http://127.0.0.1:${port}`;
    mkdirSync(join(ROOT, 'test-output/fault'), { recursive: true });
    this.log = createWriteStream(join(ROOT, 'test-output/fault', `${options.name}.log`));
    this.env = {
      NODE_ENV: 'test',
      // The log goes to test-output/fault/<name>.log (NODE_ENV=test alone would silence it).
      LOG_LEVEL: 'info',
      JWT_SECRET: `fault-${randomBytes(8).toString('hex')}`,
      PORT: String(port),
      DATABASE_URL: options.databaseUrl,
      REDIS_URL: options.redisUrl,
      QUEUE_PREFIX: `fault-${randomBytes(4).toString('hex')}`,
      UPLOAD_DIR: join(this.dir, 'uploads'),
      OUTBOX_DIR: join(this.dir, 'outbox'),
      SPA_DIR: join(this.dir, 'no-spa'),
      PUBLIC_URL: this.baseUrl,
      // Bursts of bookings from one IP (127.0.0.1); the security suite sets the real default back.
      BOOKING_CREATE_LIMIT_PER_HOUR: '1000000',
      SLIP_UPLOAD_LIMIT_PER_IP: '1000000',
      // Every fault test books from 127.0.0.1; the security suite sets the real limit back.
      UNPAID_HOLDS_LIMIT: '10000',
      UNPAID_HOLDS_PER_IP_LIMIT: '10000',
      ...options.env,
    };
  }

  static async start(options: ProductOptions): Promise<ProductProcess> {
    const product = new ProductProcess(await freePort(), options);
    await product.startServer();
    return product;
  }

  get uploadDir(): string {
    return this.env.UPLOAD_DIR;
  }

  get outboxDir(): string {
    return this.env.OUTBOX_DIR;
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  async startServer(): Promise<void> {
    this.log.write(`\n===== start ${new Date().toISOString()}\n`);
    const [command, args] = this.viaNpm
      ? ['npm', ['start']]
      : [process.execPath, this.entry === SERVER_ENTRY ? ['--enable-source-maps', this.entry] : [this.entry]];
    const child = spawn(command, args, {
      cwd: ROOT,
      env: { ...process.env, ...this.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.pipe(this.log, { end: false });
    child.stderr?.pipe(this.log, { end: false });
    this.child = child;
    await this.waitForHealth(this.healthAtStart, 120_000);
  }

  /** Sends `signal` and waits for the exit; a process still running 10 s later is SIGKILLed (forced). */
  async signal(signal: NodeJS.Signals): Promise<StopResult> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode) throw new Error('not running');
    let forced = false;
    const exited = new Promise<StopResult>((r) => child.once('exit', (code, sig) => r({ code, signal: sig, forced })));
    child.kill(signal);
    const timer = setTimeout(() => {
      forced = true;
      child.kill('SIGKILL');
    }, 10_000);
    const result = await exited;
    clearTimeout(timer);
    this.log.write(`\n===== ${signal}: exit ${JSON.stringify(result)} ${new Date().toISOString()}\n`);
    return { ...result, forced };
  }

  /** SIGKILL: no shutdown hook runs, in-flight requests and transactions are cut off. */
  async kill(signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill(signal);
    await exited;
    this.log.write(`\n===== ${signal} ${new Date().toISOString()}\n`);
  }

  /** Waits until GET /api/health answers `status` (200 healthy, 503 unhealthy); returns the body. */
  async waitForHealth(status: 200 | 503, timeoutMs: number): Promise<Record<string, unknown>> {
    const deadline = Date.now() + timeoutMs;
    let last = 'no answer';
    while (Date.now() < deadline) {
      if (this.child && this.child.exitCode !== null) throw new Error(`server exited (${this.child.exitCode}); see test-output/fault`);
      try {
        const response = await fetch(`${this.baseUrl}/api/health`, { signal: AbortSignal.timeout(3000) });
        const body = (await response.json()) as Record<string, unknown>;
        last = `${response.status} ${JSON.stringify(body)}`;
        if (response.status === status) return body;
      } catch (error) {
        last = (error as Error).message;
      }
      await sleep(250);
    }
    throw new Error(`health never answered ${status} within ${timeoutMs / 1000}s; last: ${last}`);
  }

  /** A clean stop (SIGTERM runs Nest's shutdown hooks), forced after 10 s. */
  async stop(): Promise<void> {
    const child = this.child;
    if (child && child.exitCode === null && !child.signalCode) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    this.log.end();
    rmSync(this.dir, { recursive: true, force: true });
  }
}
