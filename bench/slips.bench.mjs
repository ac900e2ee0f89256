#!/usr/bin/env node
// Slip QR checks (issue 21). 1) Decode time per image: generated 1080×1920 slip screenshots and
// photos (a real slip verification QR from promptparse's generator, turned up to 15°, JPEG) through
// the built decoder (dist/backend, zxing-wasm on sharp's pixels), p50 and p95. 2) POST /api/upload/slip
// throughput on the built server, with the QR check and without it (SLIP_QR_CHECK=false), two servers
// taking turns in the same run so both see the same background load. Every upload is a different
// file (a counter after the JPEG's end), so no check is answered from the reader's memory.
// Prints the figures and `BENCH_RESULT {figures, targets}` last.
import { spawn } from 'node:child_process';
import { benchServerEnv } from './support/server-env.mjs';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openVillaForBookings } from './support/owner-setup.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const require = createRequire(import.meta.url);
const dist = join(root, 'dist/backend/backend/src');
const entry = join(dist, 'main.js');
const IMAGES = Number(process.env.BENCH_SLIP_IMAGES ?? 40);
const CONCURRENCY = Number(process.env.BENCH_CONNECTIONS ?? 4);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
/** Bookings made ready per server: a booking takes at most FILES_PER_BOOKING slip files (the product's rule). */
const BOOKINGS = Number(process.env.BENCH_BOOKINGS ?? 1200);
const FILES_PER_BOOKING = 5;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

if (!existsSync(entry)) throw new Error(`${entry} is missing: run npm run build (npm run bench builds it)`);
const sharp = require('sharp');
const QRCode = require('qrcode');
const { generate } = require('promptparse');
const { addDays, todayInBangkok } = require(join(root, 'dist/backend/libs/pricing/src/index.js'));
const { decodeQrTexts } = require(join(dist, 'modules/booking/slip-check/qr-image.decoder.js'));
const { isSlipShaped, readSlipPayloads } = require(join(dist, 'modules/booking/slip-check/slip-qr.payload.js'));

/** A 1080×1920 transfer slip with its verification QR; `i` varies the reference, angle and quality. */
async function slip(i) {
  const transRef = `0151${String(i).padStart(6, '0')}${randomBytes(5).toString('hex').toUpperCase()}`;
  const qr = await QRCode.toBuffer(generate.slipVerify({ sendingBank: '004', transRef }), { width: 240, margin: 1 });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1080" height="1920"><rect width="100%" height="100%" fill="#eef2f7"/>
    <rect x="50" y="140" width="980" height="1560" rx="36" fill="#fff"/><text x="540" y="450" font-size="56" text-anchor="middle" font-family="sans-serif">Transfer successful</text>
    <text x="120" y="860" font-size="84" font-family="sans-serif">${(1000 + i * 37).toLocaleString('en-US')}.00 THB</text></svg>`;
  const flat = await sharp(Buffer.from(svg)).composite([{ input: qr, left: 680, top: 1250 }]).png().toBuffer();
  const angle = i % 3 === 0 ? 0 : ((i * 7) % 31) - 15;
  const image = await sharp(flat).rotate(angle, { background: '#b8b2a6' }).resize(1080, 1920, { fit: 'cover' }).jpeg({ quality: 50 + (i % 5) * 10 }).toBuffer();
  return { image, transRef };
}

const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))];

async function decodeTimes(slips) {
  await decodeQrTexts(slips[0].image, isSlipShaped); // wasm instantiation, not counted
  const times = [];
  let found = 0;
  for (const { image, transRef } of slips) {
    const started = process.hrtime.bigint();
    const { texts, unreadable } = await decodeQrTexts(image, isSlipShaped);
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
    if (readSlipPayloads(texts, unreadable).qr?.transRef === transRef) found++;
  }
  return { p50: Math.round(percentile(times, 50)), p95: Math.round(percentile(times, 95)), found };
}

const id = `${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
const dir = mkdtempSync(join(tmpdir(), 'baantalay-bench-'));
mkdirSync(join(root, 'test-output/bench'), { recursive: true });

function startServer(name, check) {
  const port = 3200 + Math.floor(Math.random() * 800);
  const database = `baantalay_bench_${id}_${name}`;
  const log = createWriteStream(join(root, `test-output/bench/slips-${name}-server.log`));
  const child = spawn(process.execPath, [entry], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: benchServerEnv(
      {
        id,
        port,
        databaseUrl: `postgres://postgres@127.0.0.1:5432/${database}`,
        queuePrefix: `bench-${id}-${name}`,
        dir: join(dir, name),
        spaDir: join(dir, 'no-spa'),
      },
      {
        SLIP_QR_CHECK: String(check),
        // Hundreds of unpaid bookings from one IP, each taking its 5 slip files.
        BOOKING_CREATE_LIMIT_PER_HOUR: '100000000',
        SLIP_UPLOAD_LIMIT_PER_IP: '100000000',
        UNPAID_HOLDS_LIMIT: '100000000',
        UNPAID_HOLDS_PER_IP_LIMIT: '100000000',
      },
    ),
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  return { name, child, database, baseUrl: `http://127.0.0.1:${port}` };
}

async function healthy(server) {
  for (let i = 0; i < 120; i++) {
    if (server.child.exitCode !== null) throw new Error(`the ${server.name} server exited; see test-output/bench/slips-${server.name}-server.log`);
    if (await fetch(`${server.baseUrl}/api/health`).then((r) => r.status === 200, () => false)) return;
    await sleep(500);
  }
  throw new Error(`the ${server.name} server did not become healthy`);
}

async function stop(servers) {
  for (const { child } of servers) if (child.exitCode === null) child.kill('SIGTERM');
  for (const { child } of servers) for (let i = 0; i < 40 && child.exitCode === null; i++) await sleep(250);
  for (const { child } of servers) if (child.exitCode === null) child.kill('SIGKILL');
  const admin = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
  await admin.connect();
  for (const { database } of servers) await admin.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
  await admin.end();
  rmSync(dir, { recursive: true, force: true });
}

async function createBooking(server, night) {
  const checkIn = addDays(todayInBangkok(new Date()), night);
  const res = await fetch(`${server.baseUrl}/api/booking`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ bookingDetails: { checkIn, checkOut: addDays(checkIn, 1), rooms: 3, totalPrice: 0 }, paymentMethod: 'bank_transfer', specialRequests: '' }),
  });
  if (res.status !== 201) throw new Error(`create booking: ${res.status}`);
  const { data } = await res.json();
  return { id: data.booking._id, token: data.accessToken };
}

