import {
  ANY,
  AllStreamResolvedEvent,
  AppendExpectedRevision,
  CurrentRevision,
  NO_STREAM,
  Position,
  ResolvedEvent,
  STREAM_EXISTS,
  jsonEvent,
} from '@eventstore/db-client';
import type { EventMetadata, ExpectedVersion, NewEvent, RecordedEvent } from '../event-store.port';
import { formatPosition, parsePosition } from '../position';

/** Our versions count events (1 = first event); EventStoreDB revisions start at 0. */
export function toExpectedRevision(expected: ExpectedVersion): AppendExpectedRevision {
  if (expected === 'no_stream' || expected === 0) return NO_STREAM;
  if (expected === 'stream_exists') return STREAM_EXISTS;
  if (expected === 'any') return ANY;
  return BigInt(expected - 1);
}

export function toActualVersion(current: CurrentRevision): number | 'no_stream' {
  return current === NO_STREAM ? 'no_stream' : Number(current) + 1;
}

export function toPosition(position: Position): string {
  return formatPosition(position.commit, position.prepare);
}

export function fromPosition(position: string): Position {
  const [commit, prepare] = parsePosition(position);
  return { commit, prepare };
}

export function toEventData(event: NewEvent) {
  return jsonEvent({
    id: event.eventId,
    type: event.type,
    data: event.data as Record<string, unknown>,
    // $correlationId / $causationId are the names EventStoreDB's own tooling understands.
    metadata: {
      ...event.metadata,
      $correlationId: event.metadata.correlationId,
      ...(event.metadata.causationId ? { $causationId: event.metadata.causationId } : {}),
    },
  });
}

/** System events ($-prefixed types or streams, links) never reach handlers. */
export function isUserEvent(resolved: ResolvedEvent | AllStreamResolvedEvent): boolean {
  const event = resolved.event;
  return !!event && !event.type.startsWith('$') && !event.streamId.startsWith('$') && event.isJson;
}

export function toRecordedEvent(resolved: ResolvedEvent | AllStreamResolvedEvent): RecordedEvent {
  const event = resolved.event;
  if (!event) throw new Error('A resolved event without its event (unresolved link)');
  const { $correlationId, $causationId, ...metadata } = (event.metadata ?? {}) as unknown as EventMetadata & {
    $correlationId?: string;
    $causationId?: string;
  };
  const position = event.position ?? (resolved.commitPosition !== undefined
    ? { commit: resolved.commitPosition, prepare: resolved.commitPosition }
    : { commit: 0n, prepare: 0n });
  return {
    eventId: event.id,
    type: event.type,
    data: event.data,
    metadata: {
      ...metadata,
      correlationId: metadata.correlationId ?? $correlationId ?? '',
      causationId: metadata.causationId ?? $causationId ?? null,
      schemaVersion: metadata.schemaVersion ?? 1,
    },
    streamId: event.streamId,
    streamVersion: Number(event.revision) + 1,
    position: toPosition(position),
    createdAt: event.created,
  };
}
