import { Client } from 'pg';
import type { EntityManager } from 'typeorm';
import { applyBatch } from './apply-batch';
import { CheckpointStore } from './checkpoint-store';
import { DeferredIndexes } from './deferred-indexes';
import { assertProjections, type RebuildOptions, type RebuildResult } from './projection-rebuild';
import type { EventHandlerDefinition } from './projection';
import { newTarget, replayPass, type ReplayDeps, type ReplayTarget } from './replay-pass';
import { SHADOW_SCHEMA, ShadowTables } from './shadow-tables';

/** Session advisory lock key held by a rebuild, online or offline: one at a time. */
export const ONLINE_REBUILD_LOCK_KEY = 7214003;

export class OnlineRebuildBusyError extends Error {
  override readonly name = 'OnlineRebuildBusyError';
}

/**
 * Holds the rebuild lock on a connection of its own until `release`, or throws OnlineRebuildBusyError
 * at once when another rebuild holds it. An offline rebuild holds it too: emptying the live tables
 * while an online rebuild swaps its copies in would leave neither build whole.
 */
export async function holdRebuildLock(connectionString: string): Promise<{ release(): Promise<void> }> {
  const lock = new Client({ connectionString });
  lock.on('error', () => undefined);
  await lock.connect();
  try {
    const [{ locked }] = (await lock.query('SELECT pg_try_advisory_lock($1) AS locked', [ONLINE_REBUILD_LOCK_KEY])).rows;
    if (!locked) throw new OnlineRebuildBusyError('Another rebuild of the read models is running: run this one after it ends');
  } catch (error) {
    await lock.end().catch(() => undefined);
    throw error;
  }
  return { release: () => lock.end().catch(() => undefined) };
}

export interface OnlineRebuildOptions extends RebuildOptions {
  /** The steps after the replay (indexes, catching up, the swap), for the operator. */
  onStep?(step: string): void;
  /** How long the swap may wait for the live tables before it tries again (readers queue behind it meanwhile). */
  swapLockTimeoutMs?: number;
}

/**
 * Blue-green rebuild: the projections are replayed (one pass) into shadow copies of their tables
 * while the live tables keep serving and the live runner keeps them current; the copies get their
 * indexes, catch up with the log, and in one transaction, holding the live tables, they catch up to
 * the live checkpoints and take the live tables' places (the old ones are dropped after). A
 * projection's checkpoint then says where its new table is, so live processing goes on from there
 * and read-your-writes holds across the swap. Reactors are never replayed.
 */
export async function rebuildOnline(
  handlers: readonly EventHandlerDefinition[],
  deps: ReplayDeps & { connectionString: string },
  options: OnlineRebuildOptions = {},
): Promise<RebuildResult[]> {
  assertProjections(handlers);
  const started = Date.now();
  const batchSize = options.batchSize ?? 1000;
  const lock = await holdRebuildLock(deps.connectionString);
  const shadow = new ShadowTables(deps.dataSource, handlers.flatMap((handler) => handler.tables ?? []));
  try {
    // Indexes a stopped offline rebuild left to build belong to the tables the copies are made from.
    await new DeferredIndexes(deps.dataSource).restore(handlers.map((handler) => handler.name));
    await shadow.create();
    const targets = handlers.map((handler) => newTarget(handler, null));
    options.onStart?.({ total: await deps.store.countAfter(null), resumed: false });
    const pass = { batchSize, schema: SHADOW_SCHEMA, onProgress: options.onProgress };
    let processed = await replayPass(targets, deps, pass);
    options.onStep?.('building the indexes of the new tables');
    await shadow.buildIndexes();
    options.onStep?.('catching up with the log');
    processed += await replayPass(targets, deps, { ...pass, untilHead: true, onProgress: (n) => options.onProgress?.(processed + n) });
    options.onStep?.('swapping the new tables in');
    await swap(shadow, targets, deps, options.swapLockTimeoutMs ?? 2000);
    await shadow.dropSchemas();
    const elapsedMs = Date.now() - started;
    return targets.map((target) => ({
      name: target.handler.name,
      events: target.events,
      resumed: false,
      position: target.position,
      elapsedMs,
      busyMs: target.busyMs,
      parked: target.parked,
    }));
  } catch (error) {
    await shadow.dropSchemas().catch(() => undefined);
    throw error;
  } finally {
    await lock.release();
  }
}

/** The swap, tried again while the live tables stay busy past the lock timeout. */
async function swap(shadow: ShadowTables, targets: ReplayTarget[], deps: ReplayDeps, lockTimeoutMs: number): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await deps.dataSource.transaction((em) => swapInTransaction(em, shadow, targets, deps, lockTimeoutMs));
    } catch (error) {
      if ((error as { code?: string }).code !== '55P03' || attempt >= 10) throw error;
    }
  }
}

async function swapInTransaction(em: EntityManager, shadow: ShadowTables, targets: ReplayTarget[], deps: ReplayDeps, lockTimeoutMs: number): Promise<void> {
  const { store } = deps;
  const checkpoints = new CheckpointStore(deps.dataSource);
  await em.query(`SET LOCAL lock_timeout = ${Math.max(1, Math.floor(lockTimeoutMs))}`);
  await shadow.lockLive(em);
  await em.query('SET LOCAL lock_timeout = 0');
  // No live batch of these projections commits from here on; the checkpoints' rows are held too, so
  // an idle checkpoint cannot move under the swap either.
  const live: { name: string; position: string | null }[] = await em.query(
    'SELECT name, position FROM projection_checkpoints WHERE name = ANY($1) FOR UPDATE',
    [targets.map((target) => target.handler.name)],
  );
  const livePosition = new Map(live.map((row) => [row.name, row.position]));
  await em.query(`SET LOCAL search_path TO "${SHADOW_SCHEMA}", public`);
  for (const target of targets) {
    const until = livePosition.get(target.handler.name) ?? null;
    // The live table may be a few events ahead: the copy takes them in this transaction.
    while (store.comparePositions(target.position, until) < 0) {
      const page = (await store.readAll({ after: target.position, limit: 1000 })).filter((event) => store.comparePositions(event.position, until) <= 0);
      if (page.length === 0) throw new Error(`${target.handler.name}: the log does not reach its live checkpoint ${until}`);
      await applyBatch(em, checkpoints, target.handler, page, 'rebuilding');
      target.events += page.length;
      target.position = page[page.length - 1].position;
    }
  }
  await em.query('SET LOCAL search_path TO public');
  await shadow.swapIn(em);
  const names = targets.map((target) => target.handler.name);
  for (const target of targets) await checkpoints.save(em, target.handler, target.position, 'running');
  await em.query(`DELETE FROM projection_parked_events WHERE handler = ANY($1) AND state = 'parked'`, [names]);
  await em.query(
    `INSERT INTO projection_parked_events SELECT * FROM "${SHADOW_SCHEMA}".projection_parked_events WHERE handler = ANY($1)
     ON CONFLICT (handler, event_id) DO NOTHING`,
    [names],
  );
}
