import { ValidateIf, ValidationError } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';

const NULLABLE = Symbol('nullable');

/**
 * The contract says this field may be null (and may be absent): the other validators run only on a
 * value. Without it, CodedValidationPipe refuses null for every field, `@IsOptional` ones included:
 * `@IsOptional` lets null through, and a null the domain never expected reaches the events.
 */
export const Nullable = (): PropertyDecorator => (target, key) => {
  Reflect.defineMetadata(NULLABLE, true, target, key);
  ValidateIf((_: object, value: unknown) => value !== null && value !== undefined)(target, key as string);
  // OpenAPI 3.0's way of saying so, for the typed client generated from /api/docs-json.
  JSONSchema({ nullable: true } as Parameters<typeof JSONSchema>[0])(target, key as string);
};

/**
 * The path of the first null the request's DTO does not allow (`customerInfo.phone`), or null.
 * Fields of a DTO class are nullable only when marked; inside plain objects and lists (no DTO to
 * say otherwise) null is never a value.
 */
export function firstRefusedNull(value: unknown, path = ''): string | null {
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return null;
  const entries = Array.isArray(value) ? value.map((item, index) => [String(index), item] as const) : Object.entries(value);
  for (const [key, item] of entries) {
    const field = path ? `${path}.${key}` : key;
    if (item === null) {
      if (Array.isArray(value) || !Reflect.getMetadata(NULLABLE, value, key)) return field;
      continue;
    }
    const inner = firstRefusedNull(item, field);
    if (inner !== null) return inner;
  }
  return null;
}

/** The 400 of a refused null: `request.nullNotAllowed` {field}. */
export function nullRefusal(field: string): ValidationError {
  return Object.assign(new ValidationError(), {
    property: field,
    value: null,
    constraints: { notNull: `${field} must not be null` },
    contexts: { notNull: { code: 'request.nullNotAllowed' } },
    children: [],
  });
}
