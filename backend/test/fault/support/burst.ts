export interface BurstResult<T> {
  /** Requests that finished with a response, whatever its status. */
  answered: { index: number; status: number; body: T }[];
  /** Requests cut off by a network error (server killed, connection reset). */
  failed: { index: number; error: string }[];
}

/**
 * Sends `count` requests made by `request(index)` with at most `concurrency` in flight: a bounded
 * loop over loopback that stops by itself. `onAnswer` may trigger the fault mid-burst.
 */
export async function burst<T>(
  count: number,
  concurrency: number,
  request: (index: number) => Promise<Response>,
  onAnswer?: (answered: number) => void | Promise<void>,
): Promise<BurstResult<T>> {
  const result: BurstResult<T> = { answered: [], failed: [] };
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next++;
      try {
        const response = await request(index);
        const text = await response.text();
        const body = (text ? JSON.parse(text) : null) as T;
        result.answered.push({ index, status: response.status, body });
        await onAnswer?.(result.answered.length);
      } catch (error) {
        result.failed.push({ index, error: (error as Error).message });
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return result;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` until it returns a value that is not undefined, or fails after `timeoutMs`. */
export async function eventually<T>(what: string, timeoutMs: number, check: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError = '';
  while (Date.now() < deadline) {
    try {
      const value = await check();
      if (value !== undefined) return value;
    } catch (error) {
      lastError = (error as Error).message;
    }
    await sleep(250);
  }
  throw new Error(`timed out after ${timeoutMs / 1000}s waiting for ${what}${lastError ? ` (last error: ${lastError})` : ''}`);
}
