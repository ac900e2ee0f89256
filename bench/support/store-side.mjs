// One event store driven by the event-store benchmark's Emmett comparison, in a process of its own:
// `node store-side.mjs ours|emmett <database url>`, forked with an IPC channel. Each side gets the
// same operations (appends to new and to existing streams, a read of one stream, growing a log by
// concurrent appends, catch-up reads of the whole log) over the same events, and answers counts and
// milliseconds; the parent interleaves the two. A process each because Emmett's driver (dumbo) sets
// pg's global type parsers (int8 as BigInt, JSON through its own reviver), which would change what
// our store's pg and TypeORM read in a shared process.
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { data, metadata } from './bench-events.mjs';

const require = createRequire(import.meta.url);
const [, , sideName, databaseUrl] = process.argv;

const events = (count, i) => Array.from({ length: count }, (_, k) => ({ eventId: randomUUID(), type: 'BookingCreated', data: data(i + k), metadata: metadata() }));

/**
 * Both stores behind one shape: version numbers in; out, each event's id and its position as the
 * store's subscription checkpoints it ([transaction id, global position] for ours, [0, global
 * position] for Emmett), compared to count events delivered out of order.
 */
async function ours() {
  require('reflect-metadata');
  const dist = (path) => require(`../../dist/backend/backend/src/${path}`);
  const { migrateDatabase } = dist('infrastructure/database/migrate.js');
  const { PostgresEventStore } = dist('event-store/postgres/postgres-event-store.js');
  const { parsePosition } = dist('event-store/position.js');
  await migrateDatabase(databaseUrl);
  const store = new PostgresEventStore(databaseUrl);
  const { Pool } = require('pg');
  const pool = new Pool({ connectionString: databaseUrl, max: 1 });
  return {
    rows: async (sql) => (await pool.query(sql)).rows,
    table: 'es_events',
    reset: 'TRUNCATE es_events',
    append: (stream, batch, version) => store.appendToStream(stream, batch, { expectedVersion: version === 0 ? 'no_stream' : version }),
    readStream: async (stream) => (await store.readStream(stream)).length,
    /** As the store's subscriptions read: `subscribe` (500 a batch, no pause between batches). */
    subscription: async (onBatch) => {
      const head = await store.headPosition();
      await new Promise((resolve, reject) => {
        const subscription = store.subscribe({
          after: null,
          onEvents: async (batch) => {
            onBatch(batch.map((event) => ({ id: event.eventId, key: parsePosition(event.position) })));
            if (batch.at(-1).position === head) subscription.close().then(resolve, reject);
          },
          onError: reject,
        });
      });
    },
    /** `readAll` page after page, `batchSize` a page. */
    batches: async (batchSize, onBatch) => {
      for (let after = null; ; ) {
        const batch = await store.readAll({ after, limit: batchSize });
        if (batch.length === 0) return;
        onBatch(batch.map((event) => ({ id: event.eventId, key: parsePosition(event.position) })));
        after = batch.at(-1).position;
      }
    },
    close: async () => {
      await pool.end();
      await store.close();
    },
  };
}

async function emmett() {
  const { getPostgreSQLEventStore, postgreSQLEventStoreMessageBatchPuller, readMessagesBatch } = await import('@event-driven-io/emmett-postgresql');
  const { STREAM_DOES_NOT_EXIST } = await import('@event-driven-io/emmett');
  const { dumbo, rawSql } = await import('@event-driven-io/dumbo');
  const store = getPostgreSQLEventStore(databaseUrl);
  await store.schema.migrate();
  // The consumer's own pool (postgreSQLEventStoreConsumer makes one from the connection string).
  const pool = dumbo({ connectionString: databaseUrl });
  const rows = async (sql) => (await pool.execute.query(rawSql(sql))).rows;
  /** Emmett's position: the global position, which its consumer checkpoints. */
  const toEntries = (messages) => messages.map((message) => ({ id: message.metadata.messageId, key: [0n, message.metadata.globalPosition] }));
  return {
    append: (stream, batch, version) =>
      store.appendToStream(
        stream,
        batch.map(({ eventId, type, data, metadata }) => ({ type, data, metadata: { ...metadata, messageId: eventId } })),
        { expectedStreamVersion: version === 0 ? STREAM_DOES_NOT_EXIST : BigInt(version) },
      ),
    readStream: async (stream) => (await store.readStream(stream)).events.length,
    rows,
    table: 'emt_messages',
    reset: "TRUNCATE emt_messages, emt_streams",
    /** As Emmett's consumer reads: its batch puller with the consumer's defaults (100 a batch, 50 ms pull frequency). */
    subscription: async (onBatch) => {
      const controller = new AbortController();
      const puller = postgreSQLEventStoreMessageBatchPuller({
        executor: pool.execute,
        batchSize: 100,
        pullingFrequencyInMs: 50,
        stopWhen: { noMessagesLeft: true },
        signal: controller.signal,
        eachBatch: async (messages) => onBatch(toEntries(messages)),
      });
      await puller.start({ startFrom: 'BEGINNING' });
    },
    /** `readMessagesBatch` page after page (the puller's read, without its pauses), `batchSize` a page. */
    batches: async (batchSize, onBatch) => {
      for (let after = 0n; ; ) {
        const { messages, currentGlobalPosition, areMessagesLeft } = await readMessagesBatch(pool.execute, { after, batchSize });
        if (messages.length > 0) onBatch(toEntries(messages));
        if (!areMessagesLeft) return;
        after = currentGlobalPosition;
      }
    },
    close: async () => {
      await pool.close();
      await store.close();
    },
  };
}

