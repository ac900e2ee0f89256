import type { CliCommand } from '../cli-command';
import { formatTable } from '../format-table';

export const command: CliCommand = {
  name: 'projections:status',
  description: 'Each projection and reactor: checkpoint, head, lag (events and seconds), state and last error',
  configure: (cmd) => cmd.option('--json', 'print JSON'),
  async run(context, _args, options) {
    const [{ SubscriptionRunner }, { restoredLogProblem }] = await Promise.all([
      import('../../event-store/subscriptions/subscription-runner'),
      import('../../event-store/postgres/restored-log'),
    ]);
    // The application first: it names a missing or unmigrated database in words an operator can act on.
    const runner = (await context.app()).get(SubscriptionRunner);
    // The lag of a restored log that this server cannot read yet would read 0.
    const restored = await restoredLogProblem(context.config.databaseUrl);
    if (restored) {
      context.error(restored);
      return 1;
    }
    const status = await runner.status();
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
