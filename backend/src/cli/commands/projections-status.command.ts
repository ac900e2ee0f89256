import type { CliCommand } from '../cli-command';
import type { CliContext } from '../cli-context';
import { formatTable } from '../format-table';
import { recordedStatuses } from '../recorded-statuses';

/** The running application's view: every handler it registers, idle ones included. */
async function fromApplication(context: CliContext) {
  const { SubscriptionRunner } = await import('../../event-store/subscriptions/subscription-runner');
  return (await context.app()).get(SubscriptionRunner).status();
}

export const command: CliCommand = {
  name: 'projections:status',
  description: 'Each projection and reactor: checkpoint, head, lag (events and seconds), state and last error',
  configure: (cmd) => cmd.option('--json', 'print JSON'),
  async run(context, _args, options) {
    const [{ assertMigrated }, { restoredLogProblem }] = await Promise.all([
      import('../../infrastructure/database/assert-migrated'),
      import('../../event-store/postgres/restored-log'),
    ]);
    // First: a missing or unmigrated database is named in words an operator can act on.
    await assertMigrated(context.config.databaseUrl);
    // The lag of a restored log that this server cannot read yet would read 0.
    const restored = await restoredLogProblem(context.config.databaseUrl);
    if (restored) {
      context.error(restored);
      return 1;
    }
    // What the database records, without booting the application; the application where only it can tell.
    const status = (await recordedStatuses(context.config)) ?? (await fromApplication(context));
    if (options.json) {
      context.print(JSON.stringify(status.handlers, null, 2));
      return;
    }
    context.print(`Head: ${status.head ?? '(no events)'}   Adapter: ${context.config.eventStore}`);
    if (status.handlers.length === 0) return context.print('No projections or reactors are registered.');
    context.print(
      formatTable(
        ['NAME', 'KIND', 'STATE', 'CHECKPOINT', 'LAG EVENTS', 'LAG SECONDS', 'UPDATED', 'LAST ERROR'],
        status.handlers.map((handler) => [
          handler.name,
          handler.kind,
          handler.state,
          handler.position ?? '-',
          handler.lagEvents,
          handler.lagSeconds,
          handler.updatedAt?.toISOString() ?? '-',
          handler.lastError ? `${handler.lastError}${handler.failedPosition ? ` (at ${handler.failedPosition})` : ''}` : '',
        ]),
      ),
    );
    return status.handlers.some((handler) => handler.state === 'failed') ? 2 : 0;
  },
};
