import { SetMetadata } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { RecordedEvent } from '../event-store.port';

/**
 * A projection writes read-model rows; the runner commits them together with its checkpoint, and a
 * rebuild truncates `tables` and replays. A reactor causes effects outside the database (BullMQ jobs)
 * and is never replayed by a rebuild.
 */
export interface EventHandlerDefinition {
  readonly name: string;
  readonly kind: 'projection' | 'reactor';
  /** Event types it wants; all when absent. */
  readonly eventTypes?: readonly string[];
  /** Read-model tables a rebuild clears (projections only). */
  readonly tables?: readonly string[];
  handle(event: RecordedEvent, em: EntityManager): Promise<void>;
  /**
   * Optional: handles a whole batch (already filtered by eventTypes, in checkpoint order) in the
   * batch's transaction instead of `handle` per event, so a projection can write with a few
   * set-based statements. Live processing and rebuilds use it when present; it must give the same
   * rows as calling `handle` for each event.
   */
  handleBatch?(events: readonly RecordedEvent[], em: EntityManager): Promise<void>;
  /**
   * Optional: applies a batch of a replay (`projections:rebuild`, offline or into shadow tables),
   * where no event after the checkpoint can be in the tables yet (rows and checkpoint commit
   * together), so rows may be bulk-loaded (COPY) without the checks live processing needs against
   * redelivery. Replays use it instead of `handleBatch` when present; it must leave the same rows.
   */
  replayBatch?(events: readonly RecordedEvent[], em: EntityManager): Promise<void>;
}

export const EVENT_HANDLER = 'baan-talay:event-handler';

/** Marks a provider implementing EventHandlerDefinition so the subscription runner finds it. */
export const EventHandlerProvider = (): ClassDecorator => SetMetadata(EVENT_HANDLER, true);
