#!/usr/bin/env node
// `npm run bench -- [name...]`: builds the backend, then runs each benchmark `bench/<name>.bench.mjs`
// (all of them without arguments). Adding a benchmark = adding one such file; it prints its figures
// and, as its last line, `BENCH_RESULT {"figures": {...}, "targets": [{"label", "ok"}]}` for the
// summary table below.
import { spawn, spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const benchDir = join(root, 'bench');
const available = readdirSync(benchDir)
  .filter((file) => file.endsWith('.bench.mjs'))
  .map((file) => file.slice(0, -'.bench.mjs'.length))
  .sort();

const requested = process.argv.slice(2);
const unknown = requested.filter((name) => !available.includes(name));
if (unknown.length > 0) {
  console.error(`Unknown benchmark(s): ${unknown.join(', ')}. Available: ${available.join(', ')}`);
  process.exit(1);
}
const selected = requested.length > 0 ? requested : available;

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
    const child = spawn(process.execPath, [join(benchDir, `${name}.bench.mjs`)], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
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

build();
const outcomes = [];
for (const name of selected) outcomes.push(await runBenchmark(name));

console.log('\n=== Summary ===');
const rows = outcomes.map(({ name, code, result }) => {
  if (!result) return [name, `failed (exit ${code})`, '-'];
  const figures = Object.entries(result.figures ?? {}).map(([label, value]) => `${label}: ${value}`).join('; ');
  const targets = (result.targets ?? []).map((target) => `${target.ok ? 'PASS' : 'MISS'} ${target.label}`).join('; ');
  return [name, figures, targets || '-'];
});
const widths = [0, 1].map((column) => Math.max(...rows.map((row) => row[column].length), 9));
for (const [name, figures, targets] of [['BENCHMARK', 'FIGURES', 'TARGETS'], ...rows]) {
  console.log(`${name.padEnd(widths[0])}  ${figures.padEnd(widths[1])}  ${targets}`);
}
process.exit(outcomes.every((outcome) => outcome.code === 0 && outcome.result) ? 0 : 1);
