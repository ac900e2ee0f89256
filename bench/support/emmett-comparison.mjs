// Our event store beside Emmett's PostgreSQL event store (@event-driven-io/emmett-postgresql), each
// on a fresh database of its own and in a process of its own (store-side.mjs), in interleaved rounds
// (ours, Emmett, ours, Emmett…) so that load from elsewhere on the machine falls on both alike.
// The guide's targets: appends >= 1.7x Emmett's, catch-up >= 20x.
import { fork } from 'node:child_process';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';

const sideScript = fileURLToPath(new URL('./store-side.mjs', import.meta.url));

/** A store-side process: `call(op, ...args)` answers the side's result. */
async function startSide(name, databaseUrl) {
  const child = fork(sideScript, [name, databaseUrl], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const pending = new Map();
  let next = 0;
  await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`${name} side exited (${code}) before it was ready`)));
  });
  child.on('message', ({ id, result, error }) => {
    const call = pending.get(id);
    pending.delete(id);
    if (error) call.reject(new Error(`${name}: ${error}`));
    else call.resolve(result);
  });
  return {
    call: (op, ...args) =>
      new Promise((resolve, reject) => {
        pending.set(++next, { resolve, reject });
        child.send({ id: next, op, args });
      }),
    stop: () => new Promise((resolve) => (child.once('exit', resolve), child.disconnect())),
  };
}

const load = () => `load ${loadavg()[0].toFixed(1)}`;
const times = (ratio) => `${ratio.toFixed(1)}x`;

/** Rounds of `op` on each side in turn; operations per second of each (counts over summed time). */
async function interleaved(sides, rounds, op, ...args) {
  const totals = sides.map(() => [0, 0]);
  for (let round = 0; round < rounds; round++) {
    for (const [index, side] of sides.entries()) {
      const [count, ms] = await side.call(op, ...args);
      totals[index][0] += count;
      totals[index][1] += ms;
    }
  }
  return totals.map(([count, ms]) => Math.round(count / (ms / 1000)));
}

/** Catch-up rounds in turn; events/s of each side (all rounds) and each side's first round's accounting. */
async function catchUps(sides, rounds, mode, batchSize) {
  const results = sides.map(() => []);
  for (let round = 0; round < rounds; round++) {
    for (const [index, side] of sides.entries()) results[index].push(await side.call('catchUp', mode, batchSize));
  }
  return results.map((runs) => ({
    rate: Math.round(runs.reduce((sum, run) => sum + run.stored, 0) / (runs.reduce((sum, run) => sum + run.ms, 0) / 1000)),
    ...runs[0],
  }));
}

const accounting = ({ stored, delivered, lost, duplicated, outOfOrder }) =>
  `${delivered} delivered of ${stored}: ${lost} lost, ${duplicated} duplicated, ${outOfOrder} out of order`;

/**
 * Runs the comparison on two new databases named after `baseUrl`'s; answers the BENCH_RESULT
 * figures and targets. `seconds` per measure and side, `catchUpEvents` in the log read back.
 */
