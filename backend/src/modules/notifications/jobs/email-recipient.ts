import type { RecordedEvent } from '../../../event-store/event-store.port';

/**
 * The guest's e-mail address as it stood once the booking's event at `streamVersion` was recorded:
 * the last address a CustomerInfoAdded gave up to there. An e-mail goes to that address, never to one
 * given later (a job that runs after the guest changed the address must not follow the change).
 */
export function recipientAt(history: readonly RecordedEvent[], streamVersion: number): string | undefined {
  let address: string | undefined;
  for (const event of history) {
    if (event.streamVersion > streamVersion) break;
    if (event.type === 'CustomerInfoAdded' && typeof event.data?.email === 'string') address = event.data.email;
  }
  return address;
}
