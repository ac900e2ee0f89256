import { EventStoreDBClient, START, excludeSystemEvents } from '@eventstore/db-client';
import type { RecordedEvent, SubscribeOptions, Subscription } from '../event-store.port';
import { fromPosition, isUserEvent, toRecordedEvent } from './esdb-mapping';

const RESUBSCRIBE_DELAY_MS = 1000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A catch-up subscription to $all without system events. Events are handed over in batches (what
 * is already buffered, up to batchSize); a dropped subscription is opened again after the last
 * delivered position, so nothing is skipped and nothing is delivered twice.
 */
export function startEsdbSubscription(
  client: EventStoreDBClient,
  upcast: (event: RecordedEvent) => RecordedEvent,
  options: SubscribeOptions,
): Subscription {
  const batchSize = options.batchSize ?? 500;
  let position = options.after ?? null;
  let closed = false;
  let current: ReturnType<EventStoreDBClient['subscribeToAll']> | null = null;

  const deliver = async (batch: RecordedEvent[]) => {
    for (;;) {
      try {
        await options.onEvents(batch);
        position = batch[batch.length - 1].position;
        return;
      } catch (error) {
        options.onError?.(error);
        if (closed) throw error;
        await sleep(RESUBSCRIBE_DELAY_MS);
      }
    }
  };

  const loop = (async () => {
    while (!closed) {
      const subscription = client.subscribeToAll({
        fromPosition: position ? fromPosition(position) : START,
        filter: excludeSystemEvents(),
      });
      current = subscription;
      let batch: RecordedEvent[] = [];
      try {
        for await (const resolved of subscription) {
          if (closed) break;
          if (isUserEvent(resolved)) batch.push(upcast(toRecordedEvent(resolved)));
          if (batch.length > 0 && (batch.length >= batchSize || subscription.readableLength === 0)) {
            await deliver(batch);
            batch = [];
          }
        }
        if (batch.length > 0 && !closed) await deliver(batch);
        if (!closed) options.onError?.(new Error('EventStoreDB subscription ended; subscribing again'));
      } catch (error) {
        if (closed) break;
        options.onError?.(error);
      } finally {
        await subscription.unsubscribe().catch(() => undefined);
      }
      if (!closed) await sleep(RESUBSCRIBE_DELAY_MS);
    }
  })();

  return {
    async close() {
      closed = true;
      await current?.unsubscribe().catch(() => undefined);
      await loop.catch(() => undefined);
    },
  };
}