export async function compareWithEmmett({ baseUrl, seconds, rounds, catchUpEvents, ensureDatabase, dropDatabase }) {
  const url = (suffix) => Object.assign(new URL(baseUrl), { pathname: `${new URL(baseUrl).pathname}_${suffix}` }).toString();
  const urls = [url('ours'), url('emmett')];
  for (const databaseUrl of urls) await ensureDatabase(databaseUrl);
  const sides = [];
  const figures = {};
  const appendRatios = { 1: [], 8: [] };
  try {
    sides.push(await startSide('ours', urls[0]), await startSide('emmett', urls[1]));
    console.log(`\nOurs vs Emmett's PostgreSQL event store, ${rounds} interleaved rounds of ${seconds / rounds} s per measure (${load()})`);
    for (const [op, label] of [['appendNew', 'appends to new streams'], ['appendExisting', 'appends to existing streams (expected version)']]) {
      for (const writers of [1, 8]) {
        const [ours, emmett] = await interleaved(sides, rounds, op, writers, seconds / rounds);
        appendRatios[writers].push(ours / emmett);
        figures[`vs Emmett: ${label} @${writers} tx/s (ours|Emmett|ratio)`] = `${ours}|${emmett}|${times(ours / emmett)}`;
        console.log(`${label}, ${writers} writer(s): ours ${ours} tx/s, Emmett ${emmett} tx/s = ${times(ours / emmett)} (${load()})`);
      }
    }
    // One writer waits for each commit's WAL flush (about 3 ms on this machine's disk against well
    // under 1 ms for the rest): the same appends without that wait show what each store itself costs.
    const noFlush = (databaseUrl) => `${databaseUrl}?options=${encodeURIComponent('-c synchronous_commit=off')}`;
    const unflushed = [await startSide('ours', noFlush(urls[0])), await startSide('emmett', noFlush(urls[1]))];
    try {
      for (const [op, label] of [['appendNew', 'new streams'], ['appendExisting', 'existing streams']]) {
        const [ours, emmett] = await interleaved(unflushed, rounds, op, 1, seconds / rounds);
        figures[`vs Emmett: no flush wait, appends to ${label} @1 tx/s (ours|Emmett|ratio)`] = `${ours}|${emmett}|${times(ours / emmett)}`;
        console.log(`without waiting for the WAL flush (synchronous_commit off), appends to ${label}, 1 writer: ours ${ours} tx/s, Emmett ${emmett} tx/s = ${times(ours / emmett)} (${load()})`);
      }
    } finally {
      for (const side of unflushed) await side.stop();
    }
    for (const readers of [1, 8]) {
      const [ours, emmett] = await interleaved(sides, rounds, 'readStream', readers, seconds / rounds, 20);
      figures[`vs Emmett: read of a 20-event stream @${readers} reads/s (ours|Emmett|ratio)`] = `${ours}|${emmett}|${times(ours / emmett)}`;
      console.log(`read of one 20-event stream, ${readers} reader(s): ours ${ours}/s, Emmett ${emmett}/s = ${times(ours / emmett)} (${load()})`);
    }

    // The log to catch up with: 8 writers appending 10 events at a time, grown a quarter at a time on each side in turn.
    for (const side of sides) await side.call('reset');
    const growMs = [0, 0];
    for (let quarter = 0; quarter < 4; quarter++) {
      for (const [index, side] of sides.entries()) growMs[index] += await side.call('grow', catchUpEvents / 4, 8, 10);
    }
    const [oursGrow, emmettGrow] = growMs.map((ms) => Math.round(catchUpEvents / (ms / 1000)));
    figures['vs Emmett: 10-event appends @8 ev/s (ours|Emmett|ratio)'] = `${oursGrow}|${emmettGrow}|${times(oursGrow / emmettGrow)}`;
    console.log(`log of ${catchUpEvents} events by 8 writers, 10 events an append: ours ${oursGrow} ev/s, Emmett ${emmettGrow} ev/s = ${times(oursGrow / emmettGrow)} (${load()})`);

    const waits = await Promise.all(sides.map((side) => side.call('settle')));
    console.log(`waited ${Math.max(...waits)} ms for every appended event to be readable (older than every running transaction on the server)`);
    // Two rounds each: Emmett's consumer paces itself (a batch of 100 every 50 ms), 20 s a round.
    const consumer = await catchUps(sides, 2, 'subscription');
    const catchUpRatio = consumer[0].rate / consumer[1].rate;
    console.log(
      `catch-up as each store's subscription reads (ours: subscribe, 500 a batch; Emmett: its consumer's puller, 100 a batch, 50 ms pull frequency):` +
        ` ours ${consumer[0].rate} ev/s, Emmett ${consumer[1].rate} ev/s = ${times(catchUpRatio)} (${load()})` +
        `\n  ours: ${accounting(consumer[0])}\n  Emmett: ${accounting(consumer[1])}`,
    );
    const batch = await catchUps(sides, 2, 'batches', 500);
    console.log(
      `catch-up by plain batch reads, 500 a batch, no pause (ours: readAll; Emmett: readMessagesBatch):` +
        ` ours ${batch[0].rate} ev/s, Emmett ${batch[1].rate} ev/s = ${times(batch[0].rate / batch[1].rate)} (${load()})` +
        `\n  ours: ${accounting(batch[0])}\n  Emmett: ${accounting(batch[1])}`,
    );
    figures['vs Emmett: catch-up, subscription/consumer ev/s (ours|Emmett|ratio)'] = `${consumer[0].rate}|${consumer[1].rate}|${times(catchUpRatio)}`;
    figures['vs Emmett: catch-up, 500-event batch reads ev/s (ours|Emmett|ratio)'] = `${batch[0].rate}|${batch[1].rate}|${times(batch[0].rate / batch[1].rate)}`;
    for (const [label, runs] of [['subscription/consumer', consumer], ['batch reads', batch]]) {
      figures[`vs Emmett: catch-up ${label} lost|dup|out of order (ours; Emmett)`] =
        `${runs[0].lost}|${runs[0].duplicated}|${runs[0].outOfOrder}; ${runs[1].lost}|${runs[1].duplicated}|${runs[1].outOfOrder}`;
    }
    figures['vs Emmett: load (1 min) at the end'] = loadavg()[0].toFixed(1);

    const appendTargets = [8, 1].map((writers) => {
      const lowest = Math.min(...appendRatios[writers]);
      const label = `appends @${writers} >= 1.7x Emmett (new and existing streams)`;
      console.log(`target ${label}: lowest ${lowest.toFixed(2)}x: ${lowest >= 1.7 ? 'MET' : 'MISS'}`);
      return { label, ok: lowest >= 1.7 };
    });
    const catchUpMet = catchUpRatio >= 20;
    console.log(`target catch-up >= 20x Emmett (subscription vs consumer): ${catchUpRatio.toFixed(2)}x: ${catchUpMet ? 'MET' : 'MISS'}`);
    const intact = [consumer[0], batch[0]].every((run) => run.lost + run.duplicated + run.outOfOrder === 0);
    return {
      figures,
      targets: [
        ...appendTargets,
        { label: 'catch-up >= 20x Emmett (subscription vs consumer)', ok: catchUpMet },
        { label: 'our catch-up: nothing lost, duplicated or out of order', ok: intact },
      ],
    };
  } finally {
    for (const side of sides) await side.stop();
    for (const databaseUrl of urls) await dropDatabase(databaseUrl);
  }
}
