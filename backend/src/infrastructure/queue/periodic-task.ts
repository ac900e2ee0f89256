import { Logger } from '@nestjs/common';

/**
 * Runs `task` now and then every `intervalMs`, one run at a time (a slow run delays the next, it
 * never overlaps it). A failed run is logged and the next one tries again. `stop` waits for the
 * run in progress, so a closing app never pulls the database from under it.
 */
export class PeriodicTask {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly name: string,
    private readonly task: () => Promise<string | null>,
    private readonly logger = new Logger(name),
  ) {}

  start(intervalMs: number): void {
    this.tick();
    this.timer = setInterval(() => this.tick(), intervalMs);
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  private tick(): void {
    this.running = this.running.then(() => this.task()).then(
      (summary) => summary && this.logger.log(summary),
      (error: Error) => this.logger.warn(`${this.name} failed: ${error.message}`),
    );
  }
}
