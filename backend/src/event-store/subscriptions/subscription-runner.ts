/**
 * SubscriptionRunner: runs every provider marked @EventHandlerProvider() (projections and
 * reactors) from its own checkpoint in `projection_checkpoints`, on the one leader instance
 * (advisory lock), when config.runWorkers is true.
 *
 * Usage:
 *   @EventHandlerProvider() @Injectable()
 *   export class BookingListProjection implements EventHandlerDefinition {
 *     readonly name = 'booking-list'; readonly kind = 'projection';
 *     readonly eventTypes = ['BookingCreated', ...]; readonly tables = ['booking_list'];
 *     async handle(event: RecordedEvent, em: EntityManager) { await em.query(...) } // same tx as checkpoint
 *   }
 *   // read-your-writes after a command: resolves once the checkpoint >= position, rejects with
 *   // WaitForError on timeout or when the handler has failed.
 *   await runner.waitFor('booking-list', result.position);
 *
 * Rows and checkpoint commit in one transaction, so a projection applies each event exactly once
 * (implement the optional `handleBatch` to write a batch set-based; much faster rebuilds). Reactors
 * are at-least-once for effects outside Postgres (e.g. BullMQ: use a job id derived from the event
 * id). An event a handler keeps failing on is parked after its retries and the handler goes on
 * (`npm run cli -- projections:parked` lists, retries or skips them; onParked listeners alert the
 * owner). A failure that is the database's (or of parking itself) stops the handler in state
 * 'failed' instead (projections:status); it is tried again from its checkpoint when an instance
 * next becomes leader.
 * `npm run cli -- projections:rebuild` makes the leader pause all handlers while it replays.
 */
