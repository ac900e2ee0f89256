#!/usr/bin/env node
// `npm run bench -- cli`: how fast the ops CLI starts (issue 29). `--help` must not boot the web
// application (target: at most 0.6 s of CPU); `projections:status` on a migrated database answers
// within 1.5 s of wall time on an idle machine, on a database the application has run on (it reads
// the recorded checkpoints without booting the application). Each figure is the median of ROUNDS
// runs of the built CLI (dist/), as `npm run cli` runs it.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { randomUUID } from 'node:crypto';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const root = fileURLToPath(new URL('..', import.meta.url));
const dist = (path) => require(join(root, 'dist/backend/backend/src', path));
const { migrateDatabase } = dist('infrastructure/database/migrate.js');
const { loadConfig } = dist('infrastructure/config/app-config.js');
const { createApp } = dist('bootstrap.js');
const { EVENT_STORE } = dist('event-store/event-store.port.js');
const { SubscriptionRunner } = dist('event-store/subscriptions/subscription-runner.js');
const { dropDatabase } = dist('infrastructure/database/ensure-database.js');

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const base = new URL(process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
base.pathname = `/baantalay_bench_cli_${process.pid}`;
const databaseUrl = base.toString();
const entry = join(root, 'dist/backend/backend/src/cli/main.js');

/** Wall and CPU (user + system, as /usr/bin/time reports them) of one CLI run. */
function run(args) {
  const started = performance.now();
  const child = spawnSync('/usr/bin/time', ['-f', '%U %S', process.execPath, entry, ...args], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  });
  const wall = (performance.now() - started) / 1000;
  const [user, system] = child.stderr.trim().split('\n').at(-1).split(' ').map(Number);
  if (child.status !== 0 && child.status !== 2) throw new Error(`cli ${args.join(' ')} exited ${child.status}: ${child.stderr}`);
  return { wall, cpu: user + system };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

console.log(`load (1 min) at start: ${loadavg()[0].toFixed(2)}`);
/** Runs the application once, as a server would, until every handler has recorded its checkpoint. */
async function runApplicationOnce() {
  const dir = join(tmpdir(), `baantalay-bench-cli-${process.pid}`);
  const config = loadConfig({
    ...process.env, NODE_ENV: 'production', JWT_SECRET: `bench-${process.pid}`, DATABASE_URL: databaseUrl, QUEUE_PREFIX: `bench-cli-${process.pid}`,
    UPLOAD_DIR: join(dir, 'uploads'), OUTBOX_DIR: join(dir, 'outbox'), SPA_DIR: join(dir, 'spa'),
  });
  const app = await createApp(config, { logger: false });
  try {
    await app.init();
    const { position } = await app.get(EVENT_STORE).appendToStream(`bench-${randomUUID()}`, [
      { eventId: randomUUID(), type: 'BenchTicked', data: {}, metadata: { actor: { kind: 'system' }, correlationId: randomUUID(), causationId: null, occurredAt: new Date().toISOString(), schemaVersion: 1 } },
    ], { expectedVersion: 'no_stream' });
    const runner = app.get(SubscriptionRunner);
    for (const { name } of (await runner.status()).handlers) await runner.waitFor(name, position, 120_000);
  } finally {
    await app.close();
  }
}

process.env.LOG_LEVEL ??= 'warn';
await migrateDatabase(databaseUrl);
try {
  await runApplicationOnce();
  const help = Array.from({ length: ROUNDS }, () => run(['--help']));
  const status = Array.from({ length: ROUNDS }, () => run(['projections:status']));
  const figures = {
    helpCpuSeconds: Number(median(help.map((r) => r.cpu)).toFixed(2)),
    helpWallSeconds: Number(median(help.map((r) => r.wall)).toFixed(2)),
    statusCpuSeconds: Number(median(status.map((r) => r.cpu)).toFixed(2)),
    statusWallSeconds: Number(median(status.map((r) => r.wall)).toFixed(2)),
  };
  console.log(`--help: ${figures.helpCpuSeconds} s CPU, ${figures.helpWallSeconds} s wall (median of ${ROUNDS})`);
  console.log(`projections:status: ${figures.statusCpuSeconds} s CPU, ${figures.statusWallSeconds} s wall (median of ${ROUNDS})`);
  const targets = [
    { label: '--help <= 0.6 s CPU', ok: figures.helpCpuSeconds <= 0.6 },
    { label: 'projections:status <= 1.5 s wall', ok: figures.statusWallSeconds <= 1.5 },
  ];
  for (const target of targets) console.log(`target: ${target.label} ${target.ok ? 'OK' : 'MISS'}`);
  console.log(`load (1 min) at end: ${loadavg()[0].toFixed(2)}`);
  console.log(`BENCH_RESULT ${JSON.stringify({ figures, targets })}`);
} finally {
  await dropDatabase(databaseUrl);
}
