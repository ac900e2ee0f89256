import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { RecordedEvent } from '../../../src/event-store/event-store.port';
import { EventHandlerDefinition, EventHandlerProvider } from '../../../src/event-store/subscriptions/projection';

export const COUNTER_TABLE_SQL = `CREATE TABLE IF NOT EXISTS test_counter (
  stream_id text PRIMARY KEY, count integer NOT NULL, last_value integer)`;

/**
 * Counts `Counted` events per stream. An event with `data.poison` writes its row and then throws,
 * so a test can see that rows and checkpoint never commit apart.
 */
@EventHandlerProvider()
@Injectable()
export class CounterProjection implements EventHandlerDefinition {
  readonly name = 'test-counter';
  readonly kind = 'projection';
  readonly eventTypes = ['Counted'];
  readonly tables = ['test_counter'];
  attempts = 0;

  async handle(event: RecordedEvent, em: EntityManager): Promise<void> {
    await em.query(
      `INSERT INTO test_counter (stream_id, count, last_value) VALUES ($1, 1, $2)
       ON CONFLICT (stream_id) DO UPDATE SET count = test_counter.count + 1, last_value = $2`,
      [event.streamId, event.data.value ?? null],
    );
    if (event.data.poison) {
      this.attempts += 1;
      throw new Error(`poisoned event ${event.data.value}`);
    }
  }
}

/** A reactor that records what it saw, to check reactors run with their own checkpoint. */
@EventHandlerProvider()
@Injectable()
export class RecordingReactor implements EventHandlerDefinition {
  readonly name = 'test-recorder';
  readonly kind = 'reactor';
  readonly seen: string[] = [];

  async handle(event: RecordedEvent): Promise<void> {
    this.seen.push(event.eventId);
  }
}
