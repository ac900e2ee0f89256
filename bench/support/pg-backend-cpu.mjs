#!/usr/bin/env node
// `node bench/support/pg-backend-cpu.mjs <database> <pid>`: the CPU seconds that
// PostgreSQL's backends serving <database> spent while <pid> ran (read from /proc, so only where the
// server runs on this machine), printed as `PG_CPU <seconds>` when <pid> exits. Beside the CLI's own
// CPU time it shows the rebuild's whole cost independent of the machine's load.
import { readFileSync } from 'node:fs';
import pg from 'pg';

const [database, watched] = process.argv.slice(2);
const ticks = 100; // USER_HZ on Linux
const client = new pg.Client({ host: '127.0.0.1', user: 'postgres', database: 'postgres' });
await client.connect();
const started = new Date();
const first = new Map();
const last = new Map();
const cpuOf = (pid) => {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / ticks;
  } catch {
    return null;
  }
};
const alive = () => {
  try {
    process.kill(Number(watched), 0);
    return true;
  } catch {
    return false;
  }
};
while (alive()) {
  const { rows } = await client.query('SELECT pid, backend_start > $2 AS fresh FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [database, started]);
  for (const { pid, fresh } of rows) {
    const cpu = cpuOf(pid);
    if (cpu === null) continue;
    // A backend started meanwhile counts from its start (all of it is this run's), an older one from now.
    if (!first.has(pid)) first.set(pid, fresh ? 0 : cpu);
    last.set(pid, cpu);
  }
  await new Promise((resolve) => setTimeout(resolve, 200));
}
await client.end();
let total = 0;
for (const [pid, cpu] of last) total += cpu - first.get(pid);
console.log(`PG_CPU ${total.toFixed(1)}`);
