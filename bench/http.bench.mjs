#!/usr/bin/env node
// The cached answers under load (issue 37): the product as `npm start` runs it (built SPA with its
// server renderer, seeded villa) on a fresh database, autocannon at 32 connections on GET /api/health
// (the floor), the server-rendered `/` and GET /api/villa, each plain, with `Accept-Encoding: br` and
// with `gzip`. Both are compressed once per villa version, so a compressed answer should cost about
// what a plain one does: target >= 0.8 of the plain rate. Series take turns in rounds, so each sees
// the same background load on a shared machine. Prints `BENCH_RESULT {figures, targets}` last.
import autocannon from 'autocannon';
import { get } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startProduct } from '../frontend/e2e/support/product-server.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const TARGET = 0.8;

const SERIES = [
  { label: 'GET /api/health', path: '/api/health' },
  ...['/', '/api/villa'].flatMap((path) => [
    { label: `GET ${path}`, path, encoding: null },
    { label: `GET ${path} br`, path, encoding: 'br' },
    { label: `GET ${path} gzip`, path, encoding: 'gzip' },
  ]),
];

/** The Content-Encoding and size the server answers with, so the bench measures what it says. */
function probe(baseUrl, { path, encoding }) {
  return new Promise((resolve, reject) => {
    get(`${baseUrl}${path}`, { headers: encoding ? { 'accept-encoding': encoding } : {} }, (res) => {
      let bytes = 0;
      res.on('data', (chunk) => (bytes += chunk.length));
      res.on('end', () => resolve({ status: res.statusCode, encoding: res.headers['content-encoding'] ?? null, bytes }));
    }).on('error', reject);
  });
}

const product = await startProduct({ root, label: 'bench', logFile: join(root, 'test-output/bench/http-server.log'), env: { NODE_ENV: 'production' } });
const run = ({ path, encoding }, duration = SECONDS) =>
  autocannon({ url: `${product.baseUrl}${path}`, connections: CONNECTIONS, duration, headers: encoding ? { 'accept-encoding': encoding } : {} });

try {
  for (const series of SERIES) {
    const answer = await probe(product.baseUrl, series);
    if (answer.status !== 200 || answer.encoding !== (series.encoding ?? null)) {
      throw new Error(`${series.label}: answered ${answer.status} with Content-Encoding ${answer.encoding}`);
    }
    console.log(`${series.label}: ${answer.bytes} bytes on the wire${answer.encoding ? ` (${answer.encoding})` : ''}`);
    // Warm-up (JIT, connections, the first render and compression), not counted.
    await run(series, 2);
  }
  const totals = new Map(SERIES.map((series) => [series.label, { requests: 0, failed: 0 }]));
  for (let round = 1; round <= ROUNDS; round++) {
    console.log(`round ${round}/${ROUNDS}, ${CONNECTIONS} connections, ${SECONDS} s each`);
    for (const series of SERIES) {
      const result = await run(series);
      const total = totals.get(series.label);
      total.requests += result.requests.total;
      total.failed += result.non2xx + result.errors;
      console.log(`  ${series.label.padEnd(22)} ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`);
    }
  }
  // Rates over all rounds: total answers / total time.
  const rate = (label) => Math.round(totals.get(label).requests / (ROUNDS * SECONDS));
  const figures = Object.fromEntries(SERIES.map(({ label }) => [`${label} req/s`, rate(label)]));
  const targets = [];
  for (const path of ['/', '/api/villa']) {
    for (const encoding of ['br', 'gzip']) {
      const ratio = rate(`GET ${path} ${encoding}`) / rate(`GET ${path}`);
      figures[`GET ${path} ${encoding}/plain`] = ratio.toFixed(2);
      const label = `GET ${path} with ${encoding} >= ${TARGET} of its plain rate`;
      targets.push({ label, ok: ratio >= TARGET });
      console.log(`target: ${label}: ${ratio.toFixed(2)} ${ratio >= TARGET ? 'OK' : 'MISS'}`);
    }
  }
  figures['GET / br/health'] = (rate('GET / br') / rate('GET /api/health')).toFixed(2);
  const failed = [...totals.values()].reduce((sum, total) => sum + total.failed, 0);
  targets.push({ label: 'every request answered 2xx', ok: failed === 0 });
  console.log(`BENCH_RESULT ${JSON.stringify({ figures, targets })}`);
} finally {
  await product.stop();
}
