import type { EventStore, RecordedEvent } from '../event-store.port';
import type { Checkpoint, HandlerState } from './checkpoint-store';
import type { EventHandlerDefinition } from './projection';

export interface HandlerStatus {
  name: string;
  kind: EventHandlerDefinition['kind'];
  /** Last event the handler committed; null before its first event. */
  position: string | null;
  head: string | null;
  lagEvents: number;
  /** Age of the oldest event the handler has not processed yet; 0 when caught up. */
  lagSeconds: number;
  /** 'idle' until the handler has committed anything. */
  state: HandlerState | 'idle';
  lastError: string | null;
  failedPosition: string | null;
  updatedAt: Date | null;
}

export interface RunnerStatus {
  /** Whether this process runs the subscriptions now. */
  leader: boolean;
  head: string | null;
  handlers: HandlerStatus[];
}

/** Checkpoint and lag of each handler against the store's head. */
export async function handlerStatuses(
  store: EventStore,
  handlers: readonly Pick<EventHandlerDefinition, 'name' | 'kind'>[],
  checkpoints: readonly Checkpoint[],
): Promise<{ head: string | null; handlers: HandlerStatus[] }> {
  const head = await store.headPosition();
  const now = Date.now();
  // Handlers at the same checkpoint (usually all of them) share one count: on EventStoreDB a count
  // reads `$all` from the checkpoint, which must not happen once per handler.
  const lagAt = new Map<string | null, Promise<[number, RecordedEvent[]]>>();
  const lag = (position: string | null) => {
    let pending = lagAt.get(position);
    if (!pending) {
      pending = Promise.all([store.countAfter(position), store.readAll({ after: position, limit: 1 })]);
      lagAt.set(position, pending);
    }
    return pending;
  };
  const statuses = await Promise.all(
    handlers.map(async (handler): Promise<HandlerStatus> => {
      const checkpoint = checkpoints.find((row) => row.name === handler.name);
      const position = checkpoint?.position ?? null;
      const behind = store.comparePositions(position, head) < 0;
      const [lagEvents, next] = behind ? await lag(position) : [0, []];
      return {
        name: handler.name,
        kind: handler.kind,
        position,
        head,
        lagEvents,
        lagSeconds: next[0] ? Math.max(0, Math.round((now - next[0].createdAt.getTime()) / 100) / 10) : 0,
        state: checkpoint?.state ?? 'idle',
        lastError: checkpoint?.lastError ?? null,
        failedPosition: checkpoint?.failedPosition ?? null,
        updatedAt: checkpoint?.updatedAt ?? null,
      };
    }),
  );
  return { head, handlers: statuses };
}
