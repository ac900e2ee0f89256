import type { DataSource } from 'typeorm';
import type { EventStore } from '../event-store.port';
import { applyBatch } from './apply-batch';
import { CheckpointStore } from './checkpoint-store';
import type { EventHandlerDefinition } from './projection';

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
}

/**
 * Replays a projection from the first event: truncates its tables and checkpoint, then applies
 * batches, each in one transaction with the checkpoint (state 'rebuilding'). A rebuild that was
 * interrupted resumes from that checkpoint instead of starting over. The caller holds the leader
 * lock (takeLeaderLock) so live processing does not run meanwhile. Reactors are never replayed.
 */
export async function rebuildProjection(
  handler: EventHandlerDefinition,
  deps: { store: EventStore; dataSource: DataSource },
  options: RebuildOptions = {},
): Promise<RebuildResult> {
  if (handler.kind !== 'projection') throw new Error(`${handler.name} is a reactor: reactors are never replayed`);
  const started = Date.now();
  const batchSize = options.batchSize ?? 1000;
  const checkpoints = new CheckpointStore(deps.dataSource);
  const existing = await checkpoints.get(handler.name);
  const resumed = existing?.state === 'rebuilding';
  let position = resumed ? existing.position : null;
  if (!resumed) await deps.dataSource.transaction((em) => checkpoints.startRebuild(em, handler));

  options.onStart?.({ total: await deps.store.countAfter(position), resumed });
  let processed = 0;
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
    await deps.dataSource.transaction((em) => applyBatch(em, checkpoints, handler, events, 'rebuilding'));
    processed += events.length;
    options.onProgress?.(processed);
  }
  await deps.dataSource.transaction((em) => checkpoints.save(em, handler, position, 'running'));
  return { events: processed, resumed, position, elapsedMs: Date.now() - started };
}
