import { Logger } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';
import type { ClockTimer } from '../../shared/clock';
import type { EventStore, RecordedEvent, Subscription } from '../event-store.port';
import { applyBatch, wants } from './apply-batch';
import { CheckpointMovedError, type CheckpointStore } from './checkpoint-store';
import type { EventHandlerDefinition } from './projection';
import type { RunnerOptions } from './runner-options';

export interface WorkerDeps {
  store: EventStore;
  dataSource: DataSource;
  checkpoints: CheckpointStore;
  options: RunnerOptions;
  onProgress(name: string, position: string): void;
  onFailed(name: string, error: string): void;
}

/**
 * Feeds one projection or reactor from its own checkpoint. A batch commits in one transaction; when
 * it fails, its events are retried one per transaction with backoff, and after the last attempt the
 * handler stops in state 'failed' at the event before the bad one (nothing is ever skipped).
 * A batch holding none of the handler's event types writes nothing: its checkpoint is saved at most
 * every `idleCheckpointMs` (and on stop), since re-reading events a handler ignores costs nothing.
 */
export class HandlerWorker {
  private readonly logger: Logger;
  private subscription: Subscription | null = null;
  private stopping = false;
  private interrupt: (() => void) | null = null;
  /** Position passed by ignored events, not yet in the checkpoint table. */
  private unsaved: string | null = null;
  /** The position this worker last found or wrote in the checkpoint table. */
  private stored: string | null = null;
  private unsavedTimer: ClockTimer | null = null;
  /** Batches and deferred checkpoint saves run one at a time, in order. */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    readonly handler: EventHandlerDefinition,
    private readonly deps: WorkerDeps,
  ) {
    this.logger = new Logger(`Subscription:${handler.name}`);
  }

  async start(): Promise<void> {
    const checkpoint = await this.deps.checkpoints.get(this.handler.name);
    this.stored = checkpoint?.position ?? null;
    if (checkpoint?.position) this.deps.onProgress(this.handler.name, checkpoint.position);
    if (checkpoint?.state === 'rebuilding') this.logger.warn(`Finishing an interrupted rebuild from ${checkpoint.position ?? 'the start'}`);
    if (this.stopping) return;
    this.subscription = this.deps.store.subscribe({
      after: checkpoint?.position ?? null,
      batchSize: this.deps.options.batchSize,
      onEvents: (events) => this.process(events),
      onError: (error) => this.logger.error(`Subscription error: ${(error as Error).message}`),
    });
  }

  async stop(): Promise<void> {
    this.stopping = true;
    this.interrupt?.();
    await this.subscription?.close();
    await this.serially(() => this.saveUnsaved()).catch((error) => this.logger.warn(`Checkpoint not saved: ${(error as Error).message}`));
  }

  private process(events: RecordedEvent[]): Promise<void> {
    return this.serially(() => this.processNow(events));
  }

  private serially<T>(task: () => Promise<T>): Promise<T> {
    const run = this.queue.then(task, task);
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async processNow(batch: RecordedEvent[]): Promise<void> {
    if (this.stopping) return;
    const last = batch[batch.length - 1].position;
    const events = this.notApplied(batch);
    if (events.length === 0) {
      this.deps.onProgress(this.handler.name, last);
      return;
    }
    if (!events.some((event) => wants(this.handler, event))) {
      this.unsaved = last;
      this.unsavedTimer ??= this.deps.options.clock.setTimeout(() => {
        this.unsavedTimer = null;
        return this.serially(() => this.saveUnsaved()).catch(() => undefined);
      }, this.deps.options.idleCheckpointMs);
      this.deps.onProgress(this.handler.name, last);
      return;
    }
    try {
      return await this.commit(events);
    } catch (error) {
      if (error instanceof CheckpointMovedError) return this.continueAfterOther(events);
      // Find the failing event: commit the good ones before it, retry it alone.
    }
    for (const event of events) {
      for (let attempt = 1; ; attempt++) {
        try {
          await this.commit([event]);
          break;
        } catch (error) {
          if (error instanceof CheckpointMovedError) return this.continueAfterOther(events);
          if (this.stopping) throw error;
          const message = `${event.type} ${event.eventId} at ${event.position}: ${(error as Error).message}`;
          const failed = attempt >= this.deps.options.retryAttempts;
          await this.deps.checkpoints.saveProblem(this.handler, failed ? 'failed' : 'retrying', message, event.position);
          if (failed) {
            this.logger.error(`Stopped after ${attempt} attempts: ${message}`);
            this.deps.onFailed(this.handler.name, message);
            void this.stop();
            return;
          }
          this.logger.warn(`Attempt ${attempt} failed, retrying: ${message}`);
          await this.pause(this.deps.options.retryBaseDelayMs * 2 ** (attempt - 1));
        }
      }
    }
  }

  /** The events after the stored checkpoint (all of them, unless another instance ran the handler). */
  private notApplied(events: RecordedEvent[]): RecordedEvent[] {
    const after = (event: RecordedEvent) => this.deps.store.comparePositions(event.position, this.stored) > 0;
    return after(events[0]) ? events : events.filter(after);
  }

  /** Another instance applied events meanwhile: take its checkpoint and apply what it has not. */
  private async continueAfterOther(events: RecordedEvent[]): Promise<void> {
    this.stored = (await this.deps.checkpoints.get(this.handler.name))?.position ?? null;
    this.logger.warn(`Another instance moved the checkpoint to ${this.stored ?? 'the start'}; going on from there`);
    return this.processNow(events);
  }

  private async commit(events: RecordedEvent[]): Promise<void> {
    const expected = this.stored;
    const apply = (em: EntityManager) => applyBatch(em, this.deps.checkpoints, this.handler, events, 'running', expected);
    // A projection's rows and checkpoint commit together. A reactor's effects live outside
    // Postgres (at least once by design): its checkpoint is one statement of its own.
    if (this.handler.kind === 'projection') await this.deps.dataSource.transaction(apply);
    else await apply(this.deps.dataSource.manager);
    this.unsaved = null;
    this.stored = events[events.length - 1].position;
    this.deps.onProgress(this.handler.name, this.stored);
  }

  private async saveUnsaved(): Promise<void> {
    if (this.unsavedTimer !== null) this.deps.options.clock.clearTimeout(this.unsavedTimer);
    this.unsavedTimer = null;
    const position = this.unsaved;
    if (position === null) return;
    this.unsaved = null;
    // Only over the position this worker knows and a running state: a failure recorded since, or a
    // new leader's progress, stays as it is.
    if (await this.deps.checkpoints.advanceIfUnchanged(this.deps.dataSource.manager, this.handler, this.stored, position)) {
      this.stored = position;
    }
  }

  private pause(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.interrupt = null;
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.interrupt = done;
    });
  }
}
