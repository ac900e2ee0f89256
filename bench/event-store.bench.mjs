// Event-store benchmark: single-event append transactions/s (1 and 8 writers) next to plain INSERT
// transactions of the same row on the same Postgres, and the replay rate of a real rebuild over
// 200,000 events of a simple projection written set-based (handleBatch); for comparison the same
// projection written one upsert per event (handle) over 50,000 events. Runs on a temporary database
// that it drops. Beside them, the settle time of a 20-way race on one stream (one append wins, 19
// get a ConcurrencyError) next to 20 parallel plain INSERTs, and, for reference, the same race run
// the way the store ran it before (plain pool.query: pg-pool closes each connection a losing
// INSERT is released with). Targets: appends at 8 writers >= 70% of plain INSERTs; replay >= 30,000
// events/s; the race settles within 3x the INSERTs' time.
// Then the store beside Emmett's PostgreSQL event store (support/emmett-comparison.mjs): appends to
// new and existing streams with 1 and 8 writers, reads of one stream, catch-up reads of a log of
// BENCH_CATCHUP_EVENTS events (20,000; 100,000 with --large) with lost, duplicated and out-of-order
// events counted on each side. The guide's targets: appends >= 1.7x Emmett's, catch-up >= 20x.
// BENCH_SECONDS, BENCH_REPLAY_EVENTS, BENCH_PER_EVENT_EVENTS and BENCH_DATABASE_URL override.
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { data, metadata } from './support/bench-events.mjs';

const require = createRequire(import.meta.url);
const dist = (path) => require(`../dist/backend/backend/src/${path}`);
require('reflect-metadata');
const { DataSource } = require('typeorm');
const { Pool } = require('pg');
const { dataSourceOptions } = dist('infrastructure/database/data-source-options.js');
const { migrateDatabase } = dist('infrastructure/database/migrate.js');
const { ensureDatabase, dropDatabase } = dist('infrastructure/database/ensure-database.js');
const { compareWithEmmett } = await import('./support/emmett-comparison.mjs');
const { PostgresEventStore } = dist('event-store/postgres/postgres-event-store.js');
const { rebuildProjection } = dist('event-store/subscriptions/projection-rebuild.js');

const LARGE = process.argv.includes('--large');
const SECONDS = Number(process.env.BENCH_SECONDS ?? (LARGE ? 10 : 5));
const CATCHUP_EVENTS = Number(process.env.BENCH_CATCHUP_EVENTS ?? (LARGE ? 100_000 : 20_000));
const REPLAY_EVENTS = Number(process.env.BENCH_REPLAY_EVENTS ?? 200_000);
const base = new URL(process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
base.pathname = `/baantalay_bench_${process.pid}`;
const databaseUrl = base.toString();


/** Runs `writers` loops of `operation` for `seconds`; returns [transactions, elapsed ms]. */
async function measure(writers, seconds, operation, state) {
  let count = 0;
  const started = Date.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    state.slice(0, writers).map(async (writerState) => {
      while (Date.now() < deadline) {
        await operation(writerState);
        writerState.i += 1;
        count += 1;
      }
    }),
  );
  return [count, Date.now() - started];
}

/**
 * Alternates short rounds of both operations so load from other processes on the machine hits
 * both alike; returns transactions per second of each.
 */
async function compare(writers, a, b, rounds = 4) {
  const states = [a, b].map(() => Array.from({ length: writers }, (_, writer) => ({ writer, i: 0 })));
  const totals = [[0, 0], [0, 0]];
  for (let round = 0; round < rounds; round++) {
    for (const [index, operation] of [a, b].entries()) {
      const [count, ms] = await measure(writers, SECONDS / rounds, operation, states[index]);
      totals[index][0] += count;
      totals[index][1] += ms;
    }
  }
  return totals.map(([count, ms]) => Math.round(count / (ms / 1000)));
}

async function appendRates(dataSource, store, pool) {
  await dataSource.query(`CREATE TABLE bench_plain (id bigserial PRIMARY KEY, stream_id text NOT NULL,
    event_id uuid NOT NULL UNIQUE, event_type text NOT NULL, data jsonb NOT NULL, metadata jsonb NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now())`);
  // On a pool of the store's size, as a named (prepared) statement like the store's own: the two
  // differ only in what the store does beyond inserting the row.
  const plain = ({ writer, i }) =>
    pool.query({
      name: 'bench_plain_insert',
      text: 'INSERT INTO bench_plain (stream_id, event_id, event_type, data, metadata) VALUES ($1, $2, $3, $4, $5)',
      values: [`plain-${writer}`, randomUUID(), 'BookingCreated', data(i), metadata()],
    });
  const run = randomUUID().slice(0, 8);
  // Appends without transactional writes: the event store alone (booking commands add the guard).
  const append = (writers) => ({ writer, i }) =>
    store.appendToStream(
      `bench-${run}-${writers}-${writer}`,
      [{ eventId: randomUUID(), type: 'BookingCreated', data: data(i), metadata: metadata() }],
      { expectedVersion: i },
    );
  const rates = {};
  for (const writers of [1, 8]) {
    [rates[`insert${writers}`], rates[`append${writers}`]] = await compare(writers, plain, append(writers));
    console.log(`${writers} writer(s): plain INSERT ${rates[`insert${writers}`]} tx/s, event append ${rates[`append${writers}`]} tx/s`);
  }
  return rates;
}

