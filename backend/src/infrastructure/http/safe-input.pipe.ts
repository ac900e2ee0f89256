import { ArgumentMetadata, BadRequestException, Injectable, PipeTransform } from '@nestjs/common';

/** Deeper than any DTO (villa settings: settings → bankDetails → item → field). */
export const MAX_DEPTH = 6;
/** Longer than any list a DTO holds (room images, slides, bank accounts stay far below). */
export const MAX_ITEMS = 100;

// A NUL cannot be stored in Postgres text (the insert fails); a lone surrogate is not UTF-8 at all.
const NUL = String.fromCharCode(0);
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Runs before validation on every body, query and route parameter: refuses text Postgres or UTF-8
 * cannot hold and shapes no DTO can (too deep, too many items), with a 400 naming the field, so
 * nothing downstream meets them and answers 500.
 */
@Injectable()
export class SafeInputPipe implements PipeTransform {
  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    if (metadata.type === 'body' || metadata.type === 'query' || metadata.type === 'param') inspect(value, metadata.data ?? '', 0);
    return value;
  }
}

/**
 * The same refusal for text a handler decodes itself (JSON inside a multipart field), which
 * reaches the pipe still encoded (`\u0000` is six harmless characters until parsed).
 */
export function assertSafeInput(value: unknown, field: string): void {
  inspect(value, field, 0);
}

function inspect(value: unknown, field: string, depth: number): void {
  if (typeof value === 'string') {
    if (value.includes(NUL) || LONE_SURROGATE.test(value)) {
      throw refusal(field, `${field || 'The request'} must be text without NUL characters or unpaired surrogates`);
    }
    return;
  }
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return;
  if (depth >= MAX_DEPTH) throw refusal(field, `${field || 'The request'} is nested too deeply`);
  const entries = Array.isArray(value) ? value.map((item, index) => [String(index), item] as const) : Object.entries(value);
  if (entries.length > MAX_ITEMS) throw refusal(field, `${field || 'The request'} has more than ${MAX_ITEMS} items`);
  for (const [key, item] of entries) {
    const path = field ? `${field}.${key}` : key;
    inspect(key, path, depth);
    inspect(item, path, depth + 1);
  }
}

const refusal = (field: string, message: string) =>
  new BadRequestException({ code: 'request.invalid', message, params: { field }, error: 'Bad Request' });
