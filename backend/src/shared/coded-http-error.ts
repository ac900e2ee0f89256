import { PayloadTooLargeException, UnauthorizedException } from '@nestjs/common';
import type { ErrorParams } from './domain-error';

/*
 * HTTP errors with no DomainError kind (401, 413) that still carry a stable `code`, as every error
 * body does (see HttpExceptionFilter).
 */
export const unauthorized = (code: string, message: string): UnauthorizedException =>
  new UnauthorizedException({ code, message, params: {}, error: 'Unauthorized' });

export const payloadTooLarge = (code: string, message: string, params: ErrorParams = {}): PayloadTooLargeException =>
  new PayloadTooLargeException({ code, message, params, error: 'Payload Too Large' });
