import type { DataSource, EntityManager } from 'typeorm';
import type { EventStore, RecordedEvent } from '../event-store.port';
import { applyBatch, wants } from './apply-batch';
import { CheckpointStore } from './checkpoint-store';
import type { ParkedEvents } from './parked-events';
import type { EventHandlerDefinition } from './projection';
import { PageQueue } from './page-queue';
import { isTransientFailure } from './transient-failure';

export interface ReplayDeps {
  store: EventStore;
  dataSource: DataSource;
  /** Parks an event the projection cannot apply and goes on (as the live runner does); without it the replay stops there. */
  parking?: { parked: ParkedEvents; redact(event: RecordedEvent): Record<string, unknown> };
}

/** One projection fed by a pass, from its own checkpoint. */
export interface ReplayTarget {
  readonly handler: EventHandlerDefinition;
  /** Its checkpoint: events up to here are not applied again. */
  position: string | null;
  /** Events of the log it was given (after its checkpoint), and of those parked. */
  events: number;
  parked: number;
  /** Time spent applying its batches (its own transactions), for its events/s. */
  busyMs: number;
  /** Its position has moved past events it ignores without a transaction (saveIdle writes it). */
  idle: boolean;
}

export interface PassOptions {
  batchSize: number;
  /** Tables and checkpoints live in this schema (a shadow build); the public schema otherwise. */
  schema?: string;
  /** Stops after the first page shorter than a batch (the head, give or take what is being appended). */
  untilHead?: boolean;
  /** After each page with the number of log events read so far. */
  onProgress?(processed: number): void;
}

export const newTarget = (handler: EventHandlerDefinition, position: string | null): ReplayTarget => ({ handler, position, events: 0, parked: 0, busyMs: 0, idle: false });

/**
 * A replay transaction: its commit does not wait for the disk (a crash can only lose the last
 * batches together with their checkpoint, and the replay resumes from the checkpoint kept), and its
 * statements are planned for the tables as they are now. A prepared statement's generic plan, made
 * while a rebuilt table was nearly empty, would go on reading the whole table once per batch (a
 * hash join over booking_view, an anti-join over audit_log) as it grows: the replay slowed with size.
 */
const REPLAY_SETTINGS = 'SET LOCAL synchronous_commit TO off; SET LOCAL plan_cache_mode TO force_custom_plan';

/** Runs `work` in one replay transaction, whose unqualified table names resolve in `schema` first. */
export function inSchema<T>(dataSource: DataSource, schema: string | undefined, work: (em: EntityManager) => Promise<T>): Promise<T> {
  return dataSource.transaction(async (em) => {
    await em.query(schema ? `SET LOCAL search_path TO "${schema}", public; ${REPLAY_SETTINGS}` : REPLAY_SETTINGS);
    return work(em);
  });
}

/** Pages read ahead of the slowest projection: the log is read while projections write. */
const READ_AHEAD = 3;

/**
 * Reads the log once, from the earliest checkpoint of `targets`, and feeds every target the events
 * after its own checkpoint, each in its own transactions with its checkpoint (state 'rebuilding'),
 * so the wall time is the slowest projection's rather than the sum of one pass each. The targets
 * do not wait for each other: each applies the pages in order at its own pace while the reader
 * keeps up to READ_AHEAD pages ahead of the slowest one (Node decodes the next pages while
 * Postgres writes). Progress counts the pages every target has applied. The first failure stops
 * the reader and every target after its current batch, and is thrown. Returns the events read.
 */
