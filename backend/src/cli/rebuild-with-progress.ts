import { SingleBar } from 'cli-progress';
import { rebuildProjection, type RebuildDeps } from '../event-store/subscriptions/projection-rebuild';
import type { EventHandlerDefinition } from '../event-store/subscriptions/projection';
import type { CliContext } from './cli-context';

/** A progress bar on the CLI's output that also prints, once a second, when it is not a terminal. */
export function progressBar(context: CliContext, format: string): SingleBar {
  return new SingleBar({ format, stream: context.output, noTTYOutput: true, notTTYSchedule: 1000, etaBuffer: 20 });
}

/** Replays projections one after the other, each with its progress bar and a closing line. */
export async function rebuildWithProgress(
  context: CliContext,
  targets: EventHandlerDefinition[],
  deps: RebuildDeps,
  batchSize: number,
): Promise<void> {
  for (const handler of targets) {
    const bar = progressBar(context, `${handler.name} [{bar}] {percentage}% | {value}/{total} events | {speed} events/s | ETA {eta_formatted}`);
    const started = Date.now();
    const result = await rebuildProjection(handler, deps, {
      batchSize,
      onStart: ({ total, resumed }) => {
        if (resumed) context.print(`${handler.name}: resuming an interrupted rebuild`);
        bar.start(total, 0, { speed: 0 });
      },
      onProgress: (processed) => {
        const seconds = (Date.now() - started) / 1000;
        if (processed > bar.getTotal()) bar.setTotal(processed); // events appended meanwhile
        bar.update(processed, { speed: seconds > 0 ? Math.round(processed / seconds) : 0 });
      },
    });
    bar.stop();
    const rate = result.elapsedMs > 0 ? Math.round((result.events / result.elapsedMs) * 1000) : result.events;
    context.print(
      `${handler.name}: replayed ${result.events} events in ${(result.elapsedMs / 1000).toFixed(1)} s ` +
        `(${rate} events/s), checkpoint ${result.position ?? '-'}`,
    );
    if (result.parked > 0) context.print(`${handler.name}: ${result.parked} event(s) could not be applied and are parked (npm run cli -- projections:parked)`);
  }
}
