import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { freePort } from './support/ports';
import { PrivatePostgres } from './support/private-postgres';
import { ProductProcess, ROOT } from './support/product-process';

/** Pids of the processes whose parent is `pid` (Linux /proc). */
function children(pid: number): number[] {
  try {
    return execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)]).toString().trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('a clean stop whatever is down', () => {
  let pg: PrivatePostgres;
  let deadRedis: string;

  beforeAll(async () => {
    pg = await PrivatePostgres.start();
    // A port nothing listens on: Redis is unreachable from the first second.
    deadRedis = `redis://127.0.0.1:${await freePort()}`;
  });

  afterAll(() => pg?.destroy());

  it('Redis unreachable: SIGTERM stops the server before the 10 s kill, one Redis line per retry interval', async () => {
    const product = await ProductProcess.start({
      name: 'clean-stop-redis-down',
      databaseUrl: pg.databaseUrl('stop_redis_down'),
      redisUrl: deadRedis,
      healthAtStart: 503,
    });
    try {
      const result = await product.signal('SIGTERM');
      expect(result).toEqual({ code: 0, signal: null, forced: false });
    } finally {
      await product.stop();
    }
    const log = readFileSync(join(ROOT, 'test-output/fault/clean-stop-redis-down.log'), 'utf8');
    expect(log).toContain('Cannot reach Redis at');
    expect(log).toContain('(REDIS_URL): connection refused');
    expect(log).not.toContain('Unhandled error event');
  });

  const frontendBuilt = existsSync(join(ROOT, 'dist/frontend/index.html'));
  (frontendBuilt ? it : it.skip)("SIGINT to npm start's wrapper stops the server under it too", async () => {
    const product = await ProductProcess.start({
      name: 'clean-stop-wrapper',
      databaseUrl: pg.databaseUrl('stop_wrapper'),
      redisUrl: deadRedis,
      healthAtStart: 503,
      viaWrapper: true,
    });
    try {
      const [server] = children(product.pid as number);
      expect(server).toBeDefined();
      const result = await product.signal('SIGINT');
      expect(result).toEqual({ code: 0, signal: null, forced: false });
      expect(alive(server)).toBe(false);
    } finally {
      await product.stop();
    }
  });

  it('PostgreSQL unreachable: the server says where and which variable, and exits non-zero', () => {
    let output = '';
    let status: number | null = 0;
    try {
      execFileSync(process.execPath, [join(ROOT, 'dist/backend/backend/src/main.js')], {
        cwd: ROOT,
        env: { ...process.env, DATABASE_URL: 'postgres://postgres@127.0.0.1:5999/nowhere', REDIS_URL: deadRedis, PORT: '0' },
        stdio: 'pipe',
      });
    } catch (error) {
      const failure = error as { status: number | null; stderr: Buffer };
      status = failure.status;
      output = failure.stderr.toString();
    }
    expect(status).toBe(1);
    expect(output).toContain('Cannot reach PostgreSQL at 127.0.0.1:5999 (DATABASE_URL): connection refused');
  });
});
