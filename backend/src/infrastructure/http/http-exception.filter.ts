import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { Response } from 'express';
import { ConcurrencyError } from '../../event-store/event-store.port';
import { DOMAIN_ERROR_STATUS, DomainError, ErrorParams } from '../../shared/domain-error';
import { errorKind, RepeatedErrors } from '../logging/repeated-errors';
import { isServiceUnavailable } from './unavailable';

export interface ErrorBody {
  statusCode: number;
  /** Stable, for clients to match and the SPA to translate (`booking.nightsTaken`). */
  code: string;
  /** English, for logs and API users. */
  message: string | string[];
  params: ErrorParams;
  error: string;
}

/** The code of an error that did not name one, by its status. */
const CODE_BY_STATUS: Record<number, string> = {
  400: 'request.invalid',
  401: 'auth.unauthorized',
  403: 'auth.forbidden',
  404: 'notFound',
  405: 'request.methodNotAllowed',
  409: 'conflict',
  413: 'request.tooLarge',
  415: 'request.unsupportedMediaType',
  429: 'request.tooMany',
  503: 'service.unavailable',
};
const codeFor = (statusCode: number) => CODE_BY_STATUS[statusCode] ?? (statusCode >= 500 ? 'internal' : 'request.invalid');

/**
 * Every error leaves as `{statusCode, code, message, params, error}`; only unexpected ones are 5xx,
 * and logged: the first of a kind with its stack, its repeats counted per window (LOG_REPEAT_WINDOW_MS,
 * 30 s) rather than a stack per failed request. An HttpException may carry `code` and `params` in its
 * response object.
 */
@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpExceptionFilter');
  private readonly failures = new RepeatedErrors(
    {
      first: (_kind, stack) => this.logger.error(stack),
      repeated: (kind, count, seconds) => this.logger.error(`${count} more like this in ${seconds} s: ${kind}`),
    },
    Number(process.env.LOG_REPEAT_WINDOW_MS ?? 30_000),
  );

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    if (response.headersSent) return;
    const body = errorBody(exception);
    if (body.statusCode >= 500) this.failures.record(errorKind(exception), exception instanceof Error ? (exception.stack ?? exception.message) : String(exception));
    response.status(body.statusCode).json(body);
  }
}

/** The body an error is answered with (also used by the middleware that answers before Nest's routing). */
export function errorBody(exception: unknown): ErrorBody {
  if (exception instanceof HttpException) {
    const statusCode = exception.getStatus();
    const response = exception.getResponse();
    if (typeof response === 'string') return { statusCode, code: codeFor(statusCode), message: response, params: {}, error: exception.name };
    const { message, error, code, params } = response as Partial<ErrorBody>;
    return {
      statusCode,
      code: code ?? codeFor(statusCode),
      message: message ?? exception.message,
      params: params ?? {},
      error: error ?? exception.name,
    };
  }
  // A rule of the domain said no (deciders throw DomainError): a 4xx with the rule's code.
  if (exception instanceof DomainError) {
    return { ...DOMAIN_ERROR_STATUS[exception.kind], code: exception.code, message: exception.message, params: exception.params };
  }
  // Still conflicting after the command runner's retry: someone else changed the same thing.
  if (exception instanceof ConcurrencyError) {
    return {
      statusCode: HttpStatus.CONFLICT,
      code: 'concurrency.conflict',
      message: 'This was changed at the same time by someone else. Please try again.',
      params: {},
      error: 'Conflict',
    };
  }
  // Errors thrown by body-parser and multer carry their own HTTP status.
  const status = (exception as { status?: number; statusCode?: number })?.status ?? (exception as { statusCode?: number })?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return { statusCode: status, code: codeFor(status), message: (exception as Error).message, params: {}, error: 'Bad Request' };
  }
  if (isServiceUnavailable(exception)) {
    return {
      statusCode: HttpStatus.SERVICE_UNAVAILABLE,
      code: 'service.unavailable',
      message: 'The service is briefly unavailable. Please try again in a moment.',
      params: {},
      error: 'Service Unavailable',
    };
  }
  return { statusCode: HttpStatus.INTERNAL_SERVER_ERROR, code: 'internal', message: 'An error occurred', params: {}, error: 'Internal Server Error' };
}
