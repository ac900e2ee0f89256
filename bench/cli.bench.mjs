#!/usr/bin/env node
// `npm run bench -- cli`: how fast the ops CLI starts (issue 29). `--help` must not boot the web
// application (target: at most 0.6 s of CPU); `projections:status` on a migrated database answers
// within 1.5 s of wall time on an idle machine. Each figure is the median of ROUNDS runs of the
// built CLI (dist/), as `npm run cli` runs it.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const root = fileURLToPath(new URL('..', import.meta.url));
const dist = (path) => require(join(root, 'dist/backend/backend/src', path));
const { migrateDatabase } = dist('infrastructure/database/migrate.js');
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
await migrateDatabase(databaseUrl);
try {
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
