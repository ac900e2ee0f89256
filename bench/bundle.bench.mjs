#!/usr/bin/env node
// `npm run bench -- bundle`: builds the SPA and prints the gzip size of the JavaScript a browser
// loads for `/` before it is interactive (entry chunk, the landing page chunk, and everything they
// import statically) and for `/admin` (entry, the admin app and its lazy screens). Fails when any
// admin module is in the `/` set. Then starts the product and loads `/` in Chromium as a phone
// (375 px wide, 2x) to count the bytes on the wire, headers included, as the browser received them:
// a cold load (empty cache, everything the page fetches until the network is idle) and a warm
// reload. Targets (issue 18): JS before interactive <= 150 KB gzip, cold <= 350 KB, warm <= 20 KB.
// `--no-build` measures the existing dist/frontend.
import { chromium } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { startProduct } from '../frontend/e2e/support/product-server.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'dist/frontend');
const TARGET_KB = 150;
const COLD_TARGET_KB = 350;
const WARM_TARGET_KB = 20;
const LANDING_PAGE = 'src/app/pages/landing-page.tsx';
// The admin area's lazy chunk: its entry module (app/admin-entry.tsx) or, when the bundler names the
// chunk after the module it re-exports, the admin app itself.
const ADMIN_CHUNKS = ['src/app/admin-entry.tsx', 'src/features/admin/admin-app.tsx'];
const ADMIN_SOURCE = 'frontend/src/features/admin/';

if (!process.argv.includes('--no-build')) {
  const vite = spawnSync(join(root, 'node_modules/.bin/vite'), ['build', '--config', 'frontend/vite.config.mts', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (vite.status !== 0) process.exit(vite.status ?? 1);
}

const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const chunkModules = JSON.parse(readFileSync(join(dist, '.vite/chunk-modules.json'), 'utf8'));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const ADMIN_APP = ADMIN_CHUNKS.find((key) => manifest[key]) ?? ADMIN_CHUNKS[0];

/** Manifest keys of a chunk and of every chunk it imports statically. */
function staticClosure(keys, into = new Set()) {
  for (const key of keys) {
    if (into.has(key) || !manifest[key]) continue;
    into.add(key);
    staticClosure(manifest[key].imports ?? [], into);
  }
  return into;
}

/** Like staticClosure, also following dynamic imports (the admin's lazy screens). */
function fullClosure(keys, into = new Set()) {
  for (const key of keys) {
    if (into.has(key) || !manifest[key]) continue;
    into.add(key);
    fullClosure([...(manifest[key].imports ?? []), ...(manifest[key].dynamicImports ?? [])], into);
  }
  return into;
}

const gzipKb = (keys) =>
  [...keys].reduce((sum, key) => sum + gzipSync(readFileSync(join(dist, manifest[key].file)), { level: 9 }).length, 0) / 1024;
const rawKb = (keys) => [...keys].reduce((sum, key) => sum + readFileSync(join(dist, manifest[key].file)).length, 0) / 1024;

if (!manifest[LANDING_PAGE] || !manifest[ADMIN_APP]) {
  console.error(`manifest lacks ${!manifest[LANDING_PAGE] ? LANDING_PAGE : ADMIN_APP}`);
  process.exit(1);
}
const home = staticClosure([entryKey, LANDING_PAGE]);
const admin = new Set([...staticClosure([entryKey]), ...fullClosure([ADMIN_APP])]);

const adminInHome = [...home].flatMap((key) => (chunkModules[manifest[key].file] ?? []).filter((id) => id.startsWith(ADMIN_SOURCE)));
const homeKb = gzipKb(home);
const adminKb = gzipKb(admin);

console.log(`/       ${home.size} chunks, ${rawKb(home).toFixed(1)} KB raw, ${homeKb.toFixed(1)} KB gzip`);
for (const key of home) console.log(`          ${manifest[key].file}`);
console.log(`/admin  ${admin.size} chunks, ${rawKb(admin).toFixed(1)} KB raw, ${adminKb.toFixed(1)} KB gzip (all admin screens)`);
console.log(adminInHome.length ? `admin modules in /: ${adminInHome.join(', ')}` : 'admin modules in /: none');

/**
 * Bytes Chromium received for `/` (CDP loadingFinished: headers and body as sent), on a cold load
 * in a fresh profile and on a reload right after it (the warm visit), each until the network is idle.
 */
async function wireBytes(baseUrl) {
  const chromiumConfig = JSON.parse(readFileSync(join(root, 'frontend/e2e/support/chromium.json'), 'utf8'));
  const browser = await chromium.launch(chromiumConfig);
  try {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale: 'th-TH' });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const urls = new Map();
    let received = [];
    cdp.on('Network.requestWillBeSent', ({ requestId, request }) => urls.set(requestId, request.url));
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => received.push([urls.get(requestId), encodedDataLength]));
    const visit = async (load) => {
      received = [];
      await load();
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(500);
      const total = received.reduce((sum, [, bytes]) => sum + bytes, 0) / 1024;
      return { kb: total, requests: received.slice() };
    };
    const cold = await visit(() => page.goto(`${baseUrl}/`));
    const warm = await visit(() => page.reload());
    return { cold, warm };
  } finally {
    await browser.close();
  }
}

const outDir = join(root, 'test-output/bench');
mkdirSync(outDir, { recursive: true });
const product = await startProduct({ root, label: 'bundle', logFile: join(outDir, 'bundle-server.log') });
let wire;
try {
  wire = await wireBytes(product.baseUrl);
} finally {
  await product.stop();
}
const show = (label, { kb, requests }) => {
  console.log(`${label}: ${kb.toFixed(1)} KB on the wire in ${requests.length} responses`);
  for (const [url, bytes] of requests.sort((a, b) => b[1] - a[1])) console.log(`  ${(bytes / 1024).toFixed(1).padStart(7)} KB  ${String(url).replace(product.baseUrl, '')}`);
};
show('cold load of / (375 px, 2x)', wire.cold);
show('warm reload of /', wire.warm);

const result = {
  figures: {
    'home JS KB gzip': Number(homeKb.toFixed(1)),
    'admin KB gzip': Number(adminKb.toFixed(1)),
    'cold / KB on the wire': Number(wire.cold.kb.toFixed(1)),
    'warm / KB on the wire': Number(wire.warm.kb.toFixed(1)),
  },
  targets: [
    { label: `/ JS before interactive <= ${TARGET_KB} KB gzip`, ok: homeKb <= TARGET_KB },
    { label: `cold / <= ${COLD_TARGET_KB} KB on the wire (hero at 375 px included)`, ok: wire.cold.kb <= COLD_TARGET_KB },
    { label: `warm / <= ${WARM_TARGET_KB} KB on the wire`, ok: wire.warm.kb <= WARM_TARGET_KB },
    { label: 'no admin code in /', ok: adminInHome.length === 0 },
  ],
};
console.log(`BENCH_RESULT ${JSON.stringify(result)}`);
if (adminInHome.length) process.exit(1);
