import { readFileSync } from 'node:fs';

// /proc/stat counts in USER_HZ, 100 per second on Linux.
const MS_PER_TICK = 10;

/**
 * The machine's busy CPU time so far, in ms over all cores (user, nice, system, irq, softirq and
 * steal from /proc/stat): the difference around a run is what the run cost the whole machine, the
 * server, Postgres, Redis and the load generator together, however its work was spread in time.
 */
export function busyCpuMs() {
  const line = readFileSync('/proc/stat', 'utf8').split('\n')[0];
  const [user, nice, system, , , irq, softirq, steal] = line.trim().split(/\s+/).slice(1).map(Number);
  return (user + nice + system + irq + softirq + (steal || 0)) * MS_PER_TICK;
}
