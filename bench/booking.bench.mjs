#!/usr/bin/env node
// Booking creation under load: the built server (dist/backend, `npm run build`) on a fresh database,
// autocannon at 32 connections: GET /api/health (the floor) and POST /api/booking creating 1-night
// stays, each on its own night, in alternating rounds on the same server in the same run. Every
// create goes through the whole path: validation and pricing, the decider, the append with the stay
// guard in one transaction; it answers once the events are stored, and the projections (booking_view,
// audit log, payment-window jobs) run on the same server meanwhile. The end checks that every
// created booking reached booking_view. A third series books with personal data (special
// requests): each such create makes the booking's data key, wraps it and stores it in the append's
// transaction, and seals the field (AES-256-GCM), so the cost of encryption shows in the same run.
// BENCH_BLOCKS=50 BENCH_CALENDARS=4 first adds that many owner blocks and external iCal calendars
// (25 stays each, served by this script, synced once) on nights before the creates' (issue 16:
// the guard then holds blocks and imported stays beside the bookings).
// Prints req/s and p99 of both, the ratio, and `BENCH_RESULT {figures, targets}` last.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { benchServerEnv } from './support/server-env.mjs';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { busyCpuMs } from './support/cpu-meter.mjs';
import { openVillaForBookings } from './support/owner-setup.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const entry = join(root, 'dist/backend/backend/src/main.js');
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const BLOCKS = Number(process.env.BENCH_BLOCKS ?? 0);
const CALENDARS = Number(process.env.BENCH_CALENDARS ?? 0);
const STAYS_PER_CALENDAR = 25;
// After a metered create run: long enough for the background work it caused to finish.
const SETTLE_MS = 1500;
// Creates book from this many days ahead; blocks and imported stays take nights before it.
const CREATE_OFFSET = 1000;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

if (!existsSync(entry)) throw new Error(`${entry} is missing: run npm run build (npm run bench builds it)`);
const { addDays, todayInBangkok } = createRequire(import.meta.url)(join(root, 'dist/backend/libs/pricing/src/index.js'));

const id = `${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
const port = 3200 + Math.floor(Math.random() * 800);
const baseUrl = `http://127.0.0.1:${port}`;
const databaseUrl = `postgres://postgres@127.0.0.1:5432/baantalay_bench_${id}`;
const dir = mkdtempSync(join(tmpdir(), 'baantalay-bench-'));
mkdirSync(join(root, 'test-output/bench'), { recursive: true });
const log = createWriteStream(join(root, 'test-output/bench/booking-server.log'));
// BENCH_NODE_ARGS passes flags to the server's node (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`, which
// node refuses in NODE_OPTIONS): the profile is written when the server stops at the end.
const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
const server = spawn(process.execPath, [...nodeArgs, entry], {
  cwd: root,
  stdio: ['ignore', 'pipe', 'pipe'],
  env: benchServerEnv(
    { id, port, databaseUrl, queuePrefix: `bench-${id}`, dir, spaDir: join(dir, 'no-spa') },
    {
      // 32 clients at once, plus the subscription workers: more connections than the default 20.
      DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE ?? '40',
      // The bench serves the external calendars itself, on 127.0.0.1.
      ICAL_ALLOW_PRIVATE: 'true',
    },
  ),
});
server.stdout.pipe(log);
server.stderr.pipe(log);

async function stop() {
  if (server.exitCode === null) {
    server.kill('SIGTERM');
    for (let i = 0; i < 40 && server.exitCode === null; i++) await sleep(250);
    if (server.exitCode === null) server.kill('SIGKILL');
  }
  const admin = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "baantalay_bench_${id}" WITH (FORCE)`);
  await admin.end();
  rmSync(dir, { recursive: true, force: true });
}

async function healthy() {
  for (let i = 0; i < 120; i++) {
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode}); see test-output/bench/booking-server.log`);
    const ok = await fetch(`${baseUrl}/api/health`).then((r) => r.status === 200, () => false);
    if (ok) return;
    await sleep(500);
  }
  throw new Error('the server did not become healthy');
}

const run = (path, options = {}) => autocannon({ url: `${baseUrl}${path}`, connections: CONNECTIONS, duration: SECONDS, ...options });

