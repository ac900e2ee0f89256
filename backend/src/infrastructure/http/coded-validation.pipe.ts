import { BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';

/**
 * The global ValidationPipe, whose 400 also carries `code: 'request.invalid'` and the first refused
 * field in `params.field` (`bookingDetails.checkIn`), so clients can point at it without parsing text.
 */
export class CodedValidationPipe extends ValidationPipe {
  constructor() {
    super({ whitelist: true, forbidNonWhitelisted: true, transform: true, stopAtFirstError: true });
  }

  override createExceptionFactory() {
    return (errors: ValidationError[] = []) =>
      new BadRequestException({
        code: 'request.invalid',
        message: this.flattenValidationErrors(errors),
        params: { field: firstField(errors) },
        error: 'Bad Request',
      });
  }
}

function firstField(errors: ValidationError[], parent = ''): string {
  const [error] = errors;
  if (!error) return parent;
  const path = parent ? `${parent}.${error.property}` : error.property;
  return error.children?.length ? firstField(error.children, path) : path;
}
