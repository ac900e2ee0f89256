import type { EntityManager } from 'typeorm';
import type { RecordedEvent } from '../event-store.port';
import type { CheckpointStore, HandlerState } from './checkpoint-store';
import type { EventHandlerDefinition } from './projection';

/** Each handler's event types as a set: a replay asks once per event and handler, and a list of forty types is searched from the start each time. */
const typeSets = new WeakMap<readonly string[], ReadonlySet<string>>();

export function wants(handler: EventHandlerDefinition, event: RecordedEvent): boolean {
  const types = handler.eventTypes;
  if (!types) return true;
  let set = typeSets.get(types);
  if (!set) typeSets.set(types, (set = new Set(types)));
  return set.has(event.type);
}

/**
 * Runs the handler over a batch and moves its checkpoint to the batch's last event, all through the
 * caller's transaction: the rows and the checkpoint commit together or not at all. A replay (state
 * 'rebuilding') uses the handler's `replayBatch` where it has one. With `expected`
 * the checkpoint must still be there (CheckpointMovedError otherwise).
 */
export async function applyBatch(
  em: EntityManager,
  checkpoints: CheckpointStore,
  handler: EventHandlerDefinition,
  events: readonly RecordedEvent[],
  state: HandlerState = 'running',
  expected?: string | null,
): Promise<void> {
  const wanted = handler.eventTypes ? events.filter((event) => wants(handler, event)) : events;
  if (state === 'rebuilding' && handler.replayBatch) {
    if (wanted.length > 0) await handler.replayBatch(wanted, em);
  } else if (handler.handleBatch) {
    if (wanted.length > 0) await handler.handleBatch(wanted, em);
  } else {
    for (const event of wanted) await handler.handle(event, em);
  }
  const position = events[events.length - 1].position;
  if (expected === undefined) await checkpoints.save(em, handler, position, state);
  else await checkpoints.saveAt(em, handler, expected, position, state);
}
