import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { json } from 'express';
import type { ErrorBody } from './http-exception.filter';

/** No DTO of the API comes near this; villa settings, the largest, are a few KB. */
export const MAX_JSON_BYTES = 64 * 1024;

const CHARSET = /;\s*charset\s*=\s*"?([^";\s]*)/i;

interface BodyParserError {
  status?: number;
  type?: string;
  message?: string;
}

/**
 * JSON bodies, answered here when they cannot be read: 413 over 64 KB (told by Content-Length before
 * reading; while streaming for chunked bodies), 400 for malformed JSON, 415 for a charset other than
 * UTF-8 or any Content-Encoding (no compressed bodies: nothing to inflate, no zip bombs). Answering
 * here, not via next(error), keeps Nest from turning these into a misleading 404 "Cannot POST".
 */
export function jsonBody(): RequestHandler {
  const parse = json({ limit: MAX_JSON_BYTES, strict: true, inflate: false });
  return (req: Request, res: Response, next: NextFunction) => {
    const charset = CHARSET.exec(req.headers['content-type'] ?? '')?.[1]?.toLowerCase();
    if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8' && isJson(req)) {
      return refuse(res, { status: 415, type: 'charset.unsupported', message: `unsupported charset "${charset.toUpperCase()}"` });
    }
    parse(req, res, (error?: unknown) => (error ? refuse(res, error as BodyParserError) : next()));
  };
}

const isJson = (req: Request) => /^application\/(.+\+)?json\b/i.test(req.headers['content-type'] ?? '');

function refuse(res: Response, error: BodyParserError): void {
  const body = describe(error);
  res.status(body.statusCode).json(body);
}

function describe(error: BodyParserError): ErrorBody {
  const base = { params: {} };
  switch (error.type) {
    case 'entity.too.large':
      return { ...base, statusCode: 413, code: 'request.tooLarge', message: `The request body must be at most ${MAX_JSON_BYTES / 1024} KB`, params: { maxKb: MAX_JSON_BYTES / 1024 }, error: 'Payload Too Large' };
    case 'entity.parse.failed':
      return { ...base, statusCode: 400, code: 'request.malformedJson', message: 'The request body is not valid JSON', error: 'Bad Request' };
    case 'charset.unsupported':
    case 'encoding.unsupported':
      return { ...base, statusCode: 415, code: 'request.unsupportedMediaType', message: `${error.message}: send UTF-8 JSON without a Content-Encoding`, error: 'Unsupported Media Type' };
    default: {
      const status = error.status && error.status >= 400 && error.status < 500 ? error.status : 400;
      return { ...base, statusCode: status, code: 'request.invalid', message: error.message ?? 'The request body could not be read', error: 'Bad Request' };
    }
  }
}
