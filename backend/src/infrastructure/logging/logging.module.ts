import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { LoggerModule, PinoLogger } from 'nestjs-pino';
import { APP_CONFIG, AppConfig } from '../config/app-config';

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * Structured JSON logs (pino): every request gets an id (X-Request-Id, taken from a proxy when
 * well-formed, else generated, and sent back), and every line logged while serving it carries that
 * id and the correlation id of the command it ran. The request's own line is logged at the level its
 * outcome deserves: refusals (4xx) warn, failures (5xx) error, answers slower than LOG_SLOW_MS
 * (1000) info, and the rest debug, so a busy server does not pay a line per booking and health check
 * while LOG_LEVEL=debug still shows every request. No personal data: no query strings (admin
 * searches hold names and e-mails), no headers (tokens), no IP addresses, no bodies.
 * LOG_LEVEL sets the level (info; silent under NODE_ENV=test).
 */
export const LoggingModule = LoggerModule.forRootAsync({
  inject: [APP_CONFIG],
  useFactory: (config: AppConfig) => ({
    // The "request completed" line also carries what the request assigned (the correlationId).
    assignResponse: true,
    pinoHttp: {
      level: process.env.LOG_LEVEL ?? (config.nodeEnv === 'test' ? 'silent' : 'info'),
      genReqId: (req: IncomingMessage, res: ServerResponse) => {
        markRequestStart(req);
        const given = req.headers['x-request-id'];
        const id = typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
        res.setHeader('X-Request-Id', id);
        return id;
      },
      serializers: {
        req: (req: { id: string; method: string; url: string }) => ({ id: req.id, method: req.method, path: req.url.split('?')[0] }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
      autoLogging: { ignore: (req: IncomingMessage) => req.url === '/api/health' },
      customLogLevel: requestLogLevel(Number(process.env.LOG_SLOW_MS ?? 1000)),
      customProps: () => ({}),
    },
  }),
});

const STARTED = Symbol('requestStarted');
type Timed = IncomingMessage & { [STARTED]?: number };

/** Stamps when the request arrived; pino-http keeps its own timer private. */
export function markRequestStart(req: IncomingMessage): void {
  (req as Timed)[STARTED] = performance.now();
}

/** The level of a request's own log line, by its outcome (see LoggingModule). */
export function requestLogLevel(slowMs: number) {
  return (req: IncomingMessage, res: ServerResponse, error?: Error): 'error' | 'warn' | 'info' | 'debug' => {
    if (error || res.statusCode >= 500) return 'error';
    if (res.statusCode >= 400) return 'warn';
    const started = (req as Timed)[STARTED];
    return started !== undefined && performance.now() - started >= slowMs ? 'info' : 'debug';
  };
}

// Made on first use: made at load, it would set up pino's root logger before LoggingModule's options.
let contextLogger: PinoLogger | null = null;

/** Adds fields (a command's correlationId) to every later log line of the current request, if any. */
export function assignLogContext(fields: Record<string, string>): void {
  try {
    contextLogger ??= new PinoLogger({});
    contextLogger.assign(fields);
  } catch {
    // Not within a request (a job, a reactor, a test): nothing to add to.
  }
}
