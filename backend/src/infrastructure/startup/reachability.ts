import { createConnection } from 'node:net';

const REASONS: Record<string, string> = {
  ECONNREFUSED: 'connection refused',
  ENOTFOUND: 'host not found',
  EAI_AGAIN: 'host name lookup failed',
  ETIMEDOUT: 'timed out',
  ECONNRESET: 'connection reset',
  EHOSTUNREACH: 'host unreachable',
  '28P01': 'password authentication failed',
  '28000': 'not allowed to connect',
};

/** A connection error in a few words ("connection refused"), its message when it is not a known one. */
export function reasonOf(error: unknown): string {
  const failure = error as { code?: string; message?: string; errors?: unknown[] };
  if (failure?.code && REASONS[failure.code]) return REASONS[failure.code];
  // Node reports "localhost" (IPv4 and IPv6 both refused) as an AggregateError.
  if (failure?.errors?.length) return reasonOf(failure.errors[0]);
  return failure?.message || String(error);
}

/** host:port of a connection URL, without credentials. */
export function endpointOf(url: string, defaultPort: number): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname || '127.0.0.1'}:${parsed.port || defaultPort}`;
  } catch {
    return '(an invalid URL)';
  }
}

/** "Cannot reach PostgreSQL at 127.0.0.1:5999 (DATABASE_URL): connection refused" */
export function unreachable(service: string, endpoint: string, variable: string, error: unknown): string {
  return `Cannot reach ${service} at ${endpoint} (${variable}): ${reasonOf(error)}`;
}

/** A startup failure whose message already says what is wrong and where: printed alone, exit 1. */
export class StartupError extends Error {}

/** Whether something accepts TCP connections at host:port (no protocol spoken). */
export function answers(host: string, port: number, timeoutMs = 1000): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host, port });
    const done = (result: boolean) => {
      socket.destroy();
      resolve(result);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}
