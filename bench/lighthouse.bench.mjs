#!/usr/bin/env node
// Lighthouse performance score of the built landing page, measured in Debian's Chromium fully
// offline (the product on loopback, Chromium's background networking off). Lighthouse 12.8 is the
// last line that runs on Node 20. Prints `BENCH_RESULT {figures, targets}` as its last line.
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
const results = {};
try {
  // Mobile is Lighthouse's default (simulated slow 4G and a 4x slower CPU); desktop for comparison.
  for (const preset of ['mobile', 'desktop']) {
    const report = join(outDir, `lighthouse-${preset}.json`);
    const args = [cli, `${product.baseUrl}/`, `--chrome-path=${chromium.executablePath}`, `--chrome-flags=${chromeFlags}`,
      '--only-categories=performance', '--output=json', `--output-path=${report}`, '--quiet'];
    if (preset === 'desktop') args.push('--preset=desktop');
    const run = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit', timeout: 180_000 });
    if (run.status !== 0 || !existsSync(report)) throw new Error(`lighthouse (${preset}) exited with ${run.status ?? run.signal}`);
    const lhr = JSON.parse(readFileSync(report, 'utf8'));
    if (lhr.runtimeError) throw new Error(`lighthouse (${preset}): ${lhr.runtimeError.message}`);
    const metric = (id) => Math.round(lhr.audits[id]?.numericValue ?? NaN);
    results[preset] = {
      score: Math.round(lhr.categories.performance.score * 100),
      fcpMs: metric('first-contentful-paint'),
      lcpMs: metric('largest-contentful-paint'),
      tbtMs: metric('total-blocking-time'),
      cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3)),
    };
    console.log(`lighthouse ${preset}: ${JSON.stringify(results[preset])}`);
  }
} catch (error) {
  await product.stop();
  unavailable(error.message);
}
await product.stop();
const figures = {
  'performance mobile': results.mobile.score,
  'performance desktop': results.desktop.score,
  'LCP mobile ms': results.mobile.lcpMs,
  'TBT mobile ms': results.mobile.tbtMs,
  CLS: results.mobile.cls,
};
console.log(`BENCH_RESULT ${JSON.stringify({ figures, targets: [{ label: 'mobile performance >= 90', ok: results.mobile.score >= 90 }] })}`);
