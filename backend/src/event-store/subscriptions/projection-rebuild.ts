import type { DataSource } from 'typeorm';
import type { EventStore, RecordedEvent } from '../event-store.port';
import { applyBatch } from './apply-batch';
import { CheckpointStore } from './checkpoint-store';
import type { ParkedEvents } from './parked-events';
import type { EventHandlerDefinition } from './projection';
import { isTransientFailure } from './transient-failure';

export interface RebuildDeps {
  store: EventStore;
  dataSource: DataSource;
  /** Parks an event the projection cannot apply and goes on (as the live runner does); without it the rebuild stops there. */
  parking?: { parked: ParkedEvents; redact(event: RecordedEvent): Record<string, unknown> };
}

export interface RebuildOptions {
  batchSize?: number;
  /** Called once with the number of events to replay and whether an interrupted rebuild resumes. */
  onStart?(info: { total: number; resumed: boolean }): void;
  /** Called after each committed batch with the events replayed so far. */
  onProgress?(processed: number): void;
}

export interface RebuildResult {
  events: number;
  resumed: boolean;
  position: string | null;
  elapsedMs: number;
  /** Events it could not apply, parked (or left skipped) instead. */
  parked: number;
}

/**
 * Replays a projection from the first event: truncates its tables and checkpoint, then applies
 * batches, each in one transaction with the checkpoint (state 'rebuilding'). A rebuild that was
 * interrupted resumes from that checkpoint instead of starting over. The caller holds the leader
 * lock (takeLeaderLock) so live processing does not run meanwhile. Reactors are never replayed.
 * With `parking`, a batch that fails is applied one event at a time and an event that fails alone
 * is parked, so one bad event in the log cannot leave a projection truncated and half rebuilt.
 */
export async function rebuildProjection(
  handler: EventHandlerDefinition,
  deps: RebuildDeps,
  options: RebuildOptions = {},
): Promise<RebuildResult> {
  if (handler.kind !== 'projection') throw new Error(`${handler.name} is a reactor: reactors are never replayed`);
  const started = Date.now();
  const batchSize = options.batchSize ?? 1000;
  const checkpoints = new CheckpointStore(deps.dataSource);
  const existing = await checkpoints.get(handler.name);
  const resumed = existing?.state === 'rebuilding';
  let position = resumed ? existing.position : null;
  if (!resumed) {
    await deps.dataSource.transaction(async (em) => {
      await checkpoints.startRebuild(em, handler);
      await deps.parking?.parked.clearFor(em, handler.name);
    });
  }

  options.onStart?.({ total: await deps.store.countAfter(position), resumed });
  let processed = 0;
  let parked = 0;
  // Read the next batch while the current one commits.
  const read = (after: string | null) => {
    const page = deps.store.readAll({ after, limit: batchSize });
    page.catch(() => undefined); // awaited below; a failed commit must not leave it unhandled
    return page;
  };
  let next = read(position);
  for (;;) {
    const events = await next;
    if (events.length === 0) break;
    position = events[events.length - 1].position;
    next = read(position);
    parked += await replay(handler, deps, checkpoints, events);
    processed += events.length;
    options.onProgress?.(processed);
  }
  await deps.dataSource.transaction((em) => checkpoints.save(em, handler, position, 'running'));
  return { events: processed, resumed, position, elapsedMs: Date.now() - started, parked };
}

/** Applies a batch (one transaction); with parking, a failed batch event by event. Returns the events parked. */
async function replay(handler: EventHandlerDefinition, deps: RebuildDeps, checkpoints: CheckpointStore, events: RecordedEvent[]): Promise<number> {
  const apply = (batch: RecordedEvent[]) => deps.dataSource.transaction((em) => applyBatch(em, checkpoints, handler, batch, 'rebuilding'));
  const { parking } = deps;
  if (!parking) return apply(events).then(() => 0);
  if (await apply(events).then(() => true, () => false)) return 0;
  let parked = 0;
  for (const event of events) {
    const error = await apply([event]).then(() => null, (failure: Error) => failure);
    if (!error) continue;
    if (isTransientFailure(error)) throw error;
    await deps.dataSource.transaction(async (em) => {
      await parking.parked.park(em, handler, event, parking.redact(event), error.message, 1);
      await checkpoints.save(em, handler, event.position, 'rebuilding');
    });
    parked += 1;
  }
  return parked;
}
