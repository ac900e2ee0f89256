/**
 * What an event changed, as shown in the audit log and a booking's history: its data without the
 * subject's id (already a column) and without secrets. Keys naming a password, token or secret are
 * dropped at any depth: the audit log is read by every admin, hashes included.
 */
const SUBJECT_KEYS = new Set(['bookingId', 'adminId']);
const SECRET_KEY = /password|token|secret/i;

/** Whether a key to drop is anywhere in `value`: most events have none, and are then not copied. */
function holdsSecret(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(holdsSecret);
  if (!value || typeof value !== 'object') return false;
  for (const key of Object.keys(value)) if (SECRET_KEY.test(key) || holdsSecret((value as Record<string, unknown>)[key])) return true;
  return false;
}

/** `value` without its secrets; a part holding none is kept as it is rather than copied. */
function scrub(value: unknown): unknown {
  if (!holdsSecret(value)) return value;
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
  const kept: Record<string, unknown> = {};
  for (const key of Object.keys(data)) if (!SUBJECT_KEYS.has(key)) kept[key] = (data as Record<string, unknown>)[key];
  // Values are shared with `data` when nothing is secret: callers only read (or serialise) them.
  return scrub(kept) as Record<string, unknown>;
}

/** The booking an event belongs to, when it is about one. */
export function auditBookingId(data: unknown): string | null {
  const id = (data as { bookingId?: unknown } | null)?.bookingId;
  return typeof id === 'string' ? id : null;
}