// One counter for both series: every create books a night of its own.
let night = CREATE_OFFSET;
function createRequests(specialRequests = '') {
  const today = todayInBangkok(new Date());
  return [
    {
      method: 'POST',
      path: '/api/booking',
      headers: { 'content-type': 'application/json' },
      setupRequest: (request) => {
        const n = night++;
        const checkIn = addDays(today, n);
        const body = { bookingDetails: { checkIn, checkOut: addDays(checkIn, 1), rooms: 3, totalPrice: 0 }, paymentMethod: 'bank_transfer', specialRequests };
        // Guests book from addresses of their own (loopback is a trusted proxy): the per-IP create
        // limit and live-hold limit stay as in production and are counted for every create.
        const ip = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
        return { ...request, headers: { ...request.headers, 'x-forwarded-for': ip }, body: JSON.stringify(body) };
      },
    },
  ];
}

/** iCal feeds of 25 three-night stays each, on nights of their own before CREATE_OFFSET. */
const feeds = Array.from({ length: CALENDARS }, (_, c) => {
  const today = todayInBangkok(new Date());
  const day = (n) => addDays(today, n).replace(/-/g, '');
  const events = Array.from({ length: STAYS_PER_CALENDAR }, (_, i) => {
    const start = 400 + (c * STAYS_PER_CALENDAR + i) * 5;
    return `BEGIN:VEVENT\r\nUID:bench-${c}-${i}@example.com\r\nDTSTART;VALUE=DATE:${day(start)}\r\nDTEND;VALUE=DATE:${day(start + 3)}\r\nSUMMARY:Reserved\r\nEND:VEVENT\r\n`;
  });
  return `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//bench//EN\r\n${events.join('')}END:VCALENDAR\r\n`;
});
const feedServer = createServer((req, res) => res.writeHead(200, { 'content-type': 'text/calendar' }).end(feeds[Number(req.url.slice(1))] ?? ''));

/** The owner opens the villa for bookings, then its blocks and external calendars, before any create is timed. */
async function addAvailability() {
  const call = async (method, path, body, token) => {
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
      body: body && JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  const { token } = await call('POST', '/api/admin/auth/register', { name: 'Bench', email: `bench-${id}@example.com`, password: `bench-pass-${id}` });
  // A fresh villa takes no booking until the owner enters a way to pay (issue 33): every run opens it.
  await openVillaForBookings(baseUrl, token);
  if (BLOCKS === 0 && CALENDARS === 0) return;
  const today = todayInBangkok(new Date());
  for (let i = 0; i < BLOCKS; i++) {
    await call('POST', '/api/admin/blocks', { from: addDays(today, 10 + i * 5), to: addDays(today, 13 + i * 5), reason: 'maintenance' }, token);
  }
  await new Promise((resolve) => feedServer.listen(0, '127.0.0.1', resolve));
  for (let c = 0; c < CALENDARS; c++) {
    const calendar = await call('POST', '/api/admin/calendars', { name: `Channel ${c + 1}`, url: `http://127.0.0.1:${feedServer.address().port}/${c}` }, token);
    const result = await call('POST', `/api/admin/calendars/${calendar.id}/sync`, undefined, token);
    if (result.imported !== STAYS_PER_CALENDAR) throw new Error(`calendar ${c + 1} imported ${result.imported} stays`);
  }
  console.log(`${BLOCKS} blocks and ${CALENDARS} calendars (${CALENDARS * STAYS_PER_CALENDAR} imported stays) held before the creates`);
}

const summary = (label, result) => {
  const rps = Math.round(result.requests.average);
  const codes = Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => `${count}×${code}`).join(', ');
  console.log(`  ${label}: ${rps} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms (${codes || 'no answers'}, ${result.errors} errors)`);
  return { rps, requests: result.requests.total, p99: result.latency.p99, failed: result.non2xx + result.errors };
};
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

