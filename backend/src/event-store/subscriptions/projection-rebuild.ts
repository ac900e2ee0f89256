import { CheckpointStore } from './checkpoint-store';
import { DeferredIndexes } from './deferred-indexes';
import type { EventHandlerDefinition } from './projection';
import { newTarget, replayPass, type ReplayDeps, type ReplayTarget } from './replay-pass';

export type RebuildDeps = ReplayDeps;

export interface RebuildOptions {
  batchSize?: number;
  /** Called once with the number of events to replay and whether an interrupted rebuild resumes. */
  onStart?(info: { total: number; resumed: boolean }): void;
  /** Called after each committed page with the events of the log replayed so far. */
  onProgress?(processed: number): void;
}

export interface RebuildResult {
  name: string;
  /** Events of the log given to this projection (after its checkpoint, when resumed). */
  events: number;
  resumed: boolean;
  position: string | null;
  /** Wall time of the whole pass. */
  elapsedMs: number;
  /** Time spent in this projection's own transactions. */
  busyMs: number;
  /** Events it could not apply, parked (or left skipped) instead. */
  parked: number;
}

/** Refuses reactors: their effects (e-mails, jobs) happen once and are never replayed. */
export function assertProjections(handlers: readonly EventHandlerDefinition[]): void {
  for (const handler of handlers) {
    if (handler.kind !== 'projection') throw new Error(`${handler.name} is a reactor: reactors are never replayed`);
  }
}

/**
 * Replays projections from the first event in one pass over the log (replayPass): each one's tables
 * and checkpoint are truncated first (their indexes that writes do not need are dropped, and built
 * again at the end: DeferredIndexes), then every page is applied to all of them, each in its own
 * transactions with its checkpoint (state 'rebuilding'). A projection whose rebuild was interrupted
 * resumes from that checkpoint instead of starting over. The caller holds the leader lock
 * (takeLeaderLock) so live processing does not run meanwhile. With `parking`, a batch that fails is
 * applied one event at a time and an event that fails alone is parked, so one bad event in the log
 * cannot leave a projection truncated and half rebuilt.
 */
export async function rebuildProjections(
  handlers: readonly EventHandlerDefinition[],
  deps: RebuildDeps,
  options: RebuildOptions = {},
): Promise<RebuildResult[]> {
  assertProjections(handlers);
  const started = Date.now();
  const checkpoints = new CheckpointStore(deps.dataSource);
  const deferred = new DeferredIndexes(deps.dataSource);
  const targets: ReplayTarget[] = [];
  const resumed = new Set<string>();
  for (const handler of handlers) {
    const existing = await checkpoints.get(handler.name);
    if (existing?.state === 'rebuilding') {
      resumed.add(handler.name);
      targets.push(newTarget(handler, existing.position));
      continue;
    }
    await deps.dataSource.transaction(async (em) => {
      await checkpoints.startRebuild(em, handler);
      await deferred.defer(em, handler.name, handler.tables ?? []);
      await deps.parking?.parked.clearFor(em, handler.name);
    });
    targets.push(newTarget(handler, null));
  }
  const from = targets.reduce<string | null>((earliest, target) => (deps.store.comparePositions(target.position, earliest) < 0 ? target.position : earliest), targets[0]?.position ?? null);
  options.onStart?.({ total: await deps.store.countAfter(from), resumed: resumed.size > 0 });
  await replayPass(targets, deps, { batchSize: options.batchSize ?? 1000, onProgress: options.onProgress });
  await deps.dataSource.transaction(async (em) => {
    for (const target of targets) await checkpoints.save(em, target.handler, target.position, 'running');
  });
  await deferred.restore(handlers.map((handler) => handler.name));
  const elapsedMs = Date.now() - started;
  return targets.map((target) => ({
    name: target.handler.name,
    events: target.events,
    resumed: resumed.has(target.handler.name),
    position: target.position,
    elapsedMs,
    busyMs: target.busyMs,
    parked: target.parked,
  }));
}

/** rebuildProjections for one projection. */
export async function rebuildProjection(handler: EventHandlerDefinition, deps: RebuildDeps, options: RebuildOptions = {}): Promise<RebuildResult> {
  const [result] = await rebuildProjections([handler], deps, options);
  return result;
}
