import type { IncomingMessage, ServerResponse } from 'node:http';
import { markRequestStart, requestLogLevel } from '../../src/infrastructure/logging/logging.module';

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

  it('keeps quick answers at debug', () => {
    expect(level(request, answered(201))).toBe('debug');
    expect(level(request, answered(304))).toBe('debug');
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
