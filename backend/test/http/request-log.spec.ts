import type { IncomingMessage, ServerResponse } from 'node:http';
import express from 'express';
import pino from 'pino';
import { Writable } from 'node:stream';
import request from 'supertest';
import { assignLogContext, logContext, markRequestStart, requestLogging, requestLogLevel, requestLogSerializers } from '../../src/infrastructure/logging/logging.module';

// Each request's own log line is written at the level its outcome deserves, so a busy server does
// not write a line per booking while refusals, failures and slow answers still show at `info`.
describe('the level of a request log line', () => {
  const level = requestLogLevel(1000);
  const answered = (statusCode: number) => ({ statusCode }) as ServerResponse;
  const request = {} as IncomingMessage;

  it('logs failures as errors and refusals as warnings', () => {
    expect(level(request, answered(500))).toBe('error');
    expect(level(request, answered(200), new Error('socket hang up'))).toBe('error');
    expect(level(request, answered(409))).toBe('warn');
    expect(level(request, answered(400))).toBe('warn');
  });

  it('keeps quick answers at debug when the access log is off (LOG_ACCESS=false)', () => {
    expect(level(request, answered(201))).toBe('debug');
    expect(level(request, answered(304))).toBe('debug');
  });

  it('writes every answer at info when the access log is on (the default)', () => {
    const access = requestLogLevel(1000, true);
    expect(access(request, answered(201))).toBe('info');
    expect(access(request, answered(304))).toBe('info');
    expect(access(request, answered(409))).toBe('warn');
    expect(access(request, answered(503))).toBe('error');
  });

  it('logs an answer slower than the limit at info', () => {
    const timed = {} as IncomingMessage;
    markRequestStart(timed);
    expect(requestLogLevel(0)(timed, answered(200))).toBe('info');
    expect(requestLogLevel(60_000)(timed, answered(200))).toBe('debug');
    // A request never stamped (pino-http did not see it) is not called slow.
    expect(requestLogLevel(0)(request, answered(200))).toBe('debug');
  });
});

// The request line and the lines logged while serving it, through a real pino logger set up as
// LoggingModule sets it (the request's fields added by the mixin) behind real express.
describe('request log lines', () => {
  let lines: Record<string, unknown>[];
  const app = express();
  const logger = pino(
    {
      level: 'debug',
      mixin: logContext,
      serializers: requestLogSerializers,
    },
    new Writable({
      write(chunk, _encoding, callback) {
        lines.push(...String(chunk).trim().split('\n').map((line) => JSON.parse(line)));
        callback();
      },
    }),
  );
  app.use(requestLogging(() => logger, 60_000));
  app.get('/api/booking/:id', async (req, res) => {
    await Promise.resolve();
    assignLogContext({ correlationId: 'corr-123' });
    await new Promise((resolve) => setImmediate(resolve));
    logger.info('serving');
    res.json({ id: req.params.id });
  });
  app.get('/api/refused', (_req, res) => res.status(409).json({ code: 'booking.nightsTaken' }));
  app.get('/api/failed', (_req, res) => res.status(500).json({}));
  app.get('/api/health', (_req, res) => res.json({ status: 'ok' }));
  app.get('/index.html', (_req, res) => res.send('<html></html>'));
  beforeEach(() => (lines = []));
  const settled = () => new Promise((resolve) => setImmediate(resolve));

  it("gives each API request an id, kept from a proxy's well-formed X-Request-Id, on every line served", async () => {
    const answer = await request(app).get('/api/booking/b-1?email=guest%40example.com').set('X-Request-Id', 'proxy-id-0001');
    expect(answer.headers['x-request-id']).toBe('proxy-id-0001');
    await settled();
    expect(lines).toEqual([
      expect.objectContaining({ level: 30, msg: 'serving', reqId: 'proxy-id-0001', correlationId: 'corr-123' }),
      expect.objectContaining({
        // The access line, at info by default.
        level: 30,
        msg: 'request completed',
        reqId: 'proxy-id-0001',
        correlationId: 'corr-123',
        responseTime: expect.any(Number),
        // The route's pattern, and the path without its query string: admin searches hold names and e-mails.
        req: { id: 'proxy-id-0001', method: 'GET', route: '/api/booking/:id', path: '/api/booking/b-1' },
        res: { statusCode: 200 },
      }),
    ]);
    expect(JSON.stringify(lines)).not.toContain('example.com');
  });

  it('makes its own id when the given one is malformed, and keeps requests apart', async () => {
    const [first, second] = await Promise.all([
      request(app).get('/api/booking/b-1').set('X-Request-Id', 'bad id!'),
      request(app).get('/api/booking/b-2'),
    ]);
    const ids = [first.headers['x-request-id'], second.headers['x-request-id']];
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(ids[0]).not.toBe(ids[1]);
    await settled();
    for (const id of ids) expect(lines.filter((line) => line.reqId === id).map((line) => line.msg).sort()).toEqual(['request completed', 'serving']);
  });

  it('warns of refusals, errs on failures, and leaves health checks and pages out', async () => {
    await request(app).get('/api/refused');
    await request(app).get('/api/failed');
    const health = await request(app).get('/api/health');
    const page = await request(app).get('/index.html');
    await settled();
    expect(lines.map((line) => [line.level, line.msg, (line.res as { statusCode: number }).statusCode])).toEqual([
      [40, 'request completed', 409],
      [50, 'request errored', 500],
    ]);
    expect(health.headers['x-request-id']).toBeUndefined();
    expect(page.headers['x-request-id']).toBeUndefined();
  });

  it('writes nothing outside a request context, and a line logged there carries no request fields', () => {
    assignLogContext({ correlationId: 'lost' });
    logger.info('from a job');
    expect(lines).toEqual([expect.not.objectContaining({ reqId: expect.anything(), correlationId: expect.anything() })]);
  });
});
