import { ChildProcess, spawn } from 'node:child_process';
import { answers, StartupError } from './reachability';

const INSTALL_HINT =
  'redis-server is not on PATH. Install it (Debian/Ubuntu: sudo apt-get install redis-server; macOS: brew install redis) ' +
  'or set REDIS_URL to a running Redis.';

/** `redis-server` as a child process on 127.0.0.1:port, append-only persistence in `dir`. */
export async function startRedisServer(dir: string, port: number): Promise<{ redisUrl: string; stop(): Promise<void>; abandon(): void }> {
  const child = spawn(
    'redis-server',
    ['--bind', '127.0.0.1', '--port', String(port), '--dir', dir, '--appendonly', 'yes', '--save', '', '--daemonize', 'no'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const failed = new Promise<never>((_, reject) => {
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'ENOENT' ? new StartupError(INSTALL_HINT) : error),
    );
    child.once('exit', (code) => reject(new StartupError(`redis-server exited (${code}) before answering on port ${port}`)));
  });
  failed.catch(() => undefined);
  for (let attempt = 0; attempt < 100; attempt++) {
    await Promise.race([failed, new Promise((r) => setTimeout(r, 100))]);
    if (await answers('127.0.0.1', port, 500)) break;
  }
  return { redisUrl: `redis://127.0.0.1:${port}`, stop: () => stopChild(child, 'SIGTERM'), abandon: () => child.kill('SIGTERM') };
}

/** Signals the child and waits for it to exit (Redis and Postgres both shut down cleanly on their signal). */
export function stopChild(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}
