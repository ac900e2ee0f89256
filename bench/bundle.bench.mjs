#!/usr/bin/env node
// `npm run bench -- bundle`: builds the SPA and prints the gzip size of the JavaScript a browser
// loads for `/` (entry chunk, the landing page chunk, and everything they import statically) and
// for `/admin` (entry, the admin app and its lazy screens). Fails when any admin module is in the
// `/` set. Target: `/` at most 250 KB gzip. `--no-build` measures the existing dist/frontend.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'dist/frontend');
const TARGET_KB = 250;
const LANDING_PAGE = 'src/app/pages/landing-page.tsx';
const ADMIN_APP = 'src/app/admin-entry.tsx';
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

const result = {
  figures: { 'home KB gzip': Number(homeKb.toFixed(1)), 'admin KB gzip': Number(adminKb.toFixed(1)) },
  targets: [
    { label: `/ <= ${TARGET_KB} KB gzip`, ok: homeKb <= TARGET_KB },
    { label: 'no admin code in /', ok: adminInHome.length === 0 },
  ],
};
console.log(`BENCH_RESULT ${JSON.stringify(result)}`);
if (adminInHome.length) process.exit(1);
