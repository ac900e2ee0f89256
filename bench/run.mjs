#!/usr/bin/env node
// `npm run bench -- [name...]`: builds the backend, then runs each benchmark `bench/<name>.bench.mjs`
// (all of them without arguments). Adding a benchmark = adding one such file; it prints its figures
// and, as its last line, `BENCH_RESULT {"figures": {...}, "targets": [{"label", "ok"}]}` for the
// summary table below.
import { spawn, spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const benchDir = join(root, 'bench');
const available = readdirSync(benchDir)
  .filter((file) => file.endsWith('.bench.mjs'))
  .map((file) => file.slice(0, -'.bench.mjs'.length))
  .sort();

// Names first, then options every benchmark is given (`npm run bench -- replay --events 100000`).
const firstOption = process.argv.slice(2).findIndex((arg) => arg.startsWith('-'));
const requested = firstOption < 0 ? process.argv.slice(2) : process.argv.slice(2, 2 + firstOption);
const benchOptions = firstOption < 0 ? [] : process.argv.slice(2 + firstOption);
const unknown = requested.filter((name) => !available.includes(name));
if (unknown.length > 0) {
  console.error(`Unknown benchmark(s): ${unknown.join(', ')}. Available: ${available.join(', ')}`);
  process.exit(1);
}
// The summary reads in this order (the issue's): store, bookings, projections, bundle, Lighthouse.
const ORDER = ['event-store', 'booking', 'slips', 'projection-lag', 'bundle', 'lighthouse'];
const rank = (name) => (ORDER.includes(name) ? ORDER.indexOf(name) : ORDER.length);
const selected = (requested.length > 0 ? requested : available).sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));

function build() {
  const bin = (name) => join(root, 'node_modules/.bin', name);
  console.log('Building the backend…');
  const tsc = spawnSync(bin('tsc'), ['-p', 'backend/tsconfig.app.json'], { cwd: root, stdio: 'inherit' });
  if (tsc.status !== 0) console.warn('tsc reported errors (see above); benchmarks run on what was emitted.');
  spawnSync(bin('tsc-alias'), ['-p', 'backend/tsconfig.app.json'], { cwd: root, stdio: 'inherit' });
}

function runBenchmark(name) {
  return new Promise((resolve) => {
    console.log(`\n=== ${name} ===`);
    const child = spawn(process.execPath, [join(benchDir, `${name}.bench.mjs`), ...benchOptions], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
    let result = null;
    let pending = '';
    child.stdout.on('data', (chunk) => {
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop();
      for (const line of lines) {
        if (line.startsWith('BENCH_RESULT ')) result = JSON.parse(line.slice('BENCH_RESULT '.length));
        else console.log(line);
      }
    });
    child.on('close', (code) => resolve({ name, code, result }));
  });
}

// Figures from a shared machine are only comparable at a similar load: the summary says what it was.
const loadAtStart = loadavg()[0];
build();
const outcomes = [];
for (const name of selected) outcomes.push(await runBenchmark(name));

// One table, one measure per row: every figure a benchmark reported, then its targets as PASS/MISS.
console.log('\n=== Summary ===');
console.log(`${cpus().length} cores; 1-minute load average ${loadAtStart.toFixed(1)} at the start, ${loadavg()[0].toFixed(1)} at the end`);
const rows = outcomes.flatMap(({ name, code, result }) => {
  if (!result) return [[name, 'run', `failed (exit ${code})`]];
  const figures = Object.entries(result.figures ?? {}).map(([label, value]) => [name, label, String(value)]);
  const targets = (result.targets ?? []).map((target) => [name, `target: ${target.label}`, target.ok ? 'PASS' : 'MISS']);
  return [...figures, ...targets];
});
const table = [['BENCHMARK', 'MEASURE', 'VALUE'], ...rows];
const widths = [0, 1].map((column) => Math.max(...table.map((row) => row[column].length)));
let previous = '';
for (const [name, measure, value] of table) {
  console.log(`${(name === previous ? '' : name).padEnd(widths[0])}  ${measure.padEnd(widths[1])}  ${value}`);
  previous = name;
}
process.exit(outcomes.every((outcome) => outcome.code === 0 && outcome.result) ? 0 : 1);
