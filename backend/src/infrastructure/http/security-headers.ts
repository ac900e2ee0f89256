import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;

/**
 * The hashes of the inline scripts of the built index.html (theme before first paint, preloads), so
 * the policy allows exactly those and no other inline script. Read once at start: the build fills
 * the landing assets into the second script, so its hash is only known from the built file.
 */
export function inlineScriptHashes(spaDir: string): string[] {
  const index = join(spaDir, 'index.html');
  if (!existsSync(index)) return [];
  const html = readFileSync(index, 'utf8');
  return [...html.matchAll(INLINE_SCRIPT)].map(([, body]) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
}

/**
 * Security headers on every response (API, SPA, files): a CSP that allows only this origin,
 * nosniff, no framing, a strict referrer policy, and HSTS only when the request really came over
 * TLS (`req.secure`, which trusts X-Forwarded-Proto only from the proxies `trust proxy` names).
 */
export function securityHeaders(spaDir: string): RequestHandler[] {
  const policy = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'", ...inlineScriptHashes(spaDir)],
        // antd 6 writes its component styles into <style> tags at run time (CSS-in-JS); a nonce
        // would need index.html rendered per request, and CSS cannot run script, so inline styles
        // are allowed for styles only. Scripts stay strict (self + the hashes above).
        'style-src': ["'self'", "'unsafe-inline'"],
        // data: is the PromptPay QR (a data URL from the server) and Vite's small inlined assets;
        // blob: is the slip preview made from the fetched (token-protected) file.
        'img-src': ["'self'", 'data:', 'blob:'],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'"],
        'object-src': ["'none'"],
        'frame-src': ["'none'"],
        'frame-ancestors': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Sent below, only over TLS: a plain-HTTP install (a LAN test box) must not pin browsers to HTTPS.
    strictTransportSecurity: false,
  });
  const hsts = (req: Request, res: Response, next: NextFunction) => {
    if (req.secure) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    next();
  };
  return [policy, hsts];
}
