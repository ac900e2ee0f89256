import { isServiceUnavailable } from '../../infrastructure/http/unavailable';

/** Deadlock and serialization failures: Postgres asks for the transaction to be tried again. */
const RETRY_CODES = new Set(['40P01', '40001']);

/**
 * A failure that is the database's (out of reach, a deadlock), not the event's: such an event is
 * never parked, since it would apply a moment later.
 */
export const isTransientFailure = (error: unknown): boolean =>
  isServiceUnavailable(error) || RETRY_CODES.has(String((error as { code?: unknown } | null)?.code ?? ''));
