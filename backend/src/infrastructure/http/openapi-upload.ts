import { applyDecorators, Type } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOkResponse, getSchemaPath } from '@nestjs/swagger';

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

/** OpenAPI of a handler that answers a stored file itself (@Res): its bytes, in one of these types. */
export function ApiFileResponse(description: string, ...contentTypes: string[]) {
  const schema = { type: 'string', format: 'binary' };
  return ApiOkResponse({ description, content: Object.fromEntries(contentTypes.map((type) => [type, { schema }])) });
}
