#!/usr/bin/env node
// Fresh-machine check (run by .ci/run after the build): the built server started with no
// DATABASE_URL / REDIS_URL, and nothing answering where it looks for them (PGPORT / REDIS_PORT point
// at free ports, so the machine's own Postgres and Redis stay untouched), comes up on an embedded
// PostgreSQL and a redis-server child, takes a booking, stops on SIGTERM within 10 s (children
// included), and starts again on the same data with the booking still there.
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openVillaForBookings } from '../bench/support/owner-setup.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const require = createRequire(import.meta.url);
const { quoteStay, addDays, todayInBangkok } = require(join(root, 'dist/backend/libs/pricing/src/index.js'));
const entry = join(root, 'dist/backend/backend/src/main.js');

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const fail = (message) => {
  console.error(`fresh-machine: FAILED: ${message}`);
  process.exitCode = 1;
  throw new Error(message);
};

const dataDir = mkdtempSync(join(tmpdir(), 'baantalay-fresh-'));
// As root, the embedded cluster runs as the postgres user, which must be able to enter the folder.
chmodSync(dataDir, 0o755);
const [port, pgPort, redisPort] = [await freePort(), await freePort(), await freePort()];
const base = `http://127.0.0.1:${port}`;
const env = { ...process.env, NODE_ENV: 'production', JWT_SECRET: 'fresh-machine-check', PORT: String(port), PUBLIC_URL: base };
delete env.DATABASE_URL;
delete env.REDIS_URL;
Object.assign(env, { PGPORT: String(pgPort), REDIS_PORT: String(redisPort), DATA_DIR: dataDir, UPLOAD_DIR: join(dataDir, 'uploads'), OUTBOX_DIR: join(dataDir, 'outbox') });

let output = '';
function start() {
  const child = spawn(process.execPath, [entry], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return child;
}

async function healthy(child) {
  for (let i = 0; i < 480; i++) {
    if (child.exitCode !== null) fail(`the server exited (${child.exitCode}):\n${output}`);
    const ok = await fetch(`${base}/api/health`).then((r) => r.status === 200, () => false);
    if (ok) return;
    await sleep(250);
  }
  fail(`no healthy answer within 2 minutes:\n${output}`);
}

async function stop(child) {
  const began = Date.now();
  const exited = new Promise((r) => child.once('exit', (code) => r(code)));
  child.kill('SIGTERM');
  const code = await Promise.race([exited, sleep(10_000).then(() => 'timeout')]);
  if (code === 'timeout') {
    child.kill('SIGKILL');
    fail('still running 10 s after SIGTERM');
  }
  if (code !== 0) fail(`exit code ${code} after SIGTERM`);
  console.log(`fresh-machine: stopped ${((Date.now() - began) / 1000).toFixed(1)} s after SIGTERM`);
}

async function portAnswers(p) {
  const { createConnection } = await import('node:net');
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port: p });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

let server = start();
try {
  await healthy(server);
  if (!output.includes('starting an embedded PostgreSQL')) fail('the log does not say it started an embedded PostgreSQL');
  const villa = await (await fetch(`${base}/api/villa`)).json();
  const checkIn = addDays(todayInBangkok(new Date()), 30);
  const stay = { checkIn, checkOut: addDays(checkIn, 2), rooms: villa.bedrooms };
  const book = () =>
    fetch(`${base}/api/booking`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ bookingDetails: { ...stay, totalPrice: quoteStay(stay, villa).total }, paymentMethod: 'bank_transfer', specialRequests: '' }),
    });
  const refused = await book();
  if (refused.status !== 409) fail(`a fresh install answered POST /api/booking with ${refused.status}, not 409 booking.notOpen`);
  await openVillaForBookings(base);
  const created = await book();
  if (created.status !== 201) fail(`POST /api/booking answered ${created.status}: ${await created.text()}`);
  const { data } = await created.json();
  console.log(`fresh-machine: booking ${data.booking._id} taken on the embedded PostgreSQL`);
  await stop(server);
  await sleep(500);
  if (await portAnswers(pgPort)) fail('the embedded PostgreSQL still answers after the server stopped');
  if (await portAnswers(redisPort)) fail('the redis-server child still answers after the server stopped');

  output = '';
  server = start();
  await healthy(server);
  const again = await fetch(`${base}/api/booking/${data.booking._id}`, { headers: { 'x-booking-token': data.accessToken } });
  if (again.status !== 200) fail(`after the restart GET /api/booking/${data.booking._id} answered ${again.status}`);
  console.log('fresh-machine: the booking is still there after the restart');
  await stop(server);
  console.log('fresh-machine: OK');
} finally {
  if (server.exitCode === null) server.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
}