export async function replayPass(targets: readonly ReplayTarget[], deps: ReplayDeps, options: PassOptions): Promise<number> {
  const { store } = deps;
  if (targets.length === 0) return 0;
  const checkpoints = new CheckpointStore(deps.dataSource);
  const from = targets.reduce<string | null | undefined>(
    (earliest, target) => (earliest === undefined || store.comparePositions(target.position, earliest) < 0 ? target.position : earliest),
    undefined,
  ) ?? null;
  const pages = new PageQueue(targets.length);
  let failure: { error: unknown } | null = null;
  const fail = (error: unknown) => {
    failure ??= { error };
    pages.stop();
  };
  const reader = (async () => {
    let position = from;
    for (;;) {
      if (!(await pages.room(READ_AHEAD))) return;
      const events = await store.readAll({ after: position, limit: options.batchSize });
      const last = events.length === 0 || (options.untilHead === true && events.length < options.batchSize);
      if (events.length > 0) {
        position = events[events.length - 1].position;
        pages.push(events);
      }
      if (last) return pages.end();
    }
  })().catch(fail);
  let processed = 0;
  const workers = targets.map(async (target) => {
    for (let index = 0; ; index++) {
      const events = await pages.get(index);
      if (events === null) return;
      await feed(target, events, deps, checkpoints, options.schema);
      // The page every target has applied: report it, and forget it.
      if (pages.done(index)) {
        processed += events.length;
        options.onProgress?.(processed);
      }
    }
  });
  await Promise.all([reader, ...workers.map((worker) => worker.catch(fail))]);
  if (failure) throw (failure as { error: unknown }).error;
  await saveIdle(targets, deps.dataSource, options.schema);
  return processed;
}

async function feed(target: ReplayTarget, page: RecordedEvent[], deps: ReplayDeps, checkpoints: CheckpointStore, schema?: string): Promise<void> {
  const first = deps.store.comparePositions(page[0].position, target.position) > 0;
  const events = first ? page : page.filter((event) => deps.store.comparePositions(event.position, target.position) > 0);
  if (events.length === 0) return;
  if (!events.some((event) => wants(target.handler, event))) {
    // Nothing it applies: its checkpoint moves with its next batch or at the end (saveIdle).
    target.events += events.length;
    target.position = events[events.length - 1].position;
    target.idle = true;
    return;
  }
  const started = Date.now();
  target.parked += await replayBatch(target.handler, events, deps, checkpoints, schema);
  target.busyMs += Date.now() - started;
  target.events += events.length;
  target.position = events[events.length - 1].position;
  target.idle = false;
}

/** Saves the checkpoint of each target whose last events were all ones it ignores. */
export async function saveIdle(targets: readonly ReplayTarget[], dataSource: DataSource, schema?: string): Promise<void> {
  const idle = targets.filter((target) => target.idle);
  if (idle.length === 0) return;
  const checkpoints = new CheckpointStore(dataSource);
  await inSchema(dataSource, schema, async (em) => {
    for (const target of idle) await checkpoints.save(em, target.handler, target.position, 'rebuilding');
  });
  for (const target of idle) target.idle = false;
}

/**
 * Applies a batch (one transaction); with parking, a failed batch is applied again event by event
 * and an event that fails alone is parked (with the checkpoint moved past it), so one bad event in
 * the log parks just that event. A failure that is the database's stops the replay instead
 * (resumable from the checkpoint). Returns the events parked.
 */
async function replayBatch(
  handler: EventHandlerDefinition,
  events: RecordedEvent[],
  deps: ReplayDeps,
  checkpoints: CheckpointStore,
  schema?: string,
): Promise<number> {
  const apply = (batch: RecordedEvent[]) => inSchema(deps.dataSource, schema, (em) => applyBatch(em, checkpoints, handler, batch, 'rebuilding'));
  const { parking } = deps;
  if (!parking) return apply(events).then(() => 0);
  const failure = await apply(events).then(() => null, (error: Error) => error);
  if (!failure) return 0;
  if (isTransientFailure(failure)) throw failure;
  let parked = 0;
  for (const event of events) {
    const error = await apply([event]).then(() => null, (failed: Error) => failed);
    if (!error) continue;
    if (isTransientFailure(error)) throw error;
    await inSchema(deps.dataSource, schema, async (em) => {
      await parking.parked.park(em, handler, event, parking.redact(event), error.message, 1);
      await checkpoints.save(em, handler, event.position, 'rebuilding');
    });
    parked += 1;
  }
  return parked;
}
