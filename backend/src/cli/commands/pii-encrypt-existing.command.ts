import type { CliCommand } from '../cli-command';

export const command: CliCommand = {
  name: 'pii:encrypt-existing',
  description:
    'The one sanctioned rewrite of the event log: encrypt the personal fields of events written before encryption, ' +
    'and remove password hashes from old AdminRegistered events. Idempotent; an interrupted run continues where it stopped',
  configure: (cmd) => cmd.option('--batch-size <n>', 'events per statement', '500'),
  async run(context, _args, options) {
    const [{ SingleBar }, { DataSource }, { DataKeys, PersonalDataRegistry }, { encryptExistingEvents }] = await Promise.all([
      import('cli-progress'),
      import('typeorm'),
      import('../../event-store/personal-data'),
      import('../../event-store/personal-data/encrypt-existing'),
    ]);
    if (context.config.eventStore !== 'postgres') {
      context.error('pii:encrypt-existing rewrites es_events: it runs on the Postgres event store only.');
      return 1;
    }
    const batchSize = Number(options.batchSize);
    if (!Number.isInteger(batchSize) || batchSize < 1) {
      context.error('--batch-size must be a positive integer');
      return 1;
    }
    const app = await context.app();
    const bar = new SingleBar({
      format: 'pii:encrypt-existing [{bar}] {percentage}% | {value}/{total} events | ETA {eta_formatted}',
      stream: context.output,
      noTTYOutput: true,
      notTTYSchedule: 1000,
    });
    const result = await encryptExistingEvents(
      { dataSource: app.get(DataSource), registry: app.get(PersonalDataRegistry), keys: app.get(DataKeys) },
      { batchSize, onStart: (total) => bar.start(total, 0), onProgress: (done) => bar.update(Math.min(done, bar.getTotal())) },
    );
    bar.stop();
    context.print(`Scanned ${result.scanned} event(s): sealed the personal fields of ${result.sealed}, removed ${result.hashesRemoved} password hash(es).`);
    return 0;
  },
};
