import type { RecordedEvent, SubscribeOptions, Subscription } from './event-store.port';

export interface PollingSource {
  readAll(after: string | null, limit: number): Promise<RecordedEvent[]>;
  /** Registers a wake-up callback (new events may be readable); returns the unregister function. */
  onWake(callback: () => void): () => void;
  pollIntervalMs: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Reads batches after the last delivered position until caught up, then waits for a wake-up or the
 * fallback poll. A wake-up that finds nothing usually means a lower transaction is still open (its
 * events are not readable yet), so it polls again soon with a growing delay.
 */
export function startPollingSubscription(source: PollingSource, options: SubscribeOptions): Subscription {
  const batchSize = options.batchSize ?? 500;
  let position = options.after ?? null;
  let closed = false;
  let woken = false;
  let release: (() => void) | null = null;
  const wake = () => {
    woken = true;
    release?.();
  };
  const unregister = source.onWake(wake);

  const waitFor = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        release = null;
        resolve();
      }
      release = done;
    });

  const loop = (async () => {
    let quickDelay = 0;
    while (!closed) {
      const wasWoken = woken;
      woken = false;
      let events: RecordedEvent[];
      try {
        events = await source.readAll(position, batchSize);
      } catch (error) {
        options.onError?.(error);
        if (!closed) await waitFor(source.pollIntervalMs);
        continue;
      }
      if (closed) break;
      if (events.length > 0) {
        try {
          await options.onEvents(events);
          position = events[events.length - 1].position;
          quickDelay = 0;
        } catch (error) {
          // The batch is delivered again: a subscription never skips an event.
          options.onError?.(error);
          if (!closed) await sleep(source.pollIntervalMs);
        }
        continue;
      }
      if (woken) continue;
      quickDelay = wasWoken || quickDelay > 0 ? Math.min(Math.max(quickDelay * 2, 5), source.pollIntervalMs) : 0;
      await waitFor(quickDelay || source.pollIntervalMs);
    }
  })();

  return {
    async close() {
      closed = true;
      unregister();
      release?.();
      await loop;
    },
  };
}
