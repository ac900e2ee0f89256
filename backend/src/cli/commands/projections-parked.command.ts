import type { EventStore } from '../../event-store/event-store.port';
import type { ParkedEvent } from '../../event-store/subscriptions/parked-events';
import type { CliCommand } from '../cli-command';
import { formatTable } from '../format-table';

const row = (event: ParkedEvent) => [
  event.id,
  event.handler,
  event.state,
  event.eventType,
  event.streamId,
  event.position,
  event.parkedAt.toISOString(),
  event.state === 'skipped' ? `${event.note ?? ''} (skipped ${event.resolvedAt?.toISOString() ?? ''})` : event.error,
];

export const command: CliCommand = {
  name: 'projections:parked',
  description: 'Events a projection or reactor parked after its retries: list them, --retry <id> applies one again (removed on success), --skip <id> discards one (kept as a record)',
  configure: (cmd) =>
    cmd
      .option('--retry <id>', 'apply the parked event again; removed once it applies')
      .option('--skip <id>', 'discard the parked event; the row stays, marked skipped')
      .option('--note <text>', 'why it is skipped (kept with the record)', 'skipped by hand')
      .option('--all', 'list skipped events too')
      .option('--json', 'print JSON'),
  async run(context, _args, options) {
    const [{ DataSource }, { EVENT_STORE }, { retryParked }, { SubscriptionRunner }] = await Promise.all([
      import('typeorm'),
      import('../../event-store/event-store.port'),
      import('../../event-store/subscriptions/parked-retry'),
      import('../../event-store/subscriptions/subscription-runner'),
    ]);
    const app = await context.app();
    const runner = app.get(SubscriptionRunner);
    if (options.retry !== undefined && options.skip !== undefined) {
      context.error('Give --retry or --skip, not both');
      return 1;
    }
    const id = (options.retry ?? options.skip) as string | undefined;
    if (id !== undefined) {
      const parked = await runner.parked.get(id);
      if (!parked || parked.state !== 'parked') {
        context.error(`No parked event ${id} waits to be handled (see npm run cli -- projections:parked)`);
        return 1;
      }
      if (options.skip !== undefined) {
        await runner.parked.skip(id, String(options.note));
        context.print(`Skipped parked event ${id} (${parked.eventType} at ${parked.position} for ${parked.handler})`);
        return 0;
      }
      const handler = runner.getHandlers().find((candidate) => candidate.name === parked.handler);
      if (!handler) {
        context.error(`No handler named ${parked.handler} runs in this version`);
        return 1;
      }
      const deps = { store: app.get<EventStore>(EVENT_STORE), dataSource: app.get(DataSource), parkedEvents: runner.parked };
      try {
        await retryParked(parked, handler, deps);
      } catch (error) {
        context.error(`Parked event ${id} failed again, still parked: ${(error as Error).message}`);
        return 2;
      }
      context.print(`Applied parked event ${id} (${parked.eventType} at ${parked.position}) to ${parked.handler}; removed`);
      return 0;
    }
    const events = await runner.parked.list(Boolean(options.all));
    if (options.json) {
      context.print(JSON.stringify(events, null, 2));
      return events.some((event) => event.state === 'parked') ? 2 : 0;
    }
    if (events.length === 0) {
      context.print('No parked events.');
      return 0;
    }
    context.print(formatTable(['ID', 'HANDLER', 'STATE', 'TYPE', 'STREAM', 'POSITION', 'PARKED', 'ERROR / NOTE'], events.map(row)));
    return events.some((event) => event.state === 'parked') ? 2 : 0;
  },
};