const side = sideName === 'emmett' ? await emmett() : await ours();
const run = randomUUID().slice(0, 8);
/** Per writer: the stream it extends and that stream's version. */
const existing = new Map();

/** `writers` loops of `operation` for `seconds`; [operations, elapsed ms]. */
async function measure(writers, seconds, operation) {
  let count = 0;
  const started = Date.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: writers }, async (_, writer) => {
      while (Date.now() < deadline) {
        await operation(writer);
        count += 1;
      }
    }),
  );
  return [count, Date.now() - started];
}

let created = 0;
let logStreams = 0;
const operations = {
  /** One-event appends, each to a new stream. */
  appendNew: (writers, seconds) => measure(writers, seconds, () => side.append(`new-${run}-${created++}`, events(1, created), 0)),
  /** One-event appends to the writer's own stream after its known version. */
  async appendExisting(writers, seconds) {
    for (let writer = 0; writer < writers; writer++) {
      if (existing.has(writer)) continue;
      existing.set(writer, { stream: `existing-${run}-${writer}`, version: 1 });
      await side.append(`existing-${run}-${writer}`, events(1, 0), 0);
    }
    return measure(writers, seconds, async (writer) => {
      const stream = existing.get(writer);
      await side.append(stream.stream, events(1, stream.version), stream.version);
      stream.version += 1;
    });
  },
  /** Reads of one stream of `length` events. */
  async readStream(readers, seconds, length) {
    const stream = `read-${run}-${length}`;
    if ((await side.readStream(stream)) === 0) for (let version = 0; version < length; version++) await side.append(stream, events(1, version), version);
    return measure(readers, seconds, async () => {
      if ((await side.readStream(stream)) !== length) throw new Error(`${sideName}: read of ${stream} lost events`);
    });
  },
  /**
   * Grows the log by `total` events: `writers` at once, each filling streams of its own with 5
   * appends of `perAppend` events after the version it knows.
   */
  async grow(total, writers, perAppend) {
    let claimed = 0;
    const streams = Math.ceil(total / (5 * perAppend));
    const first = logStreams;
    logStreams += streams;
    const started = Date.now();
    await Promise.all(
      Array.from({ length: writers }, async () => {
        while (claimed < streams) {
          const stream = `log-${run}-${first + claimed++}`;
          for (let version = 0; version < 5 * perAppend; version += perAppend) await side.append(stream, events(perAppend, version), version);
        }
      }),
    );
    return Date.now() - started;
  },
  /** Empties the log (the catch-up reads a log of its own size on both sides). */
  async reset() {
    await side.rows(side.reset);
  },
  /**
   * Waits until every event of the log is readable by both stores' rule (its transaction older than
   * every running one, on the whole server: another database's long transaction holds it back too),
   * so that a catch-up is measured against the whole log; answers the wait in ms.
   */
  async settle() {
    const started = Date.now();
    for (;;) {
      const [row] = await side.rows(`SELECT count(*)::int AS n, (count(*) FILTER (WHERE transaction_id < pg_snapshot_xmin(pg_current_snapshot())))::int AS readable FROM ${side.table}`);
      if (row.n === row.readable || Date.now() - started > 120_000) return Date.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  },
  /**
   * Reads the whole log from its start; what was delivered against what the log holds: lost (never
   * delivered), duplicated (delivered again), out of order (delivered after an event whose position,
   * the one a consumer checkpoints, is higher: a consumer resuming from its checkpoint skips it).
   */
  async catchUp(mode, batchSize) {
    const [{ n: stored }] = await side.rows(`SELECT count(*)::int AS n FROM ${side.table}`);
    const seen = new Set();
    let delivered = 0;
    let outOfOrder = 0;
    let highest = [-1n, -1n];
    const onBatch = (entries) => {
      for (const { id, key } of entries) {
        delivered += 1;
        if (seen.has(id)) continue;
        seen.add(id);
        const behind = key[0] < highest[0] || (key[0] === highest[0] && key[1] < highest[1]);
        if (behind) outOfOrder += 1;
        else highest = key;
      }
    };
    const started = process.hrtime.bigint();
    await (mode === 'subscription' ? side.subscription(onBatch) : side.batches(batchSize, onBatch));
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    return { ms, stored, delivered, lost: stored - seen.size, duplicated: delivered - seen.size, outOfOrder };
  },
};

process.on('message', async ({ id, op, args }) => {
  try {
    process.send({ id, result: await operations[op](...args) });
  } catch (error) {
    process.send({ id, error: String(error?.stack ?? error) });
  }
});
process.on('disconnect', async () => {
  await side.close();
  process.exit(0);
});
process.send({ ready: true });
