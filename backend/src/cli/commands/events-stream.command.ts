import type { DataSource } from 'typeorm';
import type { EventStore, RecordedEvent } from '../../event-store/event-store.port';
import type { CliCommand } from '../cli-command';
import type { CliContext } from '../cli-context';
import type { StreamLookup } from './stream-lookup';

const LIST_LIMIT = 50;
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function auditLogLookup(store: EventStore, dataSource: DataSource): StreamLookup {
  return {
    exists: async (streamId) => (await store.readStream(streamId)).length > 0,
    matching: async (prefix, bookingIdPrefix) => {
      const rows: { stream_id: string; events: number }[] = await dataSource.query(
        `SELECT stream_id, count(*)::int AS events FROM audit_log
          WHERE stream_id LIKE $1 ESCAPE '\\' OR ($2::text IS NOT NULL AND booking_id LIKE $2 ESCAPE '\\')
          GROUP BY stream_id ORDER BY stream_id LIMIT $3`,
        [`${likeEscape(prefix)}%`, bookingIdPrefix === null ? null : `${likeEscape(bookingIdPrefix)}%`, LIST_LIMIT],
      );
      return rows.map((row) => ({ streamId: row.stream_id, events: row.events }));
    },
  };
}

function printEvents(context: CliContext, streamId: string, events: RecordedEvent[]): void {
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
}

export const command: CliCommand = {
  name: 'events:stream <stream>',
  description:
    "A stream's events with their metadata (actor, correlation, causation, time, schema version). <stream>: a stream name, " +
    'a booking reference (BT-1A2B3C4D), a bare booking or admin id, or a prefix (several matching streams are listed)',
  configure: (cmd) => cmd.option('--json', 'print JSON'),
  async run(context, [input], options) {
    const [{ DataSource }, { EVENT_STORE }, { resolveStream }] = await Promise.all([
      import('typeorm'),
      import('../../event-store/event-store.port'),
      import('./stream-lookup'),
    ]);
    const app = await context.app();
    const store = app.get<EventStore>(EVENT_STORE);
    const found = await resolveStream(input, auditLogLookup(store, app.get(DataSource)));
    if (found.kind === 'list') {
      if (options.json) context.print(JSON.stringify(found.streams, null, 2));
      else if (found.streams.length === 0) context.error(`Stream ${input} has no events, and no stream starts with it.`);
      else {
        context.print(`${found.streams.length === LIST_LIMIT ? `The first ${LIST_LIMIT}` : found.streams.length} streams match ${input}:`);
        for (const { streamId, events } of found.streams) context.print(`  ${streamId}  ${events} event(s)`);
      }
      return found.streams.length === 0 ? 1 : 0;
    }
    const events = await store.readStream(found.streamId);
    if (options.json) context.print(JSON.stringify(events, null, 2));
    else printEvents(context, found.streamId, events);
  },
};
