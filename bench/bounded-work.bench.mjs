#!/usr/bin/env node
// Bounded work (issue 35 items 2 and 3) on the built server: a 16,000² PNG slip (refused from its
// header), 20 ordinary 1080-wide slips uploaded at once, a 1.85 MB feed of 22,668 events (refused
// unparsed) and a feed of 2,000 one-night stays synced twice, with GET /api/health probed every
// 100 ms throughout: times, health p95 and max, and how many slips were verified. Prints the
// figures and `BENCH_RESULT {figures, targets}` last.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { benchServerEnv } from './support/server-env.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const require = createRequire(import.meta.url);
const entry = join(root, 'dist/backend/backend/src/main.js');
if (!existsSync(entry)) throw new Error(`${entry} is missing: run npm run build (npm run bench builds it)`);
const { hugePng, oneNightFeed, probeHealth } = require(join(root, 'backend/test/security/support/hostile-inputs.js'));
const sharp = require('sharp');
const QRCode = require('qrcode');
const { generate } = require('promptparse');
const { addDays, todayInBangkok } = require(join(root, 'dist/backend/libs/pricing/src/index.js'));
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const id = `${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
const dir = mkdtempSync(join(tmpdir(), 'baantalay-bench-'));
const database = `baantalay_bench_${id}_bounded`;
const port = 3200 + Math.floor(Math.random() * 800);
const baseUrl = `http://127.0.0.1:${port}`;
const feeds = new Map();
const feedServer = createServer((req, res) => {
  const text = feeds.get(req.url);
  if (text === undefined) res.writeHead(404).end();
  else res.writeHead(200, { 'Content-Type': 'text/calendar' }).end(text);
});
await new Promise((resolve) => feedServer.listen(0, '127.0.0.1', resolve));
const feedUrl = `http://127.0.0.1:${feedServer.address().port}`;

mkdirSync(join(root, 'test-output/bench'), { recursive: true });
const log = createWriteStream(join(root, 'test-output/bench/bounded-work-server.log'));
const env = { ICAL_ALLOW_PRIVATE: 'true', BOOKING_CREATE_LIMIT_PER_HOUR: '100000', UNPAID_HOLDS_LIMIT: '100000', SLIP_UPLOAD_LIMIT_PER_IP: '100000' };
const child = spawn(process.execPath, [entry], {
  cwd: root,
  stdio: ['ignore', 'pipe', 'pipe'],
  env: benchServerEnv({ id, port, databaseUrl: `postgres://postgres@127.0.0.1:5432/${database}`, queuePrefix: `bench-${id}-bounded`, dir, spaDir: join(dir, 'no-spa') }, env),
});
child.stdout.pipe(log);
child.stderr.pipe(log);

const call = async (path, init = {}) => {
  const started = performance.now();
  const res = await fetch(`${baseUrl}${path}`, { ...init, signal: AbortSignal.timeout(180_000) });
  return { status: res.status, body: await res.json().catch(() => null), ms: Math.round(performance.now() - started) };
};
const json = (method, body, headers = {}) => ({ method, headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });

async function healthy() {
  for (let i = 0; i < 120; i++) {
    if (child.exitCode !== null) throw new Error('the server exited; see test-output/bench/bounded-work-server.log');
    if (await fetch(`${baseUrl}/api/health`).then((r) => r.status === 200, () => false)) return;
    await sleep(500);
  }
  throw new Error('the server did not become healthy');
}

async function booking(night) {
  const checkIn = addDays(todayInBangkok(new Date()), night);
  const { status, body } = await call('/api/booking', json('POST', { checkIn, checkOut: addDays(checkIn, 1) }));
  if (status !== 201) throw new Error(`create booking: ${status}`);
  return { id: body.data.booking._id, token: body.data.accessToken };
}

