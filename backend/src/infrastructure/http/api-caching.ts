import type { NextFunction, Request, RequestHandler, Response } from 'express';

/**
 * Every /api answer is `Cache-Control: no-store` unless its route says otherwise
 * (`@Header('Cache-Control', …)`, set after this): most carry personal data, secrets (bank accounts,
 * secret feed URLs) or tokens, and a route that forgets must fail safe rather than be kept by a
 * browser or a shared cache. The public ones that may be kept (GET /api/villa, its images) say so.
 */
export function apiNoStore(): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.path === '/api' || req.path.startsWith('/api/')) res.setHeader('Cache-Control', 'no-store');
    next();
  };
}
