import { DataSource } from 'typeorm';
import { EVENT_STORE, EventStore } from '../../../src/event-store/event-store.port';
import { SubscriptionRunner } from '../../../src/event-store/subscriptions/subscription-runner';
import { eventually as poll } from '../../support/eventually';
import type { TestApp } from '../../support/test-app';

/**
 * The last event committed so far. On Postgres the store's headPosition stops below the oldest
 * transaction still open in the whole cluster (a reader must not pass an event about to commit), and
 * under `npm test` another worker's transactions on another database hold it back: the head would
 * then be older than the event the test just appended.
 */
async function lastCommitted(t: TestApp): Promise<string | null> {
  const store = t.app.get<EventStore>(EVENT_STORE);
  if (!store.transactional) return store.headPosition();
  const [row] = await t.app.get(DataSource).query(
    `SELECT transaction_id::text AS tx, global_position::text AS gp FROM es_events ORDER BY transaction_id DESC, global_position DESC LIMIT 1`,
  );
  return row ? `${row.tx}:${row.gp}` : null;
}

/** Resolves once every projection has processed every event appended so far. */
export async function projectionsCaughtUp(t: TestApp, timeoutMs = 10000): Promise<void> {
  const head = await lastCommitted(t);
  if (!head) return;
  const runner = t.app.get(SubscriptionRunner);
  const projections = runner.getHandlers().filter((handler) => handler.kind === 'projection');
  await Promise.all(projections.map((handler) => runner.waitFor(handler.name, head, timeoutMs)));
}

/** Polls `check` until it returns a value (not undefined) or the time is up. */
export async function eventually<T>(check: () => Promise<T | undefined>, what: string, timeoutMs = 15000): Promise<T> {
  const found = await poll(what, async () => {
    const value = await check();
    return value === undefined ? null : { value };
  }, timeoutMs);
  return found.value;
}
