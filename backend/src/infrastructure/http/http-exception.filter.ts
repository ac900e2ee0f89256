import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { Response } from 'express';
import { ConcurrencyError } from '../../event-store/event-store.port';
import { DOMAIN_ERROR_STATUS, DomainError } from '../../shared/domain-error';
import { isServiceUnavailable } from './unavailable';

/** Every error leaves as `{statusCode, message, error}`; only unexpected ones are 5xx, and logged. */
@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpExceptionFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    if (response.headersSent) return;
    const { statusCode, message, error } = this.describe(exception);
    if (statusCode >= 500) this.logger.error(exception instanceof Error ? exception.stack : String(exception));
    response.status(statusCode).json({ statusCode, message, error });
  }

  private describe(exception: unknown): { statusCode: number; message: string | string[]; error: string } {
    if (exception instanceof HttpException) {
      const statusCode = exception.getStatus();
      const body = exception.getResponse();
      if (typeof body === 'string') return { statusCode, message: body, error: exception.name };
      const { message, error } = body as { message?: string | string[]; error?: string };
      return { statusCode, message: message ?? exception.message, error: error ?? exception.name };
    }
    // A rule of the domain said no (deciders throw DomainError): a 4xx with the rule's message.
    if (exception instanceof DomainError) return { ...DOMAIN_ERROR_STATUS[exception.kind], message: exception.message };
    // Still conflicting after the command runner's retry: someone else changed the same thing.
    if (exception instanceof ConcurrencyError) {
      return { statusCode: HttpStatus.CONFLICT, message: 'This was changed at the same time by someone else. Please try again.', error: 'Conflict' };
    }
    // Errors thrown by body-parser and multer carry their own HTTP status.
    const status = (exception as { status?: number; statusCode?: number })?.status ?? (exception as { statusCode?: number })?.statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      return { statusCode: status, message: (exception as Error).message, error: 'Bad Request' };
    }
    if (isServiceUnavailable(exception)) {
      return {
        statusCode: HttpStatus.SERVICE_UNAVAILABLE,
        message: 'The service is briefly unavailable. Please try again in a moment.',
        error: 'Service Unavailable',
      };
    }
    return { statusCode: HttpStatus.INTERNAL_SERVER_ERROR, message: 'An error occurred', error: 'Internal Server Error' };
  }
}
