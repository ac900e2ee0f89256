/** Node socket errors and Postgres codes that mean "the database is not reachable right now". */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN']);
// 57P01-57P03: shutting down / crash recovery / cannot connect now; class 08: connection exceptions.
const POSTGRES_CODE = /^(57P0[123]|08...)$/;
const MESSAGES = [/Connection terminated/i, /timeout exceeded when trying to connect/i, /Client has encountered a connection error/i];

/**
 * True when an error says a backing service was out of reach, so the request failed without a
 * decision being made: the client should retry later (503), not report a bug (500).
 */
export function isServiceUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 3) return false;
  const { code, message, driverError, cause } = error as { code?: unknown; message?: unknown; driverError?: unknown; cause?: unknown };
  if (typeof code === 'string' && (SOCKET_CODES.has(code) || POSTGRES_CODE.test(code))) return true;
  if (typeof message === 'string' && MESSAGES.some((pattern) => pattern.test(message))) return true;
  return isServiceUnavailable(driverError, depth + 1) || isServiceUnavailable(cause, depth + 1);
}
