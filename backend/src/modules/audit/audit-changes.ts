/**
 * What an event changed, as shown in the audit log and a booking's history: its data without the
 * subject's id (already a column) and without secrets. Keys naming a password, token or secret are
 * dropped at any depth: the audit log is read by every admin, hashes included.
 */
const SUBJECT_KEYS = new Set(['bookingId', 'adminId']);
const SECRET_KEY = /password|token|secret/i;

function scrub(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(scrub);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([key]) => !SECRET_KEY.test(key))
        .map(([key, inner]) => [key, scrub(inner)]),
    );
  }
  return value;
}

export function auditChanges(data: unknown): Record<string, unknown> {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return {};
  const kept = Object.entries(data as Record<string, unknown>).filter(([key]) => !SUBJECT_KEYS.has(key));
  return scrub(Object.fromEntries(kept)) as Record<string, unknown>;
}

/** The booking an event belongs to, when it is about one. */
export function auditBookingId(data: unknown): string | null {
  const id = (data as { bookingId?: unknown } | null)?.bookingId;
  return typeof id === 'string' ? id : null;
}
