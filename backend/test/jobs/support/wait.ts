import { setTimeout as sleep } from 'node:timers/promises';

/** Polls `probe` until it returns something truthy; fails with `what` and the last value after `timeoutMs`. */
export async function eventually<T>(what: string, probe: () => Promise<T>, timeoutMs = 20_000, everyMs = 150): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  let last: T | undefined;
  while (Date.now() < deadline) {
    last = await probe();
    if (last) return last as NonNullable<T>;
    await sleep(everyMs);
  }
  throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what} (last: ${JSON.stringify(last)})`);
}