/** CONCURRENCY clients uploading for SECONDS: uploads per second, and every answer's status. */
// Counts every upload of the run: no two uploads send the same bytes.
let sent = 0;
async function uploads(server, bookings, slips, seconds = SECONDS) {
  const statuses = {};
  const until = Date.now() + seconds * 1000;
  const client = async () => {
    let booking = null;
    let files = FILES_PER_BOOKING;
    while (Date.now() < until) {
      if (files === FILES_PER_BOOKING) {
        booking = bookings.pop();
        if (!booking) throw new Error(`${server.name}: all ${BOOKINGS} bookings took their ${FILES_PER_BOOKING} slips; raise BENCH_BOOKINGS`);
        files = 0;
      }
      files++;
      const { image } = slips[sent % slips.length];
      const file = Buffer.concat([image, Buffer.from(`#${sent++}`)]);
      const form = new FormData();
      form.set('bookingId', booking.id);
      form.set('slip', new Blob([file], { type: 'image/jpeg' }), 'slip.jpg');
      const res = await fetch(`${server.baseUrl}/api/upload/slip`, { method: 'POST', headers: { 'X-Booking-Token': booking.token }, body: form });
      await res.arrayBuffer();
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
    }
  };
  const started = Date.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, client));
  const done = Object.values(statuses).reduce((a, b) => a + b, 0);
  return { rps: done / ((Date.now() - started) / 1000), statuses };
}

const servers = [startServer('checked', true), startServer('unchecked', false)];
try {
  console.log(`generating ${IMAGES} slips at 1080×1920…`);
  const slips = [];
  for (let i = 0; i < IMAGES; i++) slips.push(await slip(i));
  const decode = await decodeTimes(slips);
  console.log(`decode per image: p50 ${decode.p50} ms, p95 ${decode.p95} ms; right transRef in ${decode.found}/${IMAGES}`);

  await Promise.all(servers.map(healthy));
  await Promise.all(servers.map((server) => openVillaForBookings(server.baseUrl)));
  const bookings = new Map();
  for (const server of servers) {
    const list = [];
    for (let night = 10; night < 10 + BOOKINGS; night += 8) {
      list.push(...(await Promise.all(Array.from({ length: Math.min(8, 10 + BOOKINGS - night) }, (_, i) => createBooking(server, night + i)))));
    }
    bookings.set(server.name, list);
  }
  // Warm-up (wasm instantiation, JIT, connections), not counted.
  for (const server of servers) await uploads(server, bookings.get(server.name), slips, 1);
  const rates = { checked: [], unchecked: [] };
  for (let round = 1; round <= ROUNDS; round++) {
    for (const server of servers) {
      const { rps, statuses } = await uploads(server, bookings.get(server.name), slips);
      rates[server.name].push(rps);
      console.log(`round ${round}/${ROUNDS} ${server.name.padEnd(9)}: ${rps.toFixed(1)} uploads/s (${Object.entries(statuses).map(([s, n]) => `${n}×${s}`).join(', ')})`);
    }
  }
  const mean = (values) => values.reduce((a, b) => a + b, 0) / values.length;
  const [checked, unchecked] = [mean(rates.checked), mean(rates.unchecked)];
  console.log(`upload throughput: ${checked.toFixed(1)}/s with the QR check, ${unchecked.toFixed(1)}/s without (${CONCURRENCY} clients)`);
  const result = {
    figures: {
      'decode p50 ms (1080×1920)': decode.p50,
      'decode p95 ms (1080×1920)': decode.p95,
      'right transRef': `${decode.found}/${IMAGES}`,
      'uploads/s with QR check': Number(checked.toFixed(1)),
      'uploads/s without QR check': Number(unchecked.toFixed(1)),
    },
    targets: [
      { label: 'decode p95 <= 200 ms at 1080×1920', ok: decode.p95 <= 200 },
      { label: 'every generated slip read', ok: decode.found === IMAGES },
    ],
  };
  console.log(`BENCH_RESULT ${JSON.stringify(result)}`);
} finally {
  await stop(servers);
}
