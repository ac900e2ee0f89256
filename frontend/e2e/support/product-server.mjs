// Starts the real product the way `npm start` does (scripts/start.mjs: build what is missing, migrate,
// seed, serve API + SPA) on a fresh database, a random port and private folders, and tears it all
// down again. Used by the browser tests' runner; plain ESM so it runs before any TypeScript tooling.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, createWriteStream, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A free-looking port in the 3200-3999 range the project reserves for test servers. */
export function randomPort() {
  return 3200 + Math.floor(Math.random() * 800);
}

export async function dropDatabase(databaseUrl) {
  const url = new URL(databaseUrl);
  const name = url.pathname.slice(1);
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

async function waitForHealth(baseUrl, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode} before it was healthy`);
    try {
      const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await sleep(500);
  }
  throw new Error(`GET ${baseUrl}/api/health was not 200 within ${timeoutMs / 1000}s`);
}

/**
 * Runs `node scripts/start.mjs` in its own process group (so stopping it also stops the server
 * process start.mjs spawns) and resolves once /api/health answers 200. `label` names the database
 * (baantalay_<label>_<id>) and the queue prefix.
 */
export async function startProduct({ root, logFile, env = {}, label = 'e2e', timeoutMs = 300_000 }) {
  const port = randomPort();
  const id = `${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const dir = mkdtempSync(join(tmpdir(), `baantalay-${label}-`));
  const databaseUrl = `postgres://postgres@127.0.0.1:5432/baantalay_${label}_${id}`;
  const productEnv = {
    NODE_ENV: 'test',
    JWT_SECRET: `${label}-${id}`,
    PORT: String(port),
    DATABASE_URL: databaseUrl,
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    QUEUE_PREFIX: `${label}-${id}`,
    UPLOAD_DIR: join(dir, 'uploads'),
    OUTBOX_DIR: join(dir, 'outbox'),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    // The SPA is served from a copy: in a working tree shared with others, a rebuild of dist/frontend
    // during the run would otherwise delete the chunks the loaded pages still ask for.
    SPA_DIR: join(dir, 'spa'),
    // The browser tests book and log in many times from 127.0.0.1.
    BOOKING_CREATE_LIMIT_PER_HOUR: '1000000',
    LOGIN_LIMIT_PER_IP: '1000000',
    LOGIN_LIMIT_PER_ACCOUNT: '1000000',
    REGISTER_LIMIT_PER_HOUR: '1000000',
    RECEIPT_LIMIT_PER_MINUTE: '1000000',
    EXPORT_LIMIT_PER_MINUTE: '1000000',
    PASSWORD_RESET_LIMIT_PER_IP: '1000000',
    SLIP_UPLOAD_LIMIT_PER_IP: '1000000',
    // Tests of what a slip's QR says must not turn on how loaded the machine is: the budget and the
    // queue bound keep their defaults in test/security/bounded-work.security.ts, which tests them.
    SLIP_CHECK_BUDGET_MS: '120000',
    SLIP_CHECK_QUEUE: '1000',
    // Every scenario books from 127.0.0.1: the per-IP ceiling has its own tests (test/security). The
    // per-browser limit stays the real one (each test has a browser context of its own, and holds
    // last the e2e payment window), so 19-guest-resume sees a 4th hold refused in one browser only.
    UNPAID_HOLDS_LIMIT: '3',
    UNPAID_HOLDS_PER_IP_LIMIT: '10000',
    ...env,
  };
  const builtSpa = join(root, 'dist/frontend');
  const snapshotSpa = () => existsSync(builtSpa) && cpSync(builtSpa, productEnv.SPA_DIR, { recursive: true, force: true });
  mkdirSync(productEnv.SPA_DIR, { recursive: true });
  snapshotSpa();
  mkdirSync(join(logFile, '..'), { recursive: true });
  const log = createWriteStream(logFile);
  const child = spawn(process.execPath, [join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: { ...process.env, ...productEnv },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const baseUrl = `http://127.0.0.1:${port}`;

  const stop = async () => {
    if (child.exitCode === null) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
      for (let i = 0; i < 20 && child.exitCode === null; i++) await sleep(250);
      if (child.exitCode === null) {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          // already gone
        }
      }
    }
    await dropDatabase(databaseUrl).catch((error) => console.error(`could not drop ${databaseUrl}: ${error.message}`));
    rmSync(dir, { recursive: true, force: true });
  };

  try {
    await waitForHealth(baseUrl, child, timeoutMs);
    // start.mjs may just have rebuilt the SPA: serve that build.
    snapshotSpa();
  } catch (error) {
    await stop();
    const tail = existsSync(logFile) ? readFileSync(logFile, 'utf8').split('\n').slice(-40).join('\n') : '';
    throw new Error(`${error.message}\n--- last lines of ${logFile} ---\n${tail}`);
  }
  return { baseUrl, databaseUrl, dir, outboxDir: productEnv.OUTBOX_DIR, env: productEnv, stop };
}
