import { EVENT_STORE, EventStore } from '../../event-store/event-store.port';
import type { CliCommand } from '../cli-command';

export const command: CliCommand = {
  name: 'events:stream <streamId>',
  description: "A stream's events with their metadata (actor, correlation, causation, time, schema version)",
  configure: (cmd) => cmd.option('--json', 'print JSON'),
  async run(context, [streamId], options) {
    const store = (await context.app()).get<EventStore>(EVENT_STORE);
    const events = await store.readStream(streamId);
    if (options.json) {
      context.print(JSON.stringify(events, null, 2));
      return;
    }
    if (events.length === 0) {
      context.error(`Stream ${streamId} has no events.`);
      return 1;
    }
    context.print(`${streamId}: ${events.length} event(s)`);
    for (const event of events) {
      const { actor, correlationId, causationId, occurredAt, schemaVersion } = event.metadata;
      const who = [actor.kind, actor.email ?? actor.id].filter(Boolean).join(' ');
      context.print();
      context.print(`#${event.streamVersion} ${event.type} v${schemaVersion}  at ${event.position}  id ${event.eventId}`);
      context.print(`  occurred ${occurredAt}  recorded ${event.createdAt.toISOString()}  by ${who}`);
      context.print(`  correlation ${correlationId}${causationId ? `  causation ${causationId}` : ''}`);
      context.print(`  data ${JSON.stringify(event.data)}`);
    }
  },
};
