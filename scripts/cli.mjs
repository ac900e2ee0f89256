#!/usr/bin/env node
// `npm run cli -- <command>`: the ops CLI (built with the backend).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const entry = join(root, 'dist/backend/backend/src/cli/main.js');
const build = spawnSync(join(root, 'node_modules/.bin/tsc'), ['-p', 'backend/tsconfig.app.json'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
spawnSync(join(root, 'node_modules/.bin/tsc-alias'), ['-p', 'backend/tsconfig.app.json'], { cwd: root, stdio: 'inherit' });
if (!existsSync(entry)) {
  console.error('The CLI entry point is missing: backend/src/cli/main.ts');
  process.exit(1);
}
const result = spawnSync(process.execPath, [entry, ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' });
process.exit(result.status ?? 1);
