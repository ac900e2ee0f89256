import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { sleep } from './support/burst';
import { GuestApi } from './support/guest-api';
import { PrivatePostgres } from './support/private-postgres';
import { PrivateRedis } from './support/private-redis';
import { ProductProcess, ROOT } from './support/product-process';
import { openVillaForBookings } from './support/owner-setup';

const CONCURRENCY = 8;

/** `pid` and every process under it (Linux ps). */
function tree(pid: number): number[] {
  let children: number[] = [];
  try {
    children = execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)]).toString().trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    // no children
  }
  return [pid, ...children.flatMap(tree)];
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

interface Outcome {
  sentAt: number;
  receivedAt: number;
  /** The answer said `Connection: close`: the server was draining. */
  closing: boolean;
  /** An answer, a refused connection (the server no longer listens), or a request cut mid-way. */
  kind: 'answered' | 'refused' | 'cut';
  detail: string;
}

/** Guests booking and reading without pause over kept-alive connections, until the server refuses them. */
async function load(guest: GuestApi, until: () => boolean): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  let index = 0;
  const worker = async () => {
    for (let refused = false; !refused && !until(); ) {
      const sentAt = Date.now();
      const i = index++;
      try {
        const response = await (i % 2 ? guest.createBooking(GuestApi.stay(i)) : fetch(`${guest.baseUrl}/api/villa`));
        await response.arrayBuffer();
        const closing = response.headers.get('connection') === 'close';
        outcomes.push({ sentAt, receivedAt: Date.now(), closing, kind: 'answered', detail: String(response.status) });
      } catch (error) {
        const code = (error as { cause?: { code?: string } }).cause?.code;
        refused = code === 'ECONNREFUSED';
        outcomes.push({ sentAt, receivedAt: Date.now(), closing: false, kind: refused ? 'refused' : 'cut', detail: `${code}: ${(error as Error).message}` });
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return outcomes;
}

describe('a graceful stop (issue 28)', () => {
  let pg: PrivatePostgres;
  let redis: PrivateRedis;

  beforeAll(async () => {
    [pg, redis] = await Promise.all([PrivatePostgres.start(), PrivateRedis.start()]);
  });
  afterAll(async () => {
    await redis?.stopServer();
    pg?.destroy();
  });

  it('SIGTERM under load: no request cut, kept-alive connections closed after their answer, exit 0 within the bound', async () => {
    const product = await ProductProcess.start({ name: 'graceful-stop-load', databaseUrl: pg.databaseUrl('stop_load'), redisUrl: redis.url });
    try {
      await openVillaForBookings(product.baseUrl);
      const guest = new GuestApi(product.baseUrl);
      await guest.loadVilla();
      let done = false;
      const running = load(guest, () => done);
      await sleep(1500);
      const signalledAt = Date.now();
      const result = await product.signal('SIGTERM');
      const stoppedIn = Date.now() - signalledAt;
      done = true;
      const outcomes = await running;

      expect(result).toEqual({ code: 0, signal: null, forced: false });
      expect(stoppedIn).toBeLessThan(10_000);
      expect(outcomes.filter((outcome) => outcome.kind === 'cut')).toEqual([]);
      expect(outcomes.filter((outcome) => outcome.kind === 'answered' && outcome.sentAt < signalledAt).length).toBeGreaterThan(CONCURRENCY);
      expect(outcomes.filter((outcome) => outcome.kind === 'answered' && outcome.detail.startsWith('5'))).toEqual([]);
      // Once draining, every answer closes its connection and no new connection is taken. (How many
      // closing answers there are is the client's pool size, not the number of workers: undici keeps
      // more idle kept-alive connections than requests in flight, and each gets its one closing answer.)
      const answered = outcomes.filter((outcome) => outcome.kind === 'answered');
      const closing = answered.filter((outcome) => outcome.closing);
      expect(closing.length).toBeGreaterThan(0);
      const drainSeen = Math.min(...closing.map((outcome) => outcome.receivedAt));
      expect(answered.filter((outcome) => outcome.sentAt > drainSeen && !outcome.closing)).toEqual([]);
    } finally {
      await product.stop();
    }
  });

  it('an idle server stops in under 3 s', async () => {
    const product = await ProductProcess.start({ name: 'graceful-stop-idle', databaseUrl: pg.databaseUrl('stop_idle'), redisUrl: redis.url });
    try {
      const started = Date.now();
      expect(await product.signal('SIGTERM')).toEqual({ code: 0, signal: null, forced: false });
      expect(Date.now() - started).toBeLessThan(3000);
    } finally {
      await product.stop();
    }
  });

  const frontendBuilt = existsSync(join(ROOT, 'dist/frontend/index.html'));
  (frontendBuilt ? it : it.skip)('SIGTERM to the npm process of `npm start`: no process of the start is left', async () => {
    const product = await ProductProcess.start({ name: 'graceful-stop-npm', databaseUrl: pg.databaseUrl('stop_npm'), redisUrl: redis.url, viaNpm: true });
    try {
      const processes = tree(product.pid as number);
      // npm, sh -c, the wrapper, the server.
      expect(processes.length).toBeGreaterThanOrEqual(3);
      await product.signal('SIGTERM');
      const deadline = Date.now() + 10_000;
      while (processes.some(alive) && Date.now() < deadline) await sleep(100);
      expect(processes.filter(alive)).toEqual([]);
      await expect(fetch(`${product.baseUrl}/api/health`)).rejects.toThrow();
    } finally {
      await product.stop();
    }
  });
});
