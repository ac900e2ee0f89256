/** Why a toast's countdown is held: the pointer is on it, it is being dragged, it holds keyboard
 *  focus, the window lost focus, or the page is hidden. */
export type HoldReason = 'hover' | 'drag' | 'focus' | 'blur' | 'hidden';

/**
 * A countdown that stops while any reason holds it and goes on with the time it had left once the
 * last one is released (SPEC §2: paused on hover and on focus loss). Listeners learn when it starts
 * or stops running, so a progress bar can follow it.
 */
export class Countdown {
  private remainingMs: number;
  private startedAt = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private readonly holds = new Set<HoldReason>();
  private readonly listeners = new Set<() => void>();
  private finished = false;

  constructor(
    durationMs: number,
    private readonly onElapsed: () => void,
    initialHolds: Iterable<HoldReason> = [],
  ) {
    this.remainingMs = durationMs;
    for (const reason of initialHolds) this.holds.add(reason);
    if (this.holds.size === 0) this.run();
  }

  get running(): boolean {
    return this.timer !== undefined;
  }

  hold(reason: HoldReason): void {
    if (this.finished || this.holds.has(reason)) return;
    this.holds.add(reason);
    if (this.timer === undefined) return;
    clearTimeout(this.timer);
    this.timer = undefined;
    this.remainingMs = Math.max(0, this.remainingMs - (Date.now() - this.startedAt));
    this.notify();
  }

  release(reason: HoldReason): void {
    if (this.finished || !this.holds.delete(reason) || this.holds.size > 0) return;
    this.run();
    this.notify();
  }

  /** Stops for good (the toast was closed another way). */
  cancel(): void {
    this.finished = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    this.listeners.clear();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private run(): void {
    this.startedAt = Date.now();
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.finished = true;
      this.onElapsed();
    }, this.remainingMs);
  }

  private notify(): void {
    for (const listener of this.listeners) listener();
  }
}
