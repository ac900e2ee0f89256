import { EVENT_STORE, EventStore } from '../../../src/event-store/event-store.port';
import { SubscriptionRunner } from '../../../src/event-store/subscriptions/subscription-runner';
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
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
