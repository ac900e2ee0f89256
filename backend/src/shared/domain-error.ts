/**
 * A rule of the domain said no. Pure (no framework import) so deciders can throw it; the HTTP
 * exception filter maps `kind` to a status: validation 400, forbidden 403, not_found 404, conflict 409.
 */
export type DomainErrorKind = 'validation' | 'forbidden' | 'not_found' | 'conflict';

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const DOMAIN_ERROR_STATUS: Record<DomainErrorKind, { statusCode: number; error: string }> = {
  validation: { statusCode: 400, error: 'Bad Request' },
  forbidden: { statusCode: 403, error: 'Forbidden' },
  not_found: { statusCode: 404, error: 'Not Found' },
  conflict: { statusCode: 409, error: 'Conflict' },
};