import { BeforeApplicationShutdown, Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { EventEmitter } from 'node:events';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../infrastructure/config/app-config';
import { EVENT_STORE, EventStore, RecordedEvent } from '../event-store.port';
import { PersonalDataRegistry, eraseFields } from '../personal-data/personal-fields';
import { assertCheckpointsOf } from './adapter-check';
import { CheckpointStore } from './checkpoint-store';
import { DeferredIndexes } from './deferred-indexes';
import { HandlerWorker, ParkedNotice } from './handler-worker';
import { LeaderElection, type LeaseRow } from './leader-election';
import { ParkedEvents } from './parked-events';
import { leaderLockHeld } from './leader-lock';
import { EVENT_HANDLER, EventHandlerDefinition } from './projection';
import { DEFAULT_RUNNER_OPTIONS, RUNNER_OPTIONS, RunnerOptions } from './runner-options';
import { RunnerStatus, handlerStatuses } from './runner-status';

export class WaitForError extends Error {
  override readonly name = 'WaitForError';
}

@Injectable()
export class SubscriptionRunner implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(SubscriptionRunner.name);
  private readonly options: RunnerOptions;
  private readonly checkpoints: CheckpointStore;
  readonly parked: ParkedEvents;
  private readonly parkedListeners: Array<(notice: ParkedNotice) => void> = [];
  private readonly progress = new Map<string, string>();
  private readonly failures = new Map<string, string>();
  private readonly changes = new EventEmitter().setMaxListeners(0);
  private readonly workers = new Map<string, HandlerWorker>();
  private handlers: EventHandlerDefinition[] = [];
  private election: LeaderElection | null = null;

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly dataSource: DataSource,
    private readonly discovery: DiscoveryService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(RUNNER_OPTIONS) options: Partial<RunnerOptions>,
    private readonly personalFields: PersonalDataRegistry,
  ) {
    this.options = { ...DEFAULT_RUNNER_OPTIONS, ...options };
    this.checkpoints = new CheckpointStore(dataSource);
    this.parked = new ParkedEvents(dataSource);
  }

  /** Called on the leader for each event a handler parks (alerts: the owner's e-mail). */
  onParked(listener: (notice: ParkedNotice) => void): void {
    this.parkedListeners.push(listener);
  }

  /** Whether the public health should say 503: a handler stopped, or an event parked within the alert window. */
  blocking(): Promise<boolean> {
    return this.parked.blocking(this.config.projectionParkedAlertHours);
  }

  /** An event's data with its personal fields erased (what a dead-letter row may keep). */
  redact(event: RecordedEvent): Record<string, unknown> {
    return eraseFields(event.data ?? {}, this.personalFields.fieldsOf(event.type) ?? []);
  }

  async onApplicationBootstrap(): Promise<void> {
    this.handlers = this.discover();
    if (!this.config.runWorkers) return;
    await assertCheckpointsOf(this.dataSource, this.store);
    this.election = new LeaderElection({
      connectionString: this.config.databaseUrl,
      retryMs: this.options.leaderRetryMs,
      instance: this.config.instanceId,
      leaseMs: this.config.leaderLeaseSeconds * 1000,
      onElected: () => this.startWorkers(),
      onDeposed: () => this.stopWorkers(),
    });
    this.election.start();
  }

  /**
   * After every module's onModuleDestroy: the queue workers finish their jobs there first, and a job
   * that waits for a projection (an e-mail after its booking's row) must still see it advance, or
   * it would sit out its timeout and hold the shutdown up by seconds.
   */
  async beforeApplicationShutdown(): Promise<void> {
    await this.election?.stop();
  }

  getHandlers(): readonly EventHandlerDefinition[] {
    return this.handlers;
  }

  isLeader(): boolean {
    return this.election?.isLeader() ?? false;
  }

  /** The subscriptions leader's lease as the database has it (null: none, or this instance runs no workers). */
  lease(): Promise<LeaseRow | null> {
    return this.election?.lease() ?? Promise.resolve(null);
  }

  /**
   * Whether some instance applies the projections: this one competes for the lead (RUN_WORKERS), or
   * another holds it. HTTP-only instances are fine beside one running workers, not on their own.
   */
  async appliedSomewhere(): Promise<boolean> {
    return this.config.runWorkers || leaderLockHeld(this.dataSource);
  }

  async status(): Promise<RunnerStatus> {
    const result = await handlerStatuses(this.store, this.handlers, await this.checkpoints.all());
    return { leader: this.isLeader(), ...result };
  }

  /** Resolves once `handlerName` has committed `position` (or later). */
  waitFor(handlerName: string, position: string, timeoutMs = this.options.waitForTimeoutMs): Promise<void> {
    if (!this.handlers.some((handler) => handler.name === handlerName)) {
      return Promise.reject(new WaitForError(`Unknown event handler ${handlerName}`));
    }
    const reached = () => this.store.comparePositions(this.progress.get(handlerName) ?? null, position) >= 0;
    if (reached()) return Promise.resolve();
    return new Promise<void>((resolve, reject) => {
      const finish = (error?: Error) => {
        clearTimeout(timer);
        clearInterval(poll);
        this.changes.off(handlerName, check);
        if (error) reject(error);
        else resolve();
      };
      const check = () => {
        if (reached()) return finish();
        const failure = this.failures.get(handlerName);
        if (failure) return finish(new WaitForError(`Event handler ${handlerName} has failed: ${failure}`));
        // Not there yet: a worker lingering for more events reads on now.
        this.workers.get(handlerName)?.hurry();
      };
      const timer = setTimeout(
        () => finish(new WaitForError(`${handlerName} did not reach ${position} within ${timeoutMs} ms`)),
        timeoutMs,
      );
      // Another instance may be the leader: its progress only shows in the checkpoint table.
      const poll = setInterval(() => {
        if (this.workers.has(handlerName)) return;
        this.checkpoints.get(handlerName).then((row) => {
          if (row?.position) this.advance(handlerName, row.position);
        }, () => undefined);
      }, this.options.waitForPollMs);
      this.changes.on(handlerName, check);
      check();
    });
  }

  private advance(name: string, position: string): void {
    if (this.store.comparePositions(this.progress.get(name) ?? null, position) >= 0) return;
    this.progress.set(name, position);
    this.changes.emit(name);
  }

  private async startWorkers(): Promise<void> {
    // A rebuild that was stopped dropped indexes to build at its end: build them before serving on.
    const built = await new DeferredIndexes(this.dataSource).restore().catch((error: Error) => {
      this.logger.error(`Could not build the indexes a stopped rebuild deferred: ${error.message}`);
      return 0;
    });
    if (built > 0) this.logger.warn(`Built ${built} index(es) a stopped rebuild had deferred`);
    for (const handler of this.handlers) {
      this.failures.delete(handler.name);
      const worker = new HandlerWorker(handler, {
        store: this.store,
        dataSource: this.dataSource,
        checkpoints: this.checkpoints,
        options: this.options,
        onProgress: (name, position) => this.advance(name, position),
        parked: this.parked,
        redact: (event) => this.redact(event),
        onParked: (notice) => {
          for (const listener of this.parkedListeners) {
            try {
              listener(notice);
            } catch (error) {
              this.logger.error(`A parked-event listener failed: ${(error as Error).message}`);
            }
          }
        },
        onFailed: (name, error) => {
          this.failures.set(name, error);
          this.workers.delete(name);
          this.changes.emit(name);
        },
      });
      this.workers.set(handler.name, worker);
      await worker.start();
    }
  }

  private async stopWorkers(): Promise<void> {
    const workers = [...this.workers.values()];
    this.workers.clear();
    await Promise.all(workers.map((worker) => worker.stop()));
  }

  private discover(): EventHandlerDefinition[] {
    const handlers = this.discovery
      .getProviders()
      .filter((wrapper) => wrapper.metatype && wrapper.instance && Reflect.getMetadata(EVENT_HANDLER, wrapper.metatype))
      .map((wrapper) => wrapper.instance as EventHandlerDefinition);
    const names = new Set<string>();
    for (const handler of handlers) {
      if (names.has(handler.name)) throw new Error(`Two event handlers are named ${handler.name}`);
      names.add(handler.name);
    }
    this.logger.log(`Event handlers: ${handlers.map((h) => `${h.name} (${h.kind})`).join(', ') || 'none'}`);
    return handlers;
  }
}
