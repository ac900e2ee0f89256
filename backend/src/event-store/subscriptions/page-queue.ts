import type { RecordedEvent } from '../event-store.port';

/**
 * The pages of one pass, shared by `consumers` that each take every page in order: a page is kept
 * until all of them are done with it, and `room` holds the reader back while the slowest consumer
 * is `ahead` pages behind.
 */
export class PageQueue {
  private readonly pages = new Map<number, RecordedEvent[]>();
  private readonly finished = new Map<number, number>();
  private pushed = 0;
  private slowest = 0;
  private ended = false;
  private stopped = false;
  private waiters: (() => void)[] = [];

  constructor(private readonly consumers: number) {}

  push(events: RecordedEvent[]): void {
    this.pages.set(this.pushed++, events);
    this.wake();
  }

  end(): void {
    this.ended = true;
    this.wake();
  }

  stop(): void {
    this.stopped = true;
    this.wake();
  }

  /** Resolves true once the reader may read another page, false when the pass stopped. */
  async room(ahead: number): Promise<boolean> {
    while (!this.stopped && this.pushed - this.slowest >= ahead) await this.wait();
    return !this.stopped;
  }

  /** Page `index`, or null after the last page (or once the pass stopped). */
  async get(index: number): Promise<RecordedEvent[] | null> {
    for (;;) {
      if (this.stopped) return null;
      const page = this.pages.get(index);
      if (page) return page;
      if (this.ended && index >= this.pushed) return null;
      await this.wait();
    }
  }

  /** One consumer is done with page `index`; true when it was the last one to be. */
  done(index: number): boolean {
    const count = (this.finished.get(index) ?? 0) + 1;
    if (count < this.consumers) {
      this.finished.set(index, count);
      return false;
    }
    this.finished.delete(index);
    this.pages.delete(index);
    this.slowest = index + 1;
    this.wake();
    return true;
  }

  private wait(): Promise<void> {
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  private wake(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const resolve of waiters) resolve();
  }
}
