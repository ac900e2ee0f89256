import type { Clock, ClockTimer } from '../../src/shared/clock';

/**
 * The system clock moved on by what a test asks: `now` runs with real time, ahead by every
 * `advance`; timers are real. For the application's clock (startTestApp's `clock`): a payment
 * window can pass in a test without the test waiting for it.
 */
export class ShiftedClock implements Clock {
  private offset = 0;

  now(): number {
    return Date.now() + this.offset;
  }

  setTimeout(callback: () => unknown, ms: number): ClockTimer {
    return setTimeout(callback, ms);
  }

  clearTimeout(timer: ClockTimer): void {
    clearTimeout(timer as NodeJS.Timeout);
  }

  advance(ms: number): void {
    this.offset += ms;
  }

  /** How far ahead of the system clock this one is. */
  get shift(): number {
    return this.offset;
  }
}
