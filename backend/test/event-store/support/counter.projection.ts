import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { RecordedEvent } from '../../../src/event-store/event-store.port';
import { EventHandlerDefinition, EventHandlerProvider } from '../../../src/event-store/subscriptions/projection';

export const COUNTER_TABLE_SQL = `CREATE TABLE IF NOT EXISTS test_counter (
  stream_id text PRIMARY KEY, count integer NOT NULL, last_value integer)`;

/**
 * Counts `Counted` events per stream. An event with `data.poison` writes its row and then throws
 * (until `healed`, as after a deploy with a fix), so a test can see that rows and checkpoint never
 * commit apart.
 */
@EventHandlerProvider()
@Injectable()
export class CounterProjection implements EventHandlerDefinition {
  readonly name = 'test-counter';
  readonly kind = 'projection';
  readonly eventTypes = ['Counted'];
  readonly tables = ['test_counter'];
  attempts = 0;
  /** Static: the CLI's application context has an instance of its own. */
  static healed = false;

  async handle(event: RecordedEvent, em: EntityManager): Promise<void> {
    await em.query(
      `INSERT INTO test_counter (stream_id, count, last_value) VALUES ($1, 1, $2)
       ON CONFLICT (stream_id) DO UPDATE SET count = test_counter.count + 1, last_value = $2`,
      [event.streamId, event.data.value ?? null],
    );
    if (event.data.poison && !CounterProjection.healed) {
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

export const BATCH_COUNTER_TABLE_SQL = `CREATE TABLE IF NOT EXISTS test_counter_batch (
  stream_id text PRIMARY KEY, count integer NOT NULL, last_value integer)`;

/** The same read model as CounterProjection, written set-based per batch. */
@EventHandlerProvider()
@Injectable()
export class BatchCounterProjection implements EventHandlerDefinition {
  readonly name = 'test-counter-batch';
  readonly kind = 'projection';
  readonly eventTypes = ['Counted'];
  readonly tables = ['test_counter_batch'];
  readonly batchSizes: number[] = [];

  async handle(event: RecordedEvent, em: EntityManager): Promise<void> {
    await this.handleBatch([event], em);
  }

  async handleBatch(events: readonly RecordedEvent[], em: EntityManager): Promise<void> {
    this.batchSizes.push(events.length);
    const rows = new Map<string, { count: number; last: number | null }>();
    for (const event of events) {
      const row = rows.get(event.streamId) ?? { count: 0, last: null };
      rows.set(event.streamId, { count: row.count + 1, last: (event.data.value as number) ?? null });
    }
    await em.query(
      `INSERT INTO test_counter_batch (stream_id, count, last_value)
       SELECT * FROM unnest($1::text[], $2::int[], $3::int[])
       ON CONFLICT (stream_id) DO UPDATE SET count = test_counter_batch.count + excluded.count,
         last_value = excluded.last_value`,
      [[...rows.keys()], [...rows.values()].map((row) => row.count), [...rows.values()].map((row) => row.last)],
    );
  }
}
