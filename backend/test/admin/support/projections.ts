import { EVENT_STORE, EventStore } from '../../../src/event-store/event-store.port';
import { SubscriptionRunner } from '../../../src/event-store/subscriptions/subscription-runner';
import { eventually as poll } from '../../support/eventually';
import type { TestApp } from '../../support/test-app';

/** Resolves once every projection has processed every event appended so far. */
export async function projectionsCaughtUp(t: TestApp, timeoutMs = 10000): Promise<void> {
  const head = await t.app.get<EventStore>(EVENT_STORE).headPosition();
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
