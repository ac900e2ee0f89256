#!/usr/bin/env node
// `npm run e2e`: starts the real product (npm start's script) on a fresh database and random port,
// runs the Playwright specs in Debian's Chromium against it, then stops it and drops the database.
// Extra arguments go to `playwright test` (e.g. `npm run e2e -- guest-booking`).
// E2E_REUSE_URL=http://… runs against a product already running; E2E_UPDATE_DOCS=1 copies the README screenshots (test-output/e2e/docs) to docs/screenshots.
import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startProduct } from './support/product-server.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const outputDir = join(root, 'test-output/e2e');

const chromium = JSON.parse(readFileSync(join(root, 'frontend/e2e/support/chromium.json'), 'utf8'));
if (!existsSync(chromium.executablePath)) {
  console.error(`Debian Chromium is missing at ${chromium.executablePath}: apt-get install chromium fonts-thai-tlwg`);
  process.exit(1);
}

// Every booking's payment window is this short, so the expiry scenario sees one run out while the
// other scenarios still have ample time to upload their slips.
const paymentWindowSeconds = process.env.E2E_PAYMENT_WINDOW_SECONDS ?? '60';

const started = Date.now();
rmSync(outputDir, { recursive: true, force: true });
// E2E_REUSE_URL points the specs at a product that is already running (while writing specs).
const reuse = process.env.E2E_REUSE_URL;
console.log(reuse ? `e2e: using ${reuse}` : 'e2e: starting the product (builds it first when needed)…');
const product = reuse
  ? { baseUrl: reuse, databaseUrl: '', outboxDir: '', stop: () => Promise.resolve() }
  : await startProduct({
      root,
      logFile: join(outputDir, 'server.log'),
      // 14-calendar-sync imports a calendar from a server the spec starts on 127.0.0.1, as the backend's
      // import tests do (outside tests private and loopback addresses are refused).
      env: { PAYMENT_WINDOW_SECONDS: paymentWindowSeconds, PAYMENT_RECONCILE_SECONDS: '10', ICAL_ALLOW_PRIVATE: 'true' },
    });
console.log(`e2e: product healthy at ${product.baseUrl} after ${((Date.now() - started) / 1000).toFixed(0)}s`);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await product.stop();
};
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => stop().then(() => process.exit(130)));
}

const code = await new Promise((resolve) => {
  const child = spawn(
    process.execPath,
    [join(root, 'node_modules/@playwright/test/cli.js'), 'test', '-c', join(root, 'frontend/e2e/playwright.config.ts'), ...process.argv.slice(2)],
    {
      cwd: root,
      stdio: 'inherit',
      env: {
        ...process.env,
        E2E_BASE_URL: product.baseUrl,
        E2E_DATABASE_URL: product.databaseUrl,
        E2E_OUTBOX_DIR: product.outboxDir,
        E2E_PAYMENT_WINDOW_SECONDS: paymentWindowSeconds,
      },
    },
  );
  child.on('exit', (status) => resolve(status ?? 1));
});

await stop();
const docsShots = join(outputDir, 'docs');
if (process.env.E2E_UPDATE_DOCS === '1' && existsSync(docsShots)) {
  mkdirSync(join(root, 'docs/screenshots'), { recursive: true });
  for (const file of readdirSync(docsShots)) copyFileSync(join(docsShots, file), join(root, 'docs/screenshots', file));
  console.log('e2e: copied the README screenshots to docs/screenshots');
}
console.log(`e2e: done in ${((Date.now() - started) / 1000).toFixed(0)}s (server log: test-output/e2e/server.log)`);
process.exit(code);
