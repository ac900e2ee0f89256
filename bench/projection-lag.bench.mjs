#!/usr/bin/env node
// Projection lag under load: how long after an event is appended every projection's read model
// has applied it. The product runs as `npm start` on a fresh database; guests create bookings and
// add their details over HTTP (loopback, bounded); a poller samples projection_checkpoints with the
// database clock every few milliseconds. Lag of an event = first sample where every projection's
// checkpoint has passed it − the event's created_at (its append transaction). Both sides use the
// database clock, so no clock skew enters. Only the projections that take an event's type count for
// it: one that ignores a batch saves its checkpoint at most once a second (idleCheckpointMs), and
// its row says nothing about how soon a guest sees the event. Prints `BENCH_RESULT {figures, targets}` last.
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startProduct } from '../frontend/e2e/support/product-server.mjs';
import { openVillaForBookings } from './support/owner-setup.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const BOOKINGS = Number(process.env.BENCH_LAG_BOOKINGS ?? 300);
const CONCURRENCY = Number(process.env.BENCH_LAG_CONCURRENCY ?? 8);
const POLL_MS = 2;

const product = await startProduct({ root, label: 'bench', logFile: join(root, 'test-output/bench/projection-lag-server.log') });
// The built pricing library (start.mjs compiled it with the backend): the widget's own quote.
const { addDays, quoteStay, todayInBangkok } = createRequire(import.meta.url)(join(root, 'dist/backend/libs/pricing/src/index.js'));
const db = new pg.Client({ connectionString: product.databaseUrl });
await db.connect();

const pos = (text) => text.split(':').map(BigInt);

/** Each projection's event types (null: all), read from the built classes' own fields. */
function projectionTypes() {
  const modules = join(root, 'dist/backend/backend/src/modules');
  const load = createRequire(import.meta.url);
  const types = new Map();
  for (const file of readdirSync(modules, { recursive: true }).filter((f) => f.endsWith('.projection.js'))) {
    for (const exported of Object.values(load(join(modules, file)))) {
      if (typeof exported !== 'function' || typeof exported.prototype?.handle !== 'function') continue;
      const instance = new exported();
      if (instance.kind === 'projection') types.set(instance.name, instance.eventTypes ? new Set(instance.eventTypes) : null);
    }
  }
  if (!types.has('booking-view')) throw new Error(`no booking-view among the built projections (${[...types.keys()]})`);
  return types;
}
const wanting = projectionTypes();
const takes = (name, type) => wanting.has(name) && (wanting.get(name) === null || wanting.get(name).has(type));
const before = (a, b) => a[0] < b[0] || (a[0] === b[0] && a[1] <= b[1]);
/** Whether the sample shows `name`'s checkpoint at or past position `p` (parsed by `pos`). */
const applied = (sample, name, p) => sample.at.has(name) && before(p, sample.at.get(name));

try {
  await openVillaForBookings(product.baseUrl);
  const villa = await (await fetch(`${product.baseUrl}/api/villa`)).json();
  const [{ start }] = (await db.query('SELECT clock_timestamp() AS start')).rows;

  // Poller: (database time, slowest projection checkpoint) samples.
  const samples = [];
  let polling = true;
  const poller = (async () => {
    while (polling) {
      const { rows } = await db.query(
        `SELECT clock_timestamp() AS t, name, position FROM projection_checkpoints WHERE kind = 'projection' AND position IS NOT NULL`,
      );
      if (rows.length) samples.push({ t: rows[0].t.getTime(), at: new Map(rows.map((row) => [row.name, pos(row.position)])) });
      await new Promise((r) => setTimeout(r, POLL_MS));
    }
  })();

  // Load: each guest creates a one-night booking on its own night and adds contact details.
  const today = todayInBangkok(new Date());
  let next = 0;
  let failures = 0;
  const t0 = Date.now();
  const guest = async () => {
    while (next < BOOKINGS) {
      const i = next++;
      const checkIn = addDays(today, 3 + i);
      const checkOut = addDays(checkIn, 1);
      const rooms = villa.bedrooms;
      const totalPrice = quoteStay({ checkIn, checkOut, rooms }, villa).total;
      const created = await fetch(`${product.baseUrl}/api/booking`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ bookingDetails: { checkIn, checkOut, rooms, totalPrice }, paymentMethod: 'bank_transfer', specialRequests: '' }),
      });
      if (created.status !== 201) {
        failures++;
        continue;
      }
      const { data } = await created.json();
      const info = await fetch(`${product.baseUrl}/api/booking/${data.booking._id}/customer-info`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', 'x-booking-token': data.accessToken },
        body: JSON.stringify({ customerInfo: { firstName: 'Bench', lastName: `Guest ${i}`, email: `bench-${i}@example.com`, phone: '0812345678' } }),
      });
      if (info.status !== 200) failures++;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, guest));
  const loadSeconds = (Date.now() - t0) / 1000;

  // Let the projections finish, then stop sampling.
  const head = async () =>
    (await db.query(`SELECT transaction_id::text || ':' || global_position AS p FROM es_events ORDER BY transaction_id DESC, global_position DESC LIMIT 1`)).rows[0].p;
  const last = pos(await head());
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline && !(samples.length && [...wanting.keys()].every((name) => applied(samples.at(-1), name, last)))) {
    await new Promise((r) => setTimeout(r, 20));
  }
  polling = false;
  await poller;

  const { rows: events } = await db.query(
    `SELECT transaction_id::text || ':' || global_position AS p, event_type, created_at FROM es_events WHERE created_at >= $1 ORDER BY transaction_id, global_position`,
    [start],
  );
  const lags = [];
  for (const event of events) {
    const names = [...wanting.keys()].filter((name) => takes(name, event.event_type));
    const p = pos(event.p);
    const seen = samples.find((sample) => names.every((name) => applied(sample, name, p)));
    if (seen) lags.push(Math.max(0, seen.t - event.created_at.getTime()));
  }
  lags.sort((a, b) => a - b);
  const pct = (q) => lags[Math.min(lags.length - 1, Math.floor(q * lags.length))];
  const p50 = pct(0.5);
  const p99 = pct(0.99);
  const eventsPerSecond = Math.round(events.length / loadSeconds);
  console.log(`${BOOKINGS} bookings (+ contact details) by ${CONCURRENCY} guests, ${failures} failed requests, ${events.length} events at ${eventsPerSecond}/s`);
  console.log(`projection lag over ${lags.length} events: p50 ${p50} ms, p99 ${p99} ms, max ${lags.at(-1)} ms (sampled every ${POLL_MS} ms)`);
  const result = {
    figures: { 'lag p50 ms': p50, 'lag p99 ms': p99, 'lag max ms': lags.at(-1), 'events/s under load': eventsPerSecond },
    targets: [
      { label: 'lag p99 <= 500 ms', ok: lags.length > 0 && p99 <= 500 },
      { label: 'every request succeeded', ok: failures === 0 },
    ],
  };
  console.log(`BENCH_RESULT ${JSON.stringify(result)}`);
} finally {
  await db.end();
  await product.stop();
}
