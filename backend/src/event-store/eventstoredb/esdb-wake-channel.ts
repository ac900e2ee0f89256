import { END, EventStoreDBClient, excludeSystemEvents } from '@eventstore/db-client';

const RESUBSCRIBE_DELAY_MS = 1000;

/**
 * One live subscription to `$all` (from its end, without system events) per store, used only as a
 * wake-up: every handler's polling subscription then reads the new events through the store's
 * shared reader. It opens with the first listener; a dropped subscription is opened again and
 * wakes everyone (events may have arrived meanwhile), and the fallback poll covers the gap.
 */
export class EsdbWakeChannel {
  private readonly callbacks = new Set<() => void>();
  private subscription: ReturnType<EventStoreDBClient['subscribeToAll']> | null = null;
  private retry: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(private readonly client: EventStoreDBClient) {}

  listen(callback: () => void): () => void {
    this.callbacks.add(callback);
    if (!this.subscription && !this.retry) this.open();
    return () => this.callbacks.delete(callback);
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    await this.subscription?.unsubscribe().catch(() => undefined);
    this.subscription = null;
  }

  private open(): void {
    if (this.closed) return;
    const subscription = this.client.subscribeToAll({ fromPosition: END, filter: excludeSystemEvents() });
    this.subscription = subscription;
    const dropped = () => {
      if (this.subscription !== subscription || this.closed) return;
      this.subscription = null;
      void subscription.unsubscribe().catch(() => undefined);
      this.wakeAll();
      this.retry = setTimeout(() => {
        this.retry = null;
        this.open();
      }, RESUBSCRIBE_DELAY_MS);
    };
    subscription.on('data', () => this.wakeAll());
    subscription.on('error', dropped);
    subscription.on('end', dropped);
  }

  private wakeAll(): void {
    for (const callback of this.callbacks) callback();
  }
}