try {
  await healthy();
  await addAvailability();
  // Warm-up of both routes (JIT, connections, prepared statements), not counted.
  const requests = createRequests();
  const personal = createRequests('Late arrival around 23:00, please leave the key with security. Khun Somchai, 081 234 5678');
  await run('/api/health', { duration: 2 });
  await run('/api/booking', { duration: 2, requests });
  await run('/api/booking', { duration: 2, requests: personal });
  // The machine is shared: health and creates take turns in rounds, so both see the same
  // background load. Rates are over all rounds (total answers / total time), p99 the rounds' median.
  const health = [];
  const creates = [];
  const sealed = [];
  // CPU per create: the whole machine's busy time from the start of a create run until its
  // projections, reactors and jobs have settled, over the creates answered.
  const cpu = { ms: 0, creates: 0 };
  const sealedCpu = { ms: 0, creates: 0 };
  const metered = async (meter, options) => {
    const before = busyCpuMs();
    const result = await run('/api/booking', options);
    await sleep(SETTLE_MS);
    meter.ms += busyCpuMs() - before;
    meter.creates += result.requests.total;
    return result;
  };
  for (let round = 1; round <= ROUNDS; round++) {
    console.log(`round ${round}/${ROUNDS}, ${CONNECTIONS} connections, ${SECONDS} s each`);
    health.push(summary('GET /api/health  ', await run('/api/health')));
    creates.push(summary('POST /api/booking', await metered(cpu, { requests })));
    sealed.push(summary('  … with personal data', await metered(sealedCpu, { requests: personal })));
  }

  // Requests still in flight when a run stopped complete on the server: let them land.
  await sleep(2000);
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const { rows } = await db.query(`SELECT (SELECT count(*) FROM stay_guard WHERE holder_kind = 'booking')::int AS guarded, (SELECT count(*) FROM booking_view)::int AS viewed`);
  await db.end();
  const rate = (runs) => Math.round(runs.reduce((sum, r) => sum + r.requests, 0) / (ROUNDS * SECONDS));
  const [healthRps, createRps] = [rate(health), rate(creates)];
  const [healthP99, createP99] = [median(health.map((r) => r.p99)), median(creates.map((r) => r.p99))];
  const ratio = createRps / healthRps;
  const failed = [...creates, ...sealed].reduce((sum, r) => sum + r.failed, 0);
  const [sealedRps, sealedP99] = [rate(sealed), median(sealed.map((r) => r.p99))];
  const sealedRatio = sealedRps / createRps;
  console.log(`all rounds: health ${healthRps} req/s (median p99 ${healthP99} ms), creates ${createRps} req/s (median p99 ${createP99} ms)`);
  console.log(`creates with personal data ${sealedRps} req/s (median p99 ${sealedP99} ms): ${(sealedRatio * 100).toFixed(1)}% of plain creates`);
  const cpuPerCreate = cpu.ms / cpu.creates;
  const cpuPerSealed = sealedCpu.ms / sealedCpu.creates;
  console.log(`CPU per create: ${cpuPerCreate.toFixed(2)} ms of machine CPU (server, Postgres, Redis and load generator, until settled; a figure load elsewhere inflates)`);
  console.log(`CPU per create with personal data: ${cpuPerSealed.toFixed(2)} ms`);
  console.log(`creates / health = ${(ratio * 100).toFixed(1)}%; bookings in stay_guard ${rows[0].guarded}, in booking_view ${rows[0].viewed}, failed creates ${failed}`);
  const result = {
    figures: {
      'health req/s': healthRps,
      'health p99 ms': healthP99,
      'create req/s': createRps,
      'create p99 ms': createP99,
      'CPU ms per create': Number(cpuPerCreate.toFixed(2)),
      'create/health': `${(ratio * 100).toFixed(1)}%`,
      'create+pii req/s': sealedRps,
      'create+pii p99 ms': sealedP99,
      'CPU ms per create+pii': Number(cpuPerSealed.toFixed(2)),
      'create+pii/create': `${(sealedRatio * 100).toFixed(1)}%`,
    },
    targets: [
      { label: 'creates >= 25% of health req/s', ok: ratio >= 0.25 },
      { label: 'create p99 <= 50 ms', ok: createP99 <= 50 },
      { label: 'creates with personal data >= 90% of plain creates', ok: sealedRatio >= 0.9 },
      { label: 'every create succeeded and shows', ok: failed === 0 && rows[0].viewed === rows[0].guarded },
    ],
  };
  console.log(`BENCH_RESULT ${JSON.stringify(result)}`);
} finally {
  feedServer.close();
  await stop();
}
