// The event both event-store bench processes append (ours and, in its own process, Emmett's side).
import { randomUUID } from 'node:crypto';

export const metadata = () => ({
  actor: { kind: 'guest' },
  correlationId: randomUUID(),
  causationId: null,
  occurredAt: new Date().toISOString(),
  schemaVersion: 1,
});
export const data = (i) => ({ bookingId: randomUUID(), checkIn: '2026-12-01', checkOut: '2026-12-04', rooms: 3, guests: 4, total: 15000 + i });
