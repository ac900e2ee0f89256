import { SingleBar } from 'cli-progress';
import { rebuildProjections, type RebuildDeps, type RebuildResult } from '../event-store/subscriptions/projection-rebuild';
import type { EventHandlerDefinition } from '../event-store/subscriptions/projection';
import { rebuildOnline } from '../event-store/subscriptions/online-rebuild';
import type { ReplayDeps } from '../event-store/subscriptions/replay-pass';
import type { CliContext } from './cli-context';

/** A progress bar on the CLI's output that also prints, once a second, when it is not a terminal. */
export function progressBar(context: CliContext, format: string): SingleBar {
  return new SingleBar({ format, stream: context.output, noTTYOutput: true, notTTYSchedule: 1000, etaBuffer: 20 });
}

/** The bar of one pass over the log feeding `names`; `track` gives onStart/onProgress for it. */
export function passProgress(context: CliContext, names: string[]) {
  const bar = progressBar(context, `${names.join(', ')} [{bar}] {percentage}% | {value}/{total} events | {speed} events/s | ETA {eta_formatted}`);
  const started = Date.now();
  return {
    bar,
    onStart: ({ total, resumed }: { total: number; resumed: boolean }) => {
      if (resumed) context.print(`${names.join(', ')}: resuming an interrupted rebuild`);
      bar.start(total, 0, { speed: 0 });
    },
    onProgress: (processed: number) => {
      const seconds = (Date.now() - started) / 1000;
      if (processed > bar.getTotal()) bar.setTotal(processed); // events appended meanwhile
      bar.update(processed, { speed: seconds > 0 ? Math.round(processed / seconds) : 0 });
    },
  };
}

/** The closing lines of a rebuild: per projection its events, wall time, rate and parked events. */
export function printRebuilt(context: CliContext, results: readonly RebuildResult[]): void {
  for (const result of results) {
    const rate = result.elapsedMs > 0 ? Math.round((result.events / result.elapsedMs) * 1000) : result.events;
    context.print(
      `${result.name}: replayed ${result.events} events in ${(result.elapsedMs / 1000).toFixed(1)} s ` +
        `(${rate} events/s), checkpoint ${result.position ?? '-'}; its own writes ${(result.busyMs / 1000).toFixed(1)} s`,
    );
    if (result.parked > 0) context.print(`${result.name}: ${result.parked} event(s) could not be applied and are parked (npm run cli -- projections:parked)`);
  }
}

/** Replays projections in one pass over the log, with one progress bar and a closing line each. */
export async function rebuildWithProgress(
  context: CliContext,
  targets: EventHandlerDefinition[],
  deps: RebuildDeps,
  batchSize: number,
): Promise<RebuildResult[]> {
  const progress = passProgress(context, targets.map((handler) => handler.name));
  const results = await rebuildProjections(targets, deps, { batchSize, onStart: progress.onStart, onProgress: progress.onProgress });
  progress.bar.stop();
  printRebuilt(context, results);
  return results;
}

/** rebuildWithProgress into new tables while the live ones serve (rebuildOnline), swapped in at the end. */
export async function rebuildOnlineWithProgress(
  context: CliContext,
  targets: EventHandlerDefinition[],
  deps: ReplayDeps & { connectionString: string },
  batchSize: number,
): Promise<RebuildResult[]> {
  const progress = passProgress(context, targets.map((handler) => handler.name));
  const results = await rebuildOnline(targets, deps, {
    batchSize,
    onStart: progress.onStart,
    onProgress: progress.onProgress,
    onStep: (step) => {
      progress.bar.stop();
      context.print(`online rebuild: ${step}`);
    },
  });
  printRebuilt(context, results);
  context.print('online rebuild: the new tables serve; the old ones are dropped');
  return results;
}
