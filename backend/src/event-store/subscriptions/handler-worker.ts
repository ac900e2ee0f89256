import { Logger } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';
import type { ClockTimer } from '../../shared/clock';
import type { EventStore, RecordedEvent, Subscription } from '../event-store.port';
import { applyBatch, wants } from './apply-batch';
import { isTransientFailure as transient } from './transient-failure';
import { CheckpointMovedError, type CheckpointStore } from './checkpoint-store';
import type { ParkedEvents } from './parked-events';
import type { EventHandlerDefinition } from './projection';
import type { RunnerOptions } from './runner-options';

/** What the runner is told when an event is parked (`first`: the handler had none unhandled). */
export interface ParkedNotice {
  id: string;
  handler: string;
  event: RecordedEvent;
  error: string;
  first: boolean;
}

export interface WorkerDeps {
  store: EventStore;
  dataSource: DataSource;
  checkpoints: CheckpointStore;
  options: RunnerOptions;
  onProgress(name: string, position: string): void;
  onFailed(name: string, error: string): void;
  parked: ParkedEvents;
  /** The event's data as the dead-letter table may keep it (personal fields erased). */
  redact(event: RecordedEvent): Record<string, unknown>;
  onParked(notice: ParkedNotice): void;
}

/**
 * Feeds one projection or reactor from its own checkpoint. A batch commits in one transaction; when
 * it fails, its events are retried one per transaction with backoff, and after the last attempt the
 * bad event is parked (projection_parked_events) and the checkpoint moves past it in one fenced
 * transaction, so one event never stops the read side. When the failure is the database's (out of
 * reach, a deadlock) or parking itself fails, the handler stops in state 'failed' at the event
 * before the bad one instead, and is tried again from there when an instance next leads.
 * A batch holding none of the handler's event types writes nothing: its checkpoint is saved at most
 * every `idleCheckpointMs` (and on stop), since re-reading events a handler ignores costs nothing.
 */
export class HandlerWorker {
  private readonly logger: Logger;
  private subscription: Subscription | null = null;
  private stopping = false;
  private interrupt: (() => void) | null = null;
  /** Ends the linger after a commit (someone waits for this handler, or it stops). */
  private endLinger: (() => void) | null = null;
  /** A waiter asked for progress since the last linger: the next one is skipped. */
  private hurried = false;
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

  /** Someone waits for this handler's progress (read-your-writes): it reads on now. */
  hurry(): void {
    this.hurried = true;
    this.endLinger?.();
  }

  async stop(): Promise<void> {
    this.stopping = true;
    this.interrupt?.();
    this.endLinger?.();
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
      await this.commit(events);
      // A short page means the head of the log: let the next events gather into one commit.
      if (batch.length < this.deps.options.batchSize) await this.linger();
      return;
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
          if (attempt >= this.deps.options.retryAttempts) {
            // A database out of reach or a lost race says nothing about the event: stop as before and
            // take it up again from the checkpoint; only a failure of the event's own is parked.
            const parkError = transient(error)
              ? new Error('the failure is the database\'s, not the event\'s')
              : await this.park(event, (error as Error).message, attempt).then(() => null, (failure: unknown) => failure as Error);
            if (parkError === null) break;
            if (parkError instanceof CheckpointMovedError) return this.continueAfterOther(events);
            await this.deps.checkpoints.saveProblem(this.handler, 'failed', message, event.position);
            this.logger.error(`Stopped after ${attempt} attempts, not parked (${parkError.message}): ${message}`);
            this.deps.onFailed(this.handler.name, message);
            void this.stop();
            return;
          }
          await this.deps.checkpoints.saveProblem(this.handler, 'retrying', message, event.position);
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

  /** Parks the event and moves the checkpoint past it, fenced like any commit. */
  private async park(event: RecordedEvent, error: string, attempts: number): Promise<void> {
    const expected = this.stored;
    const { id, first } = await this.deps.dataSource.transaction(async (em) => {
      const parked = await this.deps.parked.park(em, this.handler, event, this.deps.redact(event), error, attempts);
      await this.deps.checkpoints.saveAt(em, this.handler, expected, event.position, 'running');
      return parked;
    });
    this.unsaved = null;
    this.stored = event.position;
    this.logger.error(`Parked ${event.type} ${event.eventId} at ${event.position} after ${attempts} attempts (parked event ${id}): ${error}`);
    this.deps.onProgress(this.handler.name, event.position);
    this.deps.onParked({ id, handler: this.handler.name, event, error, first });
  }

  private async commit(events: RecordedEvent[]): Promise<void> {
    const expected = this.stored;
    const apply = (em: EntityManager) => applyBatch(em, this.deps.checkpoints, this.handler, events, 'running', expected);
    // A projection's rows and checkpoint commit together. A reactor's effects live outside
    // Postgres (at least once by design): its checkpoint is one statement of its own.
    // Nothing is lost by committing without waiting for the WAL flush: after a crash the rows and
    // the checkpoint are lost together, and the events are applied again from the checkpoint.
    if (this.handler.kind === 'projection') {
      await this.deps.dataSource.transaction(async (em) => {
        await em.query('SET LOCAL synchronous_commit = off');
        await apply(em);
      });
    } else {
      await apply(this.deps.dataSource.manager);
    }
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

  /** After a commit at the head of the log, unless a waiter hurried it meanwhile. */
  private async linger(): Promise<void> {
    const ms = this.deps.options.lingerMs;
    if (!this.hurried && !this.stopping && ms > 0) await wakeableDelay(ms, (wake) => (this.endLinger = wake));
    this.hurried = false;
  }

  private pause(ms: number): Promise<void> {
    return wakeableDelay(ms, (wake) => (this.interrupt = wake));
  }
}

/**
 * Resolves after `ms`, or as soon as the wake function it hands to `hold` is called; `hold(null)`
 * once it is over, so the holder never wakes a delay that has ended.
 */
function wakeableDelay(ms: number, hold: (wake: (() => void) | null) => void): Promise<void> {
  return new Promise((resolve) => {
    const wake = () => {
      clearTimeout(timer);
      hold(null);
      resolve();
    };
    const timer = setTimeout(wake, ms);
    hold(wake);
  });
}
