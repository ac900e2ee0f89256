/** A timer handle of a `Clock` (the system clock's is a Node timeout). */
export type ClockTimer = unknown;

/**
 * Timers the way production code sets them, so tests can move time by hand instead of sleeping.
 * A callback may return a promise: a test clock awaits it when it moves time past the timer.
 */
export interface Clock {
  now(): number;
  setTimeout(callback: () => unknown, ms: number): ClockTimer;
  clearTimeout(timer: ClockTimer): void;
}

/** The application's clock (the system clock unless a test gives `createApp` one of its own). */
export const CLOCK = Symbol('CLOCK');

export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (timer) => clearTimeout(timer as NodeJS.Timeout),
};
