import type { EventStore, RecordedEvent } from '../../event-store/event-store.port';
import type { CliCommand } from '../cli-command';

/**
 * After `pg_restore` onto another PostgreSQL server (README, "Backup and restore"): the log's
 * transaction ids belong to the old server, so the server refuses to start until this has run.
 */
export const command: CliCommand = {
  name: 'db:after-restore',
  description: "Re-stamp a log restored from another PostgreSQL server with this server's transaction ids, in its order, then rebuild every read model",
  configure: (cmd) =>
    cmd
      .option('--batch-size <n>', 'events per batch', '10000')
      .option('--wait <seconds>', 'how long to wait for a running instance to step down', '30'),
  async run(context, _args, options) {
    const [{ Client }, { DataSource }, { EVENT_STORE }, { awaitReadableLog, foreignTransactionIds, restampLog }, { takeLeaderLock }, { SubscriptionRunner }, { progressBar, rebuildWithProgress }] =
      await Promise.all([
        import('pg'),
        import('typeorm'),
        import('../../event-store/event-store.port'),
        import('../../event-store/postgres/restored-log'),
        import('../../event-store/subscriptions/leader-lock'),
        import('../../event-store/subscriptions/subscription-runner'),
        import('../rebuild-with-progress'),
      ]);
    const batchSize = Number(options.batchSize);
    if (!Number.isInteger(batchSize) || batchSize < 1) {
      context.error('--batch-size must be a positive integer');
      return 1;
    }
    const app = await context.app();
    const lock = await takeLeaderLock(context.config.databaseUrl, Number(options.wait) * 1000);
    const client = new Client({ connectionString: context.config.databaseUrl });
    client.on('error', () => undefined);
    try {
      await client.connect();
      const foreign = await foreignTransactionIds(client);
      if (!foreign) {
        context.print("The log's transaction ids are this server's: nothing to re-stamp.");
        return 0;
      }
      context.print(`The log's transaction ids reach ${foreign.highest}; this server is at ${foreign.serverNext}. Re-stamping…`);
      const bar = progressBar(context, 'es_events [{bar}] {percentage}% | {value}/{total} events | ETA {eta_formatted}');
      const total = await restampLog(client, { batchSize, onStart: (count) => bar.start(count, 0), onProgress: (done) => bar.update(done) });
      bar.stop();
      await awaitReadableLog(client, () => context.print('Waiting for transactions older than the re-stamp to end on this server…'));
      context.print(`Re-stamped ${total} events in their order; checkpoints moved with them. Rebuilding the read models…`);
      const runner = app.get(SubscriptionRunner);
      const projections = runner.getHandlers().filter((handler) => handler.kind === 'projection');
      const parking = { parked: runner.parked, redact: (event: RecordedEvent) => runner.redact(event) };
      await rebuildWithProgress(context, projections, { store: app.get<EventStore>(EVENT_STORE), dataSource: app.get(DataSource), parking }, batchSize);
      context.print('Done: the server can start.');
    } finally {
      await client.end().catch(() => undefined);
      await lock.release();
    }
  },
};
