#!/usr/bin/env node
// Lighthouse performance score of the built landing page, measured in Debian's Chromium fully
// offline (the product on loopback, Chromium's background networking off). Lighthouse 12.8 is the
// last line that runs on Node 20. Each preset runs 3 times; the figures are the run with the median
// score (Lighthouse's own advice for variance). Targets (issue 18): mobile performance >= 95,
// LCP <= 2.0 s, TBT <= 150 ms, CLS <= 0.05; desktop >= 99. Prints `BENCH_RESULT {figures, targets}` last.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startProduct } from '../frontend/e2e/support/product-server.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = join(root, 'test-output/bench');
// The same Chromium and flags as the browser tests.
const chromium = JSON.parse(readFileSync(join(root, 'frontend/e2e/support/chromium.json'), 'utf8'));
const chromeFlags = chromium.args.join(' ');

// When Lighthouse cannot run here the summary says why instead of showing a score.
function unavailable(reason) {
  console.log(`lighthouse: not measured: ${reason}`);
  console.log(`BENCH_RESULT ${JSON.stringify({ figures: { 'not measured': reason }, targets: [] })}`);
  process.exit(0);
}

const cli = join(root, 'node_modules/lighthouse/cli/index.js');
if (!existsSync(cli)) unavailable('the lighthouse package is not installed (npm ci)');
if (!existsSync(chromium.executablePath)) unavailable(`Debian Chromium (${chromium.executablePath}) is not installed`);

mkdirSync(outDir, { recursive: true });
const product = await startProduct({ root, label: 'bench', logFile: join(outDir, 'lighthouse-server.log') });
const RUNS = 3;
const results = {};

/** The run whose score is the median (so its metrics belong together). */
function medianRun(runs) {
  return [...runs].sort((a, b) => a.score - b.score)[Math.floor(runs.length / 2)];
}

/** One Lighthouse run of `preset`, its report kept as lighthouse-<preset>-<n>.json. */
function measure(preset, n) {
  const report = join(outDir, `lighthouse-${preset}-${n}.json`);
  const args = [cli, `${product.baseUrl}/`, `--chrome-path=${chromium.executablePath}`, `--chrome-flags=${chromeFlags}`,
    '--only-categories=performance', '--output=json', `--output-path=${report}`, '--quiet'];
  if (preset === 'desktop') args.push('--preset=desktop');
  const child = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit', timeout: 180_000 });
  if (child.status !== 0 || !existsSync(report)) throw new Error(`lighthouse (${preset}) exited with ${child.status ?? child.signal}`);
  const lhr = JSON.parse(readFileSync(report, 'utf8'));
  if (lhr.runtimeError) throw new Error(`lighthouse (${preset}): ${lhr.runtimeError.message}`);
  const metric = (id) => Math.round(lhr.audits[id]?.numericValue ?? NaN);
  return {
    score: Math.round(lhr.categories.performance.score * 100),
    fcpMs: metric('first-contentful-paint'),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3)),
  };
}

/**
 * A run Lighthouse itself reports as broken ("Something went wrong with recording the trace",
 * NO_NAVSTART, seen now and then here) is taken again, twice at most; a page that fails stays failed.
 */
function measureWithRetry(preset, n) {
  for (let attempt = 1; ; attempt++) {
    try {
      return measure(preset, n);
    } catch (error) {
      if (attempt >= 3 || !/NO_NAVSTART|recording the trace|exited with 1/.test(error.message)) throw error;
      console.log(`lighthouse ${preset} run ${n}: ${error.message}; again`);
    }
  }
}

try {
  // Mobile is Lighthouse's default (simulated slow 4G and a 4x slower CPU); desktop for comparison.
  for (const preset of ['mobile', 'desktop']) {
    const runs = [];
    for (let n = 1; n <= RUNS; n++) {
      runs.push(measureWithRetry(preset, n));
      console.log(`lighthouse ${preset} run ${n}/${RUNS}: ${JSON.stringify(runs[runs.length - 1])}`);
    }
    results[preset] = medianRun(runs);
    console.log(`lighthouse ${preset} median: ${JSON.stringify(results[preset])}`);
  }
} catch (error) {
  await product.stop();
  unavailable(error.message);
}
await product.stop();
const { mobile, desktop } = results;
const figures = {
  'performance mobile (median of 3)': mobile.score,
  'performance desktop (median of 3)': desktop.score,
  'FCP mobile ms': mobile.fcpMs,
  'LCP mobile ms': mobile.lcpMs,
  'TBT mobile ms': mobile.tbtMs,
  'CLS mobile': mobile.cls,
};
const targets = [
  { label: 'mobile performance >= 95', ok: mobile.score >= 95 },
  { label: 'mobile LCP <= 2.0 s', ok: mobile.lcpMs <= 2000 },
  { label: 'mobile TBT <= 150 ms', ok: mobile.tbtMs <= 150 },
  { label: 'mobile CLS <= 0.05', ok: mobile.cls <= 0.05 },
  { label: 'desktop performance >= 99', ok: desktop.score >= 99 },
];
console.log(`BENCH_RESULT ${JSON.stringify({ figures, targets })}`);
