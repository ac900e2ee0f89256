import compression from 'compression';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { existsSync } from 'node:fs';
import { extname, join, sep } from 'node:path';
import { isPrecompressed } from './precompressed';

/** Vite names every file under assets/ by its content hash: a browser may keep it for good. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html, translations, favicon: kept, but asked again (ETag, 304) before every use. */
export const REVALIDATE = 'no-cache';

/** The hook the landing page's server rendering plugs into: false when it did not answer. */
export type PageRenderer = (req: Request, res: Response) => Promise<boolean>;

/**
 * Serves the built SPA: the build's .br and .gz files by Accept-Encoding (express-static-gzip, with
 * Vary), hashed assets immutable, everything else revalidated; any other path without an extension
 * outside /api gets index.html (the SPA's router decides), `/` first asks `renderLanding`.
 * The file list is read on the first request, not at start, so a build that finished while the
 * server started is served whole.
 */
export function serveSpa(spaDir: string, renderLanding?: PageRenderer): RequestHandler {
  let files: RequestHandler | null = null;
  const serveFiles = (req: Request, res: Response, next: NextFunction) => {
    files ??= expressStaticGzip(spaDir, {
      enableBrotli: true,
      orderPreference: ['br', 'gzip'],
      index: 'index.html',
      serveStatic: {
        // A missing chunk must be a 404, not the SPA's page.
        fallthrough: true,
        setHeaders: (res, path) => res.setHeader('Cache-Control', path.includes(`${sep}assets${sep}`) ? IMMUTABLE : REVALIDATE),
      },
    });
    files(req, res, next);
  };
  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.path === '/api' || req.path.startsWith('/api/')) return next();
    if (!existsSync(join(spaDir, 'index.html'))) return next();
    const page = () => {
      if (extname(req.path) !== '') return next();
      req.url = '/index.html';
      serveFiles(req, res, next);
    };
    if (req.path === '/' && renderLanding) {
      renderLanding(req, res).then((answered) => (answered ? undefined : serveFiles(req, res, () => page())), next);
      return;
    }
    serveFiles(req, res, page);
  };
}

/**
 * API answers compressed on the fly above 1 KB; files the SPA build compressed already carry their
 * Content-Encoding and are left alone, and so are the cached answers sent by sendPrecompressed
 * (the landing page, GET /api/villa), even in their plain form: a client asking only for deflate
 * gets the plain body rather than a compression per request.
 */
export function compressResponses(): RequestHandler {
  return compression({ threshold: 1024, filter: (req, res) => !isPrecompressed(res) && compression.filter(req, res) });
}
