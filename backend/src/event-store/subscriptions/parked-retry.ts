import type { DataSource } from 'typeorm';
import type { EventStore } from '../event-store.port';
import type { ParkedEvent, ParkedEvents } from './parked-events';
import type { EventHandlerDefinition } from './projection';

/**
 * Applies a parked event again (after a fix) and removes it from the parked events in the same
 * transaction; on failure it stays parked with the new error, which is thrown. The event is read
 * again from the log, personal fields and upcasters included, rather than from the parked row.
 */
export async function retryParked(
  parked: ParkedEvent,
  handler: EventHandlerDefinition,
  deps: { store: EventStore; dataSource: DataSource; parkedEvents: ParkedEvents },
): Promise<void> {
  const event = (await deps.store.readStream(parked.streamId)).find((candidate) => candidate.eventId === parked.eventId);
  if (!event) throw new Error(`Event ${parked.eventId} is no longer in stream ${parked.streamId}`);
  try {
    await deps.dataSource.transaction(async (em) => {
      if (handler.handleBatch) await handler.handleBatch([event], em);
      else await handler.handle(event, em);
      await deps.parkedEvents.remove(em, parked.id);
    });
  } catch (error) {
    await deps.parkedEvents.retryFailed(parked.id, (error as Error).message);
    throw error;
  }
}
