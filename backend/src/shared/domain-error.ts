/**
 * A rule of the domain said no. Pure (no framework import) so deciders can throw it; the HTTP
 * exception filter maps `kind` to a status: validation 400, forbidden 403, not_found 404, conflict 409,
 * too_many 429. `code` is stable (`booking.nightsTaken`): clients and the SPA match and translate it,
 * never the English `message`; `params` fill the translated sentence.
 */
export type DomainErrorKind = 'validation' | 'forbidden' | 'not_found' | 'conflict' | 'too_many';

export type ErrorParams = Record<string, string | number | boolean | string[] | null>;

export class DomainError extends Error {
  readonly code: string;
  readonly params: ErrorParams;

  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    { code, params = {} }: { code: string; params?: ErrorParams },
  ) {
    super(message);
    this.name = 'DomainError';
    this.code = code;
    this.params = params;
  }
}

export const DOMAIN_ERROR_STATUS: Record<DomainErrorKind, { statusCode: number; error: string }> = {
  validation: { statusCode: 400, error: 'Bad Request' },
  forbidden: { statusCode: 403, error: 'Forbidden' },
  not_found: { statusCode: 404, error: 'Not Found' },
  conflict: { statusCode: 409, error: 'Conflict' },
  too_many: { statusCode: 429, error: 'Too Many Requests' },
};