const PER_EVENT_EVENTS = Number(process.env.BENCH_PER_EVENT_EVENTS ?? 50_000);
const COUNTER_UPSERT = `INSERT INTO bench_counter (stream_id, events, total) VALUES ($1, 1, $2)
  ON CONFLICT (stream_id) DO UPDATE SET events = bench_counter.events + 1, total = bench_counter.total + $2`;

/** Counts events and sums totals per stream: one upsert per event (`handle`). */
const perEventProjection = {
  name: 'bench-counter-per-event',
  kind: 'projection',
  eventTypes: ['BookingCreated'],
  tables: ['bench_counter'],
  handle: (event, em) => em.query(COUNTER_UPSERT, [event.streamId, event.data.total]),
};

/** The same read model written set-based, one statement per batch (`handleBatch`). */
const batchProjection = {
  ...perEventProjection,
  name: 'bench-counter',
  async handleBatch(events, em) {
    const byStream = new Map();
    for (const event of events) {
      const row = byStream.get(event.streamId) ?? { events: 0, total: 0 };
      row.events += 1;
      row.total += event.data.total;
      byStream.set(event.streamId, row);
    }
    await em.query(
      `INSERT INTO bench_counter (stream_id, events, total)
       SELECT * FROM unnest($1::text[], $2::int[], $3::bigint[])
       ON CONFLICT (stream_id) DO UPDATE SET events = bench_counter.events + excluded.events,
         total = bench_counter.total + excluded.total`,
      [[...byStream.keys()], [...byStream.values()].map((row) => row.events), [...byStream.values()].map((row) => row.total)],
    );
  },
};

