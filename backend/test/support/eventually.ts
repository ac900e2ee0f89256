import { setTimeout as pause } from 'node:timers/promises';

/**
 * The one way tests wait: polls `probe` until it returns something truthy, and fails with `what` and
 * the last value after `timeoutMs`. The pause only paces the polling; what ends the wait is the
 * condition (or the deadline), never the time slept.
 */
export async function eventually<T>(
  what: string,
  probe: () => T | Promise<T>,
  timeoutMs = 20_000,
  everyMs = 25,
): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  let last: T | undefined;
  for (;;) {
    last = await probe();
    if (last) return last as NonNullable<T>;
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what} (last: ${JSON.stringify(last)})`);
    await pause(everyMs);
  }
}
