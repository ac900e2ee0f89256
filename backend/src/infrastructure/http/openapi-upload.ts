import { applyDecorators, Type } from '@nestjs/common';
import { ApiBody, ApiConsumes, getSchemaPath } from '@nestjs/swagger';

/**
 * OpenAPI of a multipart upload: `field` carries up to `maxFiles` files; the other form fields are
 * those of `fields` (a DTO) when given.
 */
export function ApiUpload(field: string, maxFiles: number, fields?: Type<unknown>) {
  const file = { type: 'string', format: 'binary' };
  const files = { type: 'object', required: [field], properties: { [field]: maxFiles > 1 ? { type: 'array', items: file, maxItems: maxFiles } : file } };
  return applyDecorators(
    ApiConsumes('multipart/form-data'),
    ApiBody({ schema: fields ? { allOf: [{ $ref: getSchemaPath(fields) }, files] } : files }),
  );
}