async function seed(dataSource, count) {
  await dataSource.query('TRUNCATE es_events, projection_checkpoints');
  const started = Date.now();
  await dataSource.query(
    `INSERT INTO es_events (stream_id, stream_version, event_id, event_type, data, metadata)
     SELECT 'bench-' || (g % 2000), g / 2000 + 1, gen_random_uuid(), 'BookingCreated',
            jsonb_build_object('rooms', 3, 'guests', 4, 'total', 15000 + g, 'checkIn', '2026-12-01'), $2::jsonb
       FROM generate_series(0, $1::int - 1) g`,
    [count, JSON.stringify(metadata())],
  );
  console.log(`seeded ${count} events in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** Seeds `count` events, rebuilds `projection` with the real rebuild code, checks the rows. */
async function replayRate(dataSource, store, projection, count) {
  await seed(dataSource, count);
  const result = await rebuildProjection(projection, { store, dataSource }, { batchSize: 1000 });
  const [check] = await dataSource.query('SELECT sum(events)::int AS events, sum(total)::bigint AS total FROM bench_counter');
  const expectedTotal = BigInt(count) * 15000n + (BigInt(count) * BigInt(count - 1)) / 2n;
  if (check.events !== count || BigInt(check.total) !== expectedTotal) {
    throw new Error(`replay gave ${check.events} events / ${check.total}, expected ${count} / ${expectedTotal}`);
  }
  const rate = Math.round((result.events / result.elapsedMs) * 1000);
  console.log(`rebuild of ${projection.name}: ${result.events} events in ${(result.elapsedMs / 1000).toFixed(1)} s = ${rate} events/s`);
  return rate;
}

const RACE_WRITERS = 20;
const RACE_ROUNDS = Number(process.env.BENCH_RACE_ROUNDS ?? 15);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Milliseconds until all of `operations` (started at once) have settled. */
async function settle(operations) {
  const started = process.hrtime.bigint();
  await Promise.allSettled(operations.map((operation) => operation()));
  return Number(process.hrtime.bigint() - started) / 1e6;
}

/**
 * Median settle time over RACE_ROUNDS rounds of: 20 plain INSERTs of distinct rows; 20 appends to one
 * new stream after 'no_stream' (19 lose); 20 INSERTs racing for one key through pool.query, as the
 * store's appends ran before (each loser's connection closed by pg-pool).
 */
async function raceSettle(store, pool) {
  await pool.query(`CREATE TABLE bench_race (id text PRIMARY KEY)`);
  // Its own pool: the connections it loses must not slow the other measures down.
  const before = new Pool({ connectionString: databaseUrl, max: RACE_WRITERS });
  before.on('error', () => undefined);
  // Like the old store: the INSERT through pool.query, then on failure read the stream's version.
  const raceAsBefore = (key) => async () => {
    try {
      await before.query({ name: 'bench_race_insert', text: 'INSERT INTO bench_race (id) VALUES ($1)', values: [key] });
    } catch {
      await before.query('SELECT count(*) FROM bench_race WHERE id = $1', [key]);
    }
  };
  const times = { insert: [], race: [], poolQueryRace: [] };
  for (let round = -1; round < RACE_ROUNDS; round++) {
    const stream = `race-${randomUUID()}`;
    const ids = Array.from({ length: RACE_WRITERS }, () => randomUUID());
    const insert = await settle(ids.map((id) => () => pool.query({ name: 'bench_race_insert', text: 'INSERT INTO bench_race (id) VALUES ($1)', values: [id] })));
    const race = await settle(
      ids.map(() => () => store.appendToStream(stream, [{ eventId: randomUUID(), type: 'BookingCreated', data: data(0), metadata: metadata() }], { expectedVersion: 'no_stream' })),
    );
    const poolQueryRace = await settle(ids.map(() => raceAsBefore(stream)));
    const [check] = (await pool.query('SELECT count(*)::int AS n FROM es_events WHERE stream_id = $1', [stream])).rows;
    if (check.n !== 1) throw new Error(`race on ${stream} left ${check.n} events`);
    if (round < 0) continue; // warm-up: connections opened, statements prepared
    times.insert.push(insert);
    times.race.push(race);
    times.poolQueryRace.push(poolQueryRace);
  }
  await before.end();
  const result = Object.fromEntries(Object.entries(times).map(([key, values]) => [key, median(values)]));
  console.log(
    `${RACE_WRITERS} parallel plain INSERTs ${result.insert.toFixed(1)} ms; ${RACE_WRITERS}-way race settle time ` +
      `${result.race.toFixed(1)} ms (${(result.race / result.insert).toFixed(1)}x); the race through pool.query ` +
      `(as before) ${result.poolQueryRace.toFixed(1)} ms (medians of ${RACE_ROUNDS} rounds)`,
  );
  return result;
}

await migrateDatabase(databaseUrl);
const dataSource = await new DataSource(dataSourceOptions(databaseUrl)).initialize();
const store = new PostgresEventStore(databaseUrl, { poolSize: 20 });
const pool = new Pool({ connectionString: databaseUrl, max: 20 });
try {
  const race = await raceSettle(store, pool);
  const rates = await appendRates(dataSource, store, pool);
  const ratio = rates.append8 / rates.insert8;
  console.log(`append/INSERT ratio: 1 writer ${(rates.append1 / rates.insert1).toFixed(2)}, 8 writers ${ratio.toFixed(2)}`);
  await dataSource.query('CREATE TABLE bench_counter (stream_id text PRIMARY KEY, events integer NOT NULL, total bigint NOT NULL)');
  const replay = await replayRate(dataSource, store, batchProjection, REPLAY_EVENTS);
  const replayPerEvent = await replayRate(dataSource, store, perEventProjection, PER_EVENT_EVENTS);
  const emmett = await compareWithEmmett({ baseUrl: databaseUrl, seconds: SECONDS, rounds: 4, catchUpEvents: CATCHUP_EVENTS, ensureDatabase, dropDatabase });
  console.log(
    'BENCH_RESULT ' +
      JSON.stringify({
        figures: {
          'insert tx/s (1|8)': `${rates.insert1}|${rates.insert8}`,
          'append tx/s (1|8)': `${rates.append1}|${rates.append8}`,
          'ratio@8': ratio.toFixed(2),
          'replay ev/s (handleBatch)': replay,
          'replay ev/s (handle per event)': replayPerEvent,
          '20 INSERTs | 20-way race ms': `${race.insert.toFixed(1)}|${race.race.toFixed(1)}`,
          'race via pool.query (before) ms': race.poolQueryRace.toFixed(1),
          ...emmett.figures,
        },
        targets: [
          { label: 'append@8 >= 70% of INSERT', ok: ratio >= 0.7 },
          { label: 'replay >= 30000 ev/s', ok: replay >= 30_000 },
          { label: '20-way race <= 3x 20 INSERTs', ok: race.race <= 3 * race.insert },
          ...emmett.targets,
        ],
      }),
  );
} finally {
  await store.close();
  await pool.end();
  await dataSource.destroy();
  await dropDatabase(databaseUrl);
}
