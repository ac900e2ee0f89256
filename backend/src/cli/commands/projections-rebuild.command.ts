import type { EventStore, RecordedEvent } from '../../event-store/event-store.port';
import type { CliCommand } from '../cli-command';

export const command: CliCommand = {
  name: 'projections:rebuild [name]',
  description:
    'Replay one projection (or all) from the first event in one pass over the log; resumes an interrupted rebuild; never reactors. ' +
    'With --online the live read models keep serving: the rebuild fills new tables and swaps them in at the end',
  configure: (cmd) =>
    cmd
      .option('--batch-size <n>', 'events per transaction of each projection', '5000')
      .option('--online', 'build into new tables while the site keeps serving and the live runner keeps applying, then swap them in')
      .option('--wait <seconds>', 'how long to wait for the running instance to step down', '30'),
  async run(context, [name], options) {
    const [{ DataSource }, { EVENT_STORE }, { restoredLogProblem }, { takeLeaderLock }, { SubscriptionRunner }, { rebuildWithProgress }] = await Promise.all([
      import('typeorm'),
      import('../../event-store/event-store.port'),
      import('../../event-store/postgres/restored-log'),
      import('../../event-store/subscriptions/leader-lock'),
      import('../../event-store/subscriptions/subscription-runner'),
      import('../rebuild-with-progress'),
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
    // Replaying a restored log that this server cannot read yet would empty the read models.
    const restored = await restoredLogProblem(context.config.databaseUrl);
    if (restored) {
      context.error(restored);
      return 1;
    }
    const runner = app.get(SubscriptionRunner);
    const parking = { parked: runner.parked, redact: (event: RecordedEvent) => runner.redact(event) };
    const deps = { store: app.get<EventStore>(EVENT_STORE), dataSource: app.get(DataSource), parking };
    if (options.online) {
      const { rebuildOnlineWithProgress } = await import('../rebuild-with-progress');
      await rebuildOnlineWithProgress(context, targets, { ...deps, connectionString: context.config.databaseUrl }, batchSize);
      return;
    }
    const { holdRebuildLock } = await import('../../event-store/subscriptions/online-rebuild');
    const rebuilding = await holdRebuildLock(context.config.databaseUrl);
    try {
      const lock = await takeLeaderLock(context.config.databaseUrl, Number(options.wait) * 1000);
      try {
        await rebuildWithProgress(context, targets, deps, batchSize);
      } finally {
        await lock.release();
      }
    } finally {
      await rebuilding.release();
    }
  },
};
