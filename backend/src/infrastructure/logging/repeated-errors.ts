/**
 * Summarises errors that repeat: the first of a kind in a window is written in full (with its
 * stack), the rest of that window only counted, and the count written once when the window ends.
 * During an outage every request fails the same way; one stack and "4,212 more like this in 30 s"
 * tell the operator what a stack per request would drown.
 */
export class RepeatedErrors {
  private readonly windows = new Map<string, { started: number; more: number }>();
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly write: {
      first: (key: string, detail: string) => void;
      repeated: (key: string, count: number, seconds: number) => void;
    },
    private readonly windowMs = 30_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** Records one error of kind `key`; `detail` (its stack) is written only if it opens a window. */
  record(key: string, detail: string): void {
    this.flush();
    const open = this.windows.get(key);
    if (open) {
      open.more += 1;
      return;
    }
    this.windows.set(key, { started: this.now(), more: 0 });
    this.write.first(key, detail);
    this.timer ??= setTimeout(() => {
      this.timer = null;
      this.flush();
    }, this.windowMs).unref();
  }

  /** Closes the windows that have ended, writing each one's count. */
  flush(): void {
    const now = this.now();
    for (const [key, window] of this.windows) {
      if (now - window.started < this.windowMs) continue;
      this.windows.delete(key);
      if (window.more > 0) this.write.repeated(key, window.more, Math.round((now - window.started) / 1000));
    }
  }
}

/** What makes two errors "the same" in a summary: their class and the first line of their message. */
export function errorKind(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message.split('\n', 1)[0]}`;
  return String(error).split('\n', 1)[0];
}
