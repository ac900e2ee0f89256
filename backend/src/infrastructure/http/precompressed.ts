import type { Request, Response } from 'express';
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** One cached answer in the three forms a client may ask for, each with its own ETag. */
export interface Precompressed {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
  /** The identity body's hash; each encoding's ETag adds a suffix, as a different body must differ. */
  hash: string;
}

/**
 * Compresses a body once, at the highest levels: what is cached is sent many times, so the
 * compressor's time is spent once per change rather than per request (issue 37). Async, so the
 * event loop keeps serving while it runs.
 */
export async function precompress(body: string | Buffer): Promise<Precompressed> {
  const identity = typeof body === 'string' ? Buffer.from(body) : body;
  const [br, gz] = await Promise.all([
    brotli(identity, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length },
    }),
    gzipped(identity, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  return { identity, br, gzip: gz, hash: createHash('sha256').update(identity).digest('base64url').slice(0, 27) };
}

/** Marks an answer the generic compression middleware must leave alone (see compressResponses). */
export function isPrecompressed(res: Response): boolean {
  return res.locals.precompressed === true;
}

/**
 * Sends the variant the request accepts (brotli before gzip, then the plain body) with its own
 * Content-Length and ETag; express answers 304 when If-None-Match names that ETag. The caller sets
 * Content-Type, Cache-Control and any Vary beyond Accept-Encoding.
 */
export function sendPrecompressed(req: Request, res: Response, body: Precompressed): void {
  const encoding = req.acceptsEncodings('br') ? 'br' : req.acceptsEncodings('gzip') ? 'gzip' : 'identity';
  res.locals.precompressed = true;
  res.vary('Accept-Encoding');
  if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
  res.setHeader('ETag', encoding === 'identity' ? `"${body.hash}"` : `"${body.hash}-${encoding}"`);
  res.send(body[encoding]);
}

/**
 * What a handler returns when it sent a T itself with sendPrecompressed (through @Res): nothing at
 * run time, but scripts/openapi-responses.js documents T as its answer.
 */
export type Answered<T> = void & { readonly answered?: T };
