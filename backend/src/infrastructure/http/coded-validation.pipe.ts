import { BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';
import type { ValidatorOptions } from 'class-validator';
import { firstRefusedNull, nullRefusal } from './nullable';

/**
 * The global ValidationPipe, whose 400 also carries a code and the first refused field in
 * `params.field` (`bookingDetails.checkIn`), so clients can point at it without parsing text. The
 * code is `request.invalid`, or the one a validator names in its context (`{ context: { code } }`),
 * so a rule checked in a DTO answers with the same code as when the domain checks it. A null in a
 * field not marked `@Nullable()` is refused first, as `request.nullNotAllowed` naming the field.
 */
export class CodedValidationPipe extends ValidationPipe {
  constructor() {
    super({ whitelist: true, forbidNonWhitelisted: true, transform: true, stopAtFirstError: true });
  }

  protected override validate(object: object, options?: ValidatorOptions): Promise<ValidationError[]> | ValidationError[] {
    const field = firstRefusedNull(object);
    return field === null ? super.validate(object, options) : [nullRefusal(field)];
  }

  override createExceptionFactory() {
    return (errors: ValidationError[] = []) => {
      const { field, error } = firstRefused(errors);
      const named = Object.values(error?.contexts ?? {}).find((context) => typeof context?.code === 'string');
      return new BadRequestException({
        code: named?.code ?? 'request.invalid',
        message: this.flattenValidationErrors(errors),
        params: { field },
        error: 'Bad Request',
      });
    };
  }
}

function firstRefused(errors: ValidationError[], parent = ''): { field: string; error?: ValidationError } {
  const [error] = errors;
  if (!error) return { field: parent };
  const path = parent ? `${parent}.${error.property}` : error.property;
  return error.children?.length ? firstRefused(error.children, path) : { field: path, error };
}