/** A 1080×1920 transfer slip screenshot with its verification QR. */
async function slip(i) {
  const qr = await QRCode.toBuffer(generate.slipVerify({ sendingBank: '004', transRef: `0151BOUNDED${String(i).padStart(6, '0')}` }), { width: 240, margin: 1 });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1080" height="1920"><rect width="100%" height="100%" fill="#fff"/>
    <text x="120" y="860" font-size="84" font-family="sans-serif">${(1000 + i * 37).toLocaleString('en-US')}.00 THB</text></svg>`;
  return sharp(Buffer.from(svg)).composite([{ input: qr, left: 680, top: 1250 }]).jpeg({ quality: 80 }).toBuffer();
}

const upload = (b, image, name) => {
  const form = new FormData();
  form.set('bookingId', b.id);
  form.set('slip', new Blob([image]), name);
  return call('/api/upload/slip', { method: 'POST', headers: { 'X-Booking-Token': b.token }, body: form });
};

/** Runs `work` with health probed throughout: its answer, and health's statuses, p95 and max. */
async function withHealth(work) {
  const health = probeHealth(baseUrl);
  const answer = await work();
  return { answer, health: await health.stop() };
}

try {
  await healthy();
  const owner = { name: 'Owner', email: 'owner@example.com', password: 'Lagoon-Sunset-Coconut-2026!' };
  const auth = { Authorization: `Bearer ${(await call('/api/admin/auth/register', json('POST', owner))).body.token}` };
  const bookings = [];
  for (let i = 0; i < 21; i++) bookings.push(await booking(10 + i * 2));
  const images = await Promise.all(Array.from({ length: 20 }, (_, i) => slip(i)));

  const huge = await upload(bookings[20], hugePng(16_000), 'slip.png');
  console.log(`16,000² PNG: ${huge.status} ${huge.body?.code} in ${huge.ms} ms`);

  const parallel = await withHealth(() => Promise.all(images.map((image, i) => upload(bookings[i], image, 'slip.jpg'))));
  const verified = parallel.answer.filter((a) => a.body?.slipCheck?.qr).length;
  const slowest = Math.max(...parallel.answer.map((a) => a.ms));
  const refusedSlips = parallel.answer.filter((a) => a.status !== 201).length;
  console.log(`20 slips at once: slowest answer ${slowest} ms, ${verified} verified, ${refusedSlips} not 201; health p95 ${parallel.health.p95} ms, max ${parallel.health.max} ms`);

  const addCalendar = async (name, text) => {
    feeds.set(`/${name}.ics`, text);
    return (await call('/api/admin/calendars', json('POST', { name, url: `${feedUrl}/${name}.ics` }, auth))).body.id;
  };
  const sync = (calendarId) => call(`/api/admin/calendars/${calendarId}/sync`, { method: 'POST', headers: auth });
  const hostile = await addCalendar('hostile', oneNightFeed(22_668, { cycle: 700, bytes: 2 * 1024 * 1024 - 4096 }));
  const big = await withHealth(() => sync(hostile));
  console.log(`22,668-event feed: ${big.answer.status} ${big.answer.body?.code} in ${big.answer.ms} ms; health p95 ${big.health.p95} ms, max ${big.health.max} ms`);
  const capped = await addCalendar('capped', oneNightFeed(2000, { start: new Date(Date.UTC(new Date().getUTCFullYear() + 2, 0, 1)) }));
  const first = await withHealth(() => sync(capped));
  const again = await withHealth(() => sync(capped));
  console.log(`2,000-event feed: first sync ${first.answer.status} in ${first.answer.ms} ms (health p95 ${first.health.p95}, max ${first.health.max} ms); unchanged ${again.answer.status} in ${again.answer.ms} ms`);

  const unanswered = [parallel, big, first, again].flatMap((run) => run.health.statuses).filter((status) => status !== 200).length;
  const result = {
    figures: {
      '16,000² PNG refused ms': huge.ms,
      '20 slips: slowest ms': slowest,
      '20 slips: verified': verified,
      '20 slips: health p95 ms': parallel.health.p95,
      '22,668 events refused ms': big.answer.ms,
      '2,000 events sync ms': first.answer.ms,
      '2,000 events sync: health max ms': first.health.max,
      '2,000 events re-sync ms': again.answer.ms,
    },
    targets: [
      { label: 'the 16,000² PNG refused with slip.tooManyPixels', ok: huge.status === 400 && huge.body?.code === 'slip.tooManyPixels' },
      { label: 'all 20 slips accepted', ok: refusedSlips === 0 },
      { label: 'the 22,668-event feed refused with calendar.tooManyEvents', ok: big.answer.body?.code === 'calendar.tooManyEvents' },
      { label: 'the 2,000-event feed synced', ok: first.answer.status === 200 && again.answer.status === 200 },
      { label: 'health answered 200 to every probe', ok: unanswered === 0 },
      { label: 'health p95 < 200 ms with 20 slips at once', ok: parallel.health.p95 < 200 },
    ],
  };
  console.log(`BENCH_RESULT ${JSON.stringify(result)}`);
} finally {
  if (child.exitCode === null) child.kill('SIGTERM');
  for (let i = 0; i < 40 && child.exitCode === null; i++) await sleep(250);
  if (child.exitCode === null) child.kill('SIGKILL');
  feedServer.close();
  const admin = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
  await admin.end();
  rmSync(dir, { recursive: true, force: true });
}
