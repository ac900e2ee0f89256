import { errorMessage } from '../../../lib/api';

/**
 * A server refusal about one field (its body's `params.field`, e.g. a weak password), translated,
 * for `form.setFields`; null when the error is not about a field the form has.
 */
export function fieldError<F extends string>(error: unknown, fields: readonly F[], fallback: string): { name: F; errors: string[] } | null {
  const field = (error as { data?: { params?: { field?: unknown } } } | undefined)?.data?.params?.field;
  const known = fields.find((name) => name === field);
  return known ? { name: known, errors: [errorMessage(error, fallback)] } : null;
}
