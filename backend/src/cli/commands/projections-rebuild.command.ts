import type { EventStore, RecordedEvent } from '../../event-store/event-store.port';
import type { CliCommand } from '../cli-command';

export const command: CliCommand = {
  name: 'projections:rebuild [name]',
  description: 'Replay one projection (or all) from the first event; resumes an interrupted rebuild; never reactors',
  configure: (cmd) =>
    cmd
      .option('--batch-size <n>', 'events per transaction', '1000')
      .option('--wait <seconds>', 'how long to wait for the running instance to step down', '30'),
  async run(context, [name], options) {
    const [{ SingleBar }, { DataSource }, { EVENT_STORE }, { takeLeaderLock }, { rebuildProjection }, { SubscriptionRunner }] = await Promise.all([
      import('cli-progress'),
      import('typeorm'),
      import('../../event-store/event-store.port'),
      import('../../event-store/subscriptions/leader-lock'),
      import('../../event-store/subscriptions/projection-rebuild'),
      import('../../event-store/subscriptions/subscription-runner'),
    ]);
    const app = await context.app();
    const handlers = app.get(SubscriptionRunner).getHandlers();
    const projections = handlers.filter((handler) => handler.kind === 'projection');
    const targets = name ? projections.filter((handler) => handler.name === name) : projections;
    if (name && targets.length === 0) {
      const reactor = handlers.some((handler) => handler.name === name && handler.kind === 'reactor');
      context.error(
        reactor
          ? `${name} is a reactor: reactors are never replayed.`
          : `Unknown projection ${name}. Known: ${projections.map((handler) => handler.name).join(', ') || 'none'}`,
      );
      return 1;
    }
    const batchSize = Number(options.batchSize);
    if (!Number.isInteger(batchSize) || batchSize < 1) {
      context.error('--batch-size must be a positive integer');
      return 1;
    }
    const runner = app.get(SubscriptionRunner);
    const parking = { parked: runner.parked, redact: (event: RecordedEvent) => runner.redact(event) };
    const deps = { store: app.get<EventStore>(EVENT_STORE), dataSource: app.get(DataSource), parking };
    const lock = await takeLeaderLock(context.config.databaseUrl, Number(options.wait) * 1000);
    try {
      for (const handler of targets) {
        const bar = new SingleBar({
          format: `${handler.name} [{bar}] {percentage}% | {value}/{total} events | {speed} events/s | ETA {eta_formatted}`,
          stream: context.output,
          noTTYOutput: true,
          notTTYSchedule: 1000,
          etaBuffer: 20,
        });
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
    } finally {
      await lock.release();
    }
  },
};
