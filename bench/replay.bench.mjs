#!/usr/bin/env node
// `npm run bench -- replay [--events 100000[,1000000]] [--batch-size 5000]`: how fast
// projections:rebuild replays the log (issue 36). The built server runs on a fresh database; a seed
// of guest and owner work goes through its HTTP API (bookings with contact details, slips,
// confirmations and their e-mails, an admin edit, a cancellation, a deletion, an admin booking, villa
// changes, owner blocks made and removed). With the server stopped, the log is grown to each size by
// cloning that seed through the application's own event store (personal data sealed under a new key
// per booking, as a create does): every booking stream is appended again under a fresh booking id,
// the villa's and calendar's events again on their streams. The clones are history: the reactors'
// checkpoints move past them (their e-mails went out long ago). At each size the built CLI rebuilds
// every projection offline (the default), then, with the server serving and its runner applying,
// online (--online) while a client reads GET /api/admin/bookings one request after another. It prints
// each projection's events/s over the time its own writes took, the rebuild's wall time, the reads'
// latency, and whether the online rebuild ended with the same read models (a digest of their rows)
// as the offline one. With `--keep NAME` the log is built in the database baantalay_bench_NAME and
// kept after the run; a later run with the same NAME reuses it (grows it only to a larger size), so
// a profiling loop does not build the log again. Targets (quiet machine): >= 30,000 events/s for the whole rebuild at 1,000,000
// events (<= 35 s), reads p99 <= 250 ms during the online rebuild.
import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { createWriteStream, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { dropDatabase, randomPort } from '../frontend/e2e/support/product-server.mjs';
import { openVillaForBookings } from './support/owner-setup.mjs';
import { benchServerEnv } from './support/server-env.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const require = createRequire(import.meta.url);
const dist = (path) => require(join(root, 'dist/backend/backend/src', path));
const { values: args } = parseArgs({
  options: { events: { type: 'string', default: process.env.BENCH_REPLAY_SIZES ?? '100000,1000000' }, 'batch-size': { type: 'string', default: '5000' }, keep: { type: 'string' } },
});
const SIZES = args.events.split(',').map(Number).sort((a, b) => a - b);
if (SIZES.some((size) => !Number.isInteger(size) || size < 1000)) throw new Error(`--events takes sizes of at least 1000: ${args.events}`);
const WRITERS = 8;
const READ_MODELS = {
  booking_view: 'SELECT md5(string_agg(b::text, \'|\' ORDER BY id)) AS digest FROM booking_view b',
  audit_log: 'SELECT md5(string_agg(a::text, \'|\' ORDER BY seq)) AS digest FROM audit_log a',
  villa_view: 'SELECT md5(string_agg(v::text, \'|\' ORDER BY id)) AS digest FROM villa_view v',
  calendar_view: 'SELECT md5(string_agg(c::text, \'|\' ORDER BY id)) AS digest FROM calendar_view c',
  admin_users: 'SELECT md5(string_agg(u::text, \'|\' ORDER BY id)) AS digest FROM admin_users u',
};
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

mkdirSync(join(root, 'test-output/bench'), { recursive: true });
const { addDays, quoteStay, todayInBangkok } = require(join(root, 'dist/backend/libs/pricing/src/index.js'));
if (args.keep !== undefined && !/^\w+$/.test(args.keep)) throw new Error(`--keep takes a name of letters, digits and _: ${args.keep}`);
const id = args.keep ?? `${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
const port = randomPort();
const baseUrl = `http://127.0.0.1:${port}`;
const databaseUrl = `postgres://postgres@127.0.0.1:5432/baantalay_bench_${id}`;
const dir = mkdtempSync(join(tmpdir(), 'baantalay-bench-'));
const serverEnv = benchServerEnv(
  { id, port, databaseUrl, queuePrefix: `bench-${id}`, dir, spaDir: join(dir, 'no-spa') },
  { BOOKING_CREATE_LIMIT_PER_HOUR: '1000000', REGISTER_LIMIT_PER_HOUR: '1000000', LOGIN_LIMIT_PER_IP: '1000000', SLIP_UPLOAD_LIMIT_PER_IP: '1000000', UNPAID_HOLDS_PER_IP_LIMIT: '10000' },
);
const serverLog = createWriteStream(join(root, 'test-output/bench/replay-server.log'));
const cliEnv = { ...serverEnv, LOG_LEVEL: 'warn' };
let server = null;

/** The built server (API, subscriptions, jobs) on the bench's database; resolves once healthy. */
async function startServer() {
  server = spawn(process.execPath, [join(root, 'dist/backend/backend/src/main.js')], { cwd: root, env: serverEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  server.stdout.pipe(serverLog, { end: false });
  server.stderr.pipe(serverLog, { end: false });
  for (let i = 0; i < 600; i++) {
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode}); see test-output/bench/replay-server.log`);
    if (await fetch(`${baseUrl}/api/health`).then((r) => r.status === 200, () => false)) return;
    await sleep(500);
  }
  throw new Error('the server did not become healthy');
}

async function stopServer() {
  if (!server || server.exitCode !== null) return;
  server.kill('SIGTERM');
  for (let i = 0; i < 60 && server.exitCode === null; i++) await sleep(250);
  if (server.exitCode === null) server.kill('SIGKILL');
}

await startServer();
const db = new pg.Client({ connectionString: databaseUrl });
await db.connect();
let context = null;

/** `call`, again after a 404 while the server's projections catch up on a loaded machine (a guest's read waits 5 s at most). */
async function callSoon(method, path, body, headers = {}) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await call(method, path, body, headers);
    } catch (error) {
      if (attempt >= 10 || !/answered 404/.test(error.message)) throw error;
      await sleep(1000);
    }
  }
}

async function call(method, path, body, headers = {}) {
  const init = { method, headers: { ...headers } };
  if (body instanceof FormData) init.body = body;
  else if (body !== undefined) {
    init.headers['content-type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  const response = await fetch(`${baseUrl}${path}`, init);
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return response.status === 204 ? null : response.json();
}

const OWNER = { email: 'replay-owner@example.com', password: 'Lagoon-Sunset-Coconut-2026!' };

/** The seed: what guests and the owner do, through the API; a kept log's owner just signs in. */
async function seed() {
  if (args.keep !== undefined && (await db.query(`SELECT to_regclass('bench_replay_seed') AS t`)).rows[0].t) {
    const { token } = await call('POST', '/api/admin/auth/login', OWNER);
    return { authorization: `Bearer ${token}` };
  }
  const { token } = await call('POST', '/api/admin/auth/register', { name: 'Owner', ...OWNER });
  await openVillaForBookings(baseUrl, token);
  const admin = { authorization: `Bearer ${token}` };
  const villa = await call('GET', '/api/villa');
  const today = todayInBangkok(new Date());
  const guests = [];
  for (let i = 0; i < 16; i++) {
    const checkIn = addDays(today, 10 + i * 3);
    const checkOut = addDays(checkIn, 2);
    const totalPrice = quoteStay({ checkIn, checkOut, rooms: villa.bedrooms }, villa).total;
    const { data } = await call('POST', '/api/booking', { bookingDetails: { checkIn, checkOut, rooms: villa.bedrooms, totalPrice }, paymentMethod: 'bank_transfer', specialRequests: i % 4 === 0 ? 'Late arrival, around 22:00' : '' });
    const booking = { id: data.booking._id, headers: { 'x-booking-token': data.accessToken } };
    await callSoon('PATCH', `/api/booking/${booking.id}/customer-info`, { customerInfo: { firstName: 'Somchai', lastName: `Guest ${i}`, email: `guest-${i}@example.com`, phone: `08123456${String(i).padStart(2, '0')}` } }, booking.headers);
    guests.push(booking);
  }
  for (const [i, booking] of guests.entries()) {
    if (i % 8 === 7) continue; // still waiting for payment
    const form = new FormData();
    form.set('bookingId', booking.id);
    form.set('slip', new Blob([Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.alloc(64, 1), Buffer.from(booking.id)])], { type: 'image/png' }), 'slip.png');
    const upload = await call('POST', '/api/upload/slip', form, booking.headers);
    await call('PATCH', `/api/booking/${booking.id}`, { paymentSlipUrl: upload.paymentSlipUrl, status: 'in_review' }, booking.headers);
    if (i % 8 < 5) await call('PATCH', `/api/admin/bookings/${booking.id}/status`, { status: 'confirmed' }, admin);
  }
  await call('PATCH', `/api/admin/bookings/${guests[5].id}`, { customerName: 'Dao Kaew', totalPrice: 9000 }, admin);
  await call('PATCH', `/api/admin/bookings/${guests[6].id}/status`, { status: 'cancelled' }, admin);
  await call('DELETE', `/api/admin/bookings/${guests[15].id}`, undefined, admin);
  await call('POST', '/api/admin/bookings', { checkIn: addDays(today, 80), checkOut: addDays(today, 83), status: 'confirmed', totalPrice: 20000 }, admin);
  await call('PATCH', '/api/admin/villa', { weekdayPrice: 5500 }, admin);
  for (let i = 0; i < 2; i++) {
    const block = await call('POST', '/api/admin/blocks', { from: addDays(today, 90 + i * 2), to: addDays(today, 91 + i * 2), reason: 'maintenance' }, admin);
    await call('DELETE', `/api/admin/blocks/${block.id}`, undefined, admin);
  }
  // The confirmations' e-mails are events too (the clones copy them): wait for every one.
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    const { rows } = await db.query(`SELECT count(*)::int AS n FROM es_events WHERE event_type = 'ConfirmationEmailSent'`);
    if (rows[0].n >= 10) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  // Where the seed ends, so a kept log's clones are made of the seed only.
  await quiet();
  await db.query(`CREATE TABLE bench_replay_seed AS SELECT max(global_position) AS head FROM es_events`);
  return admin;
}

/** The application's event store, as a CLI command gets it (personal data sealed on append). */
async function eventStore() {
  const { CliContext } = dist('cli/cli-context.js');
  const { loadConfig } = dist('infrastructure/config/app-config.js');
  const { EVENT_STORE } = dist('event-store/event-store.port.js');
  // The cloner's own connections commit without waiting for the disk: the log is built faster, the
  // append path (sealing, keys, the INSERT) is the application's.
  Object.assign(process.env, cliEnv, { PGOPTIONS: '-c synchronous_commit=off' });
  context = new CliContext(loadConfig());
  return (await context.app()).get(EVENT_STORE);
}

/** What one clone of the seed appends: its booking streams, and its villa and calendar events. */
async function template(store) {
  const { rows } = await db.query(
    `SELECT DISTINCT stream_id FROM es_events WHERE stream_id LIKE 'booking-%' AND global_position <= (SELECT head FROM bench_replay_seed)`,
  );
  const bookings = await Promise.all(rows.map((row) => store.readStream(row.stream_id)));
  const head = (await db.query('SELECT head::text AS head FROM bench_replay_seed')).rows[0].head;
  const ofSeed = (event) => BigInt(event.position.split(':')[1]) <= BigInt(head);
  const villa = (await store.readStream('villa-main')).filter((event) => event.type !== 'VillaCreated' && ofSeed(event));
  const calendar = (await store.readStream('calendar-villa-main')).filter(ofSeed);
  const count = bookings.reduce((sum, events) => sum + events.length, 0) + villa.length + calendar.length;
  return { bookings, villa, calendar, count };
}

/** The clones are history: dated 60 days back, out of the reach of the reconcilers that resend recent e-mails. */
const AGO_MS = 60 * 24 * 3600 * 1000;
const copy = (event, data) => ({
  eventId: randomUUID(),
  type: event.type,
  data,
  metadata: { ...event.metadata, correlationId: randomUUID(), occurredAt: new Date(Date.parse(event.metadata.occurredAt) - AGO_MS).toISOString() },
});

/** Appends clones of the seed until the log holds `target` events. */
async function grow(store, seedEvents, target) {
  const { rows } = await db.query('SELECT count(*)::int AS n FROM es_events');
  const units = Math.ceil((target - rows[0].n) / seedEvents.count);
  if (units <= 0) return;
  const started = Date.now();
  let next = 0;
  let done = 0;
  const bookingWriter = async () => {
    while (next < units) {
      next += 1;
      for (const events of seedEvents.bookings) {
        const bookingId = randomUUID();
        const stream = `booking-${bookingId}`;
        // A clone still waiting for payment keeps waiting through the run (no expiry job or reconciler expires it meanwhile).
        const clone = (event) => ({ ...event.data, bookingId, ...(event.data.paymentDeadline && { paymentDeadline: new Date(Date.parse(event.data.paymentDeadline) + 365 * 24 * 3600 * 1000).toISOString() }) });
        await store.appendToStream(stream, events.map((event) => copy(event, clone(event))), { expectedVersion: 'no_stream' });
      }
      done += 1;
      if (done % Math.max(1, Math.floor(units / 10)) === 0) console.log(`  cloned ${done}/${units} seeds (${Math.round((Date.now() - started) / 1000)} s)`);
    }
  };
  // The villa's and the calendar's streams are one each: one writer, many events per append.
  const sharedWriter = async () => {
    const chunk = 50;
    for (let unit = 0; unit < units; unit += chunk) {
      const n = Math.min(chunk, units - unit);
      const villa = Array.from({ length: n }, () => seedEvents.villa.map((event) => copy(event, event.data))).flat();
      if (villa.length > 0) await store.appendToStream('villa-main', villa, { expectedVersion: 'any' });
      const calendar = Array.from({ length: n }, () => {
        const blockId = randomUUID();
        return seedEvents.calendar.map((event) => copy(event, event.data.blockId ? { ...event.data, blockId } : event.data));
      }).flat();
      if (calendar.length > 0) await store.appendToStream('calendar-villa-main', calendar, { expectedVersion: 'any' });
    }
  };
  await Promise.all([...Array.from({ length: WRITERS }, bookingWriter), sharedWriter()]);
  const { rows: after } = await db.query('SELECT count(*)::int AS n FROM es_events');
  console.log(`log: ${after[0].n} events (${units} clones of the seed in ${Math.round((Date.now() - started) / 1000)} s)`);
}

/**
 * Waits until nothing more is appended (the confirmations' e-mails of the clones go out) and every
 * projection has reached the head, so two rebuilds read the same log. Returns the head.
 */
async function quiet() {
  const head = async () => (await db.query(`SELECT count(*)::int AS n, max(global_position)::text AS p FROM es_events`)).rows[0];
  let last = await head();
  for (let stable = 0, waited = 0; stable < 3 && waited < 120; waited++) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const now = await head();
    stable = now.p === last.p ? stable + 1 : 0;
    last = now;
  }
  return last;
}

/**
 * Runs the built CLI as `npm run cli` does (scripts/cli.mjs, its node flags included); resolves with
 * its output, wall time, CPU seconds (user + system, as /usr/bin/time reports them) and the CPU
 * seconds of the database's Postgres backends meanwhile (bench/support/pg-backend-cpu.mjs: the
 * CLI's and, during an online rebuild, the server's), so the cost can be judged apart from the load.
 */
function cli(...argv) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn('/usr/bin/time', ['-f', 'CPU %U %S', process.execPath, '--max-semi-space-size=64', join(root, 'dist/backend/backend/src/cli/main.js'), ...argv], { cwd: root, env: cliEnv });
    const database = new URL(databaseUrl).pathname.slice(1);
    const sampler = spawn(process.execPath, [join(root, 'bench/support/pg-backend-cpu.mjs'), database, String(child.pid)], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
    let sampled = '';
    sampler.stdout.on('data', (chunk) => (sampled += chunk));
    const pgCpu = new Promise((done) => sampler.on('close', () => done(Number(/^PG_CPU ([\d.]+)$/m.exec(sampled)?.[1] ?? NaN))));
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (out += chunk));
    child.on('close', async (code) => {
      const [, user, system] = /^CPU ([\d.]+) ([\d.]+)$/m.exec(out) ?? [null, 0, 0];
      const wallMs = Date.now() - started;
      if (code === 0) resolve({ out, wallMs, cpuSeconds: Number(user) + Number(system), pgCpuSeconds: await pgCpu });
      else reject(new Error(`cli ${argv.join(' ')} exited ${code}:\n${out}`));
    });
  });
}

/** Per projection: events and the seconds of its own writes; the pass's wall seconds. */
function parseRebuild(out) {
  const projections = {};
  let wall = 0;
  for (const match of out.matchAll(/^([\w-]+): replayed (\d+) events in ([\d.]+) s \(\d+ events\/s\), checkpoint \S+; its own writes ([\d.]+) s$/gm)) {
    const [, name, events, seconds, busy] = match;
    projections[name] = { events: Number(events), busySeconds: Number(busy) };
    wall = Math.max(wall, Number(seconds));
  }
  if (Object.keys(projections).length === 0) throw new Error(`no rebuild lines in:\n${out}`);
  return { projections, wall };
}

async function digests() {
  const result = {};
  for (const [table, sql] of Object.entries(READ_MODELS)) result[table] = (await db.query(sql)).rows[0].digest;
  return result;
}

/** Reads the admin bookings list one request after another until stopped; latencies in ms. */
function sampleReads(admin) {
  const latencies = [];
  let errors = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      const response = await fetch(`${baseUrl}/api/admin/bookings?page=1&pageSize=20`, { headers: admin }).catch(() => null);
      if (response?.ok) {
        const body = await response.json();
        if (!(body.items?.length > 0)) errors += 1;
      } else errors += 1;
      latencies.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();
  return async () => {
    running = false;
    await loop;
    latencies.sort((a, b) => a - b);
    const pct = (q) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]);
    return { samples: latencies.length, errors, p50: pct(0.5), p99: pct(0.99), max: Math.round(latencies.at(-1)) };
  };
}

const figures = {};
const targets = [];
const rate = (events, seconds) => (seconds > 0 ? Math.round(events / seconds) : events);
const lastCommitted = async () =>
  (await db.query(`SELECT transaction_id::text || ':' || global_position AS p FROM es_events ORDER BY transaction_id DESC, global_position DESC LIMIT 1`)).rows[0].p;
try {
  console.log(`load (1 min) at start: ${loadavg()[0].toFixed(1)}`);
  const admin = await seed();
  await quiet();
  // The log grows while no server runs: the clones are history, whose e-mails went out long ago.
  await stopServer();
  const store = await eventStore();
  const seedEvents = await template(store);
  console.log(`seed: ${seedEvents.bookings.length} bookings, ${seedEvents.count} events per clone`);
  for (const size of SIZES) {
    await grow(store, seedEvents, size);
    await db.query(`UPDATE projection_checkpoints SET position = $1 WHERE kind = 'reactor'`, [await lastCommitted()]);
    const before = await db.query(`SELECT count(*)::int AS n FROM es_events`).then(({ rows }) => rows[0]);
    const events = before.n;
    const label = size >= 1_000_000 ? `${size / 1_000_000}M` : `${size / 1000}k`;

    const offline = await cli('projections:rebuild', '--batch-size', args['batch-size'], '--wait', '60');
    const offlineRun = parseRebuild(offline.out);
    const offlineDigest = await digests();
    console.log(`\n${events} events, offline rebuild: ${offlineRun.wall.toFixed(1)} s (${rate(events, offlineRun.wall)} events/s; CLI process ${(offline.wallMs / 1000).toFixed(1)} s wall, ${offline.cpuSeconds.toFixed(1)} s CPU; Postgres backends ${offline.pgCpuSeconds.toFixed(1)} s CPU)`);
    for (const [name, p] of Object.entries(offlineRun.projections)) console.log(`  ${name.padEnd(14)} ${rate(p.events, p.busySeconds)} events/s over its own writes (${p.busySeconds.toFixed(1)} s)`);

    // Online: the server serves and its runner applies meanwhile.
    await startServer();
    const stopSampling = sampleReads(admin);
    const online = await cli('projections:rebuild', '--online', '--batch-size', args['batch-size']);
    const reads = await stopSampling();
    const onlineRun = parseRebuild(online.out);
    await quiet();
    const after = await db.query(`SELECT count(*)::int AS n FROM es_events`).then(({ rows }) => rows[0]);
    const onlineDigest = await digests();
    const differing = Object.keys(onlineDigest).filter((table) => onlineDigest[table] !== offlineDigest[table]);
    console.log(`${events} events, online rebuild: ${onlineRun.wall.toFixed(1)} s (${rate(events, onlineRun.wall)} events/s; CLI process ${(online.wallMs / 1000).toFixed(1)} s wall, ${online.cpuSeconds.toFixed(1)} s CPU; Postgres backends, the server's included, ${online.pgCpuSeconds.toFixed(1)} s CPU)`);
    for (const [name, p] of Object.entries(onlineRun.projections)) console.log(`  ${name.padEnd(14)} ${rate(p.events, p.busySeconds)} events/s over its own writes (${p.busySeconds.toFixed(1)} s)`);
    console.log(`  GET /api/admin/bookings meanwhile: ${reads.samples} reads, p50 ${reads.p50} ms, p99 ${reads.p99} ms, max ${reads.max} ms, ${reads.errors} failed`);
    if (after.n !== before.n) {
      const { rows: kinds } = await db.query(
        `SELECT event_type || ' ' || count(*) AS kind FROM (SELECT event_type FROM es_events ORDER BY global_position DESC LIMIT $1) e GROUP BY event_type`,
        [after.n - before.n],
      );
      console.log(`  (the server appended ${after.n - before.n} events meanwhile: ${kinds.map((row) => row.kind).join(', ')}; the digests are not comparable)`);
    }
    else console.log(`  read models after the online rebuild ${differing.length === 0 ? "equal the offline rebuild's" : `differ from the offline rebuild's in ${differing.join(', ')}`} (digest of every row)`);
    await stopServer();

    figures[`${label}: offline wall s`] = offlineRun.wall.toFixed(1);
    figures[`${label}: offline ev/s`] = rate(events, offlineRun.wall);
    figures[`${label}: offline CLI CPU s`] = offline.cpuSeconds.toFixed(1);
    figures[`${label}: offline Postgres CPU s`] = offline.pgCpuSeconds.toFixed(1);
    figures[`${label}: online wall s`] = onlineRun.wall.toFixed(1);
    figures[`${label}: online reads p50|p99 ms`] = `${reads.p50}|${reads.p99}`;
    for (const [name, p] of Object.entries(offlineRun.projections)) figures[`${label}: ${name} ev/s (own writes)`] = rate(p.events, p.busySeconds);
    targets.push({ label: `${label}: online rebuild ends equal to offline`, ok: after.n === before.n && differing.length === 0 });
    targets.push({ label: `${label}: no read failed during the online rebuild`, ok: reads.errors === 0 });
    if (size >= 1_000_000) {
      targets.push({ label: `${label}: offline >= 30,000 events/s (<= 35 s)`, ok: rate(events, offlineRun.wall) >= 30_000 });
      targets.push({ label: `${label}: reads p99 <= 250 ms during the online rebuild`, ok: reads.p99 <= 250 });
    }
  }
  console.log(`load (1 min) at end: ${loadavg()[0].toFixed(1)}`);
  console.log(`BENCH_RESULT ${JSON.stringify({ figures, targets })}`);
} finally {
  await context?.close().catch(() => undefined);
  await db.end();
  await stopServer();
  if (args.keep === undefined) await dropDatabase(databaseUrl).catch((error) => console.error(`could not drop the bench database: ${error.message}`));
  else console.log(`kept the log in ${databaseUrl} (--keep ${args.keep} reuses it; drop it when done)`);
  rmSync(dir, { recursive: true, force: true });
}
