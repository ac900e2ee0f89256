import { randomUUID } from 'node:crypto';
import type { NewEvent } from '../../../src/event-store/event-store.port';
import { eventually as poll } from '../../support/eventually';

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
  await poll(what, check, timeoutMs);
}

/** A promise the test opens by hand: a transactional write awaits one to hold its transaction open. */
export function latch(): { promise: Promise<void>; open(): void } {
  let open!: () => void;
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open };
}
