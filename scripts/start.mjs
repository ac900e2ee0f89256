#!/usr/bin/env node
// `npm start`: builds what is missing or out of date, then runs the server (which creates and
// migrates the database and seeds the villa) serving API and SPA in one Node process.
// SIGTERM / SIGINT / SIGHUP to this wrapper go on to the server, which stops cleanly within
// STOP_TIMEOUT_SECONDS (10); the wrapper exits with the server's code. The server watches the
// wrapper over IPC and stops when it is gone (even killed with SIGKILL); the wrapper, when npm
// started it, stops when npm is gone: npm ends at once on SIGTERM and leaves its script running.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const backendEntry = join(root, 'dist/backend/backend/src/main.js');
const spaIndex = join(root, 'dist/frontend/index.html');

function newest(paths) {
  let latest = 0;
  const walk = (path) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path)) if (entry !== 'node_modules') walk(join(path, entry));
    } else if (stat.mtimeMs > latest) latest = stat.mtimeMs;
  };
  paths.forEach((path) => walk(join(root, path)));
  return latest;
}

function outdated(output, sources) {
  return !existsSync(output) || statSync(output).mtimeMs < newest(sources);
}

// Builds are production builds whatever NODE_ENV the server runs with (the browser tests start it
// with NODE_ENV=test): under `test`, React's JSX dev runtime would end up in the server renderer.
function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const tsc = join(root, 'node_modules/.bin/tsc');
if (outdated(backendEntry, ['backend/src', 'libs', 'tsconfig.base.json'])) {
  console.log('Building the backend…');
  run(tsc, ['-p', 'backend/tsconfig.app.json']);
  run(join(root, 'node_modules/.bin/tsc-alias'), ['-p', 'backend/tsconfig.app.json']);
}
if (outdated(spaIndex, ['frontend/src', 'frontend/public', 'frontend/index.html', 'libs'])) {
  console.log('Building the frontend…');
  run(join(root, 'node_modules/.bin/vite'), ['build', '--config', 'frontend/vite.config.mts', '--logLevel', 'warn']);
}

const server = spawn(process.execPath, ['--enable-source-maps', backendEntry, ...process.argv.slice(2)], {
  cwd: root,
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
});
const forward = (signal) => {
  if (server.exitCode === null && !server.signalCode) server.kill(signal);
};
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) process.on(signal, () => forward(signal));
if (process.env.npm_lifecycle_event) {
  // npm runs us under `sh -c`; its end (npm's, or the shell's) makes us a child of init.
  const parent = process.ppid;
  const watch = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(watch);
    forward('SIGTERM');
  }, 200);
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
