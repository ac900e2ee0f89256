import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import { LoggerModule, PinoLogger } from 'nestjs-pino';
import type { Logger } from 'pino';
import { APP_CONFIG, AppConfig } from '../config/app-config';

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** What every line logged while serving a request carries: its id and what the request assigned. */
type RequestContext = { reqId: string } & Record<string, string>;
const requestContext = new AsyncLocalStorage<RequestContext>();

/**
 * Structured JSON logs (pino, through nestjs-pino for Nest's own lines): every API request gets an
 * id (X-Request-Id, taken from a proxy when well-formed, else generated, and sent back), and every
 * line logged while serving it carries that id (`reqId`) and the correlation id of the command it
 * ran, added by pino's `mixin` from the request's context. The request's own line (the access log:
 * method, route pattern, path, status, time, id) is logged at the level its outcome deserves:
 * refusals (4xx) warn, failures (5xx) error, the rest info; LOG_ACCESS=false keeps answers quicker
 * than LOG_SLOW_MS (1000) at debug, for a server whose proxy writes the access log already. No
 * personal data: no query strings (admin searches hold names and e-mails), no headers (tokens), no
 * IP addresses, no bodies.
 * LOG_LEVEL sets the level (info; silent under NODE_ENV=test).
 *
 * The request line is written by `requestLogging` rather than pino-http: pino-http built two child
 * loggers per request (serialising their bindings) whether or not a line was written, which cost
 * about 8% of the booking bench's creates.
 */
export const LoggingModule = LoggerModule.forRootAsync({
  inject: [APP_CONFIG],
  useFactory: (config: AppConfig) => ({
    pinoHttp: {
      level: process.env.LOG_LEVEL ?? (config.nodeEnv === 'test' ? 'silent' : 'info'),
      mixin: logContext,
      serializers: requestLogSerializers,
    },
    // nestjs-pino's own per-request middleware is not applied anywhere: requestLogging does its work.
    forRoutes: [],
  }),
});

type LoggedRequest = { id: string; method: string; url: string; baseUrl?: string; route?: { path?: unknown } };

/** A request and its answer in a log line: only what is not personal (after pino-http's standard serializers). */
export const requestLogSerializers = {
  req: (req: LoggedRequest) => ({
    id: req.id,
    method: req.method,
    // The route's pattern (`/api/booking/:id`) where a route answered: metrics and log searches group by it.
    ...(typeof req.route?.path === 'string' ? { route: `${req.baseUrl ?? ''}${req.route.path}` } : {}),
    path: req.url.split('?')[0],
  }),
  res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
};

/**
 * Express middleware for `/api/*` (health checks aside): gives the request its id and context, and
 * writes its line when the answer is sent, through `logger()` (PinoLogger.root once Nest is up).
 */
export function requestLogging(logger: () => Logger, slowMs = Number(process.env.LOG_SLOW_MS ?? 1000), access = process.env.LOG_ACCESS !== 'false') {
  const levelOf = requestLogLevel(slowMs, access);
  return (req: Request, res: Response, next: NextFunction): void => {
    if (!req.url.startsWith('/api/') || req.url === '/api/health') return next();
    markRequestStart(req);
    const given = req.headers['x-request-id'];
    const reqId = typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    res.setHeader('X-Request-Id', reqId);
    (req as Request & { id: string }).id = reqId;
    const context = { reqId } as RequestContext;
    const done = (error?: Error) => {
      res.removeListener('finish', finished);
      res.removeListener('error', failed);
      res.removeListener('close', finished);
      const log = logger();
      const level = levelOf(req, res, error ?? (res.writableFinished ? undefined : new Error('aborted before the answer was sent')));
      if (!log.isLevelEnabled(level)) return;
      // Written in the request's context: the line carries reqId and what the request assigned.
      requestContext.run(context, () =>
        log[level](
          {
            req,
            res,
            responseTime: Math.round(performance.now() - (req as Timed)[STARTED]!),
            ...(error ? { err: error } : {}),
          },
          level === 'error' ? 'request errored' : 'request completed',
        ),
      );
    };
    const finished = () => done();
    const failed = (error: Error) => done(error);
    res.once('finish', finished);
    res.once('close', finished);
    res.once('error', failed);
    requestContext.run(context, next);
  };
}

const STARTED = Symbol('requestStarted');
type Timed = IncomingMessage & { [STARTED]?: number };

/** Stamps when the request arrived. */
export function markRequestStart(req: IncomingMessage): void {
  (req as Timed)[STARTED] = performance.now();
}

/** The level of a request's own log line, by its outcome (see LoggingModule); `access`: every answer at info. */
export function requestLogLevel(slowMs: number, access = false) {
  return (req: IncomingMessage, res: ServerResponse, error?: Error): 'error' | 'warn' | 'info' | 'debug' => {
    if (error || res.statusCode >= 500) return 'error';
    if (res.statusCode >= 400) return 'warn';
    if (access) return 'info';
    const started = (req as Timed)[STARTED];
    return started !== undefined && performance.now() - started >= slowMs ? 'info' : 'debug';
  };
}

/** pino's mixin: the fields of the request being served, if any, for every line. */
export function logContext(): Record<string, string> {
  return requestContext.getStore() ?? {};
}

/** Adds fields (a command's correlationId) to every later log line of the current request, if any. */
export function assignLogContext(fields: Record<string, string>): void {
  // Not within a request (a job, a reactor, a test): nothing to add to.
  const context = requestContext.getStore();
  if (context) Object.assign(context, fields);
}

/** The root pino logger nestjs-pino made from LoggingModule's options (set when Nest starts). */
export const rootLogger = (): Logger => PinoLogger.root;
