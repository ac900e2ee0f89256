import type { Clock, ClockTimer } from '../../src/shared/clock';

/** A clock that moves only when the test says: timers come due in `advance`, never on their own. */
export class ManualClock implements Clock {
  private time = 0;
  private nextId = 1;
  private readonly timers = new Map<number, { at: number; callback: () => unknown }>();

  now(): number {
    return this.time;
  }

  setTimeout(callback: () => unknown, ms: number): ClockTimer {
    const id = this.nextId++;
    this.timers.set(id, { at: this.time + ms, callback });
    return id;
  }

  clearTimeout(timer: ClockTimer): void {
    this.timers.delete(timer as number);
  }

  /** Timers set and not yet run or cleared. */
  get pending(): number {
    return this.timers.size;
  }

  /** Moves time on by `ms`, running the timers that come due in order and awaiting what they return; says how many ran. */
  async advance(ms: number): Promise<number> {
    const until = this.time + ms;
    let ran = 0;
    for (;;) {
      const due = [...this.timers].filter(([, timer]) => timer.at <= until).sort(([, a], [, b]) => a.at - b.at)[0];
      if (!due) break;
      const [id, timer] = due;
      this.timers.delete(id);
      this.time = timer.at;
      await timer.callback();
      ran++;
    }
    this.time = until;
    return ran;
  }
}
