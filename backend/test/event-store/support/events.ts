import { randomUUID } from 'node:crypto';
import type { NewEvent } from '../../../src/event-store/event-store.port';

export function newEvent(type = 'Tested', data: Record<string, unknown> = {}, schemaVersion = 1): NewEvent {
  return {
    eventId: randomUUID(),
    type,
    data,
    metadata: {
      actor: { kind: 'system' },
      correlationId: randomUUID(),
      causationId: null,
      occurredAt: new Date().toISOString(),
      schemaVersion,
    },
  };
}

export const streamName = (prefix = 'test') => `${prefix}-${randomUUID()}`;

export async function eventually(check: () => boolean | Promise<boolean>, timeoutMs = 10000, what = 'condition'): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
