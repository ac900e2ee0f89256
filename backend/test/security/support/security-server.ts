import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { dropDatabase } from '../../../src/infrastructure/database/ensure-database';
import { ProductProcess, ROOT } from '../../fault/support/product-process';
import { testDatabaseUrl } from '../../support/test-app';

export const SPA_DIR = join(ROOT, 'dist/frontend');

export interface SecurityServer {
  product: ProductProcess;
  baseUrl: string;
  databaseUrl: string;
  /** fetch against the server: `call('/api/villa', { method: 'GET' })`. */
  call(path: string, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
}

/**
 * The built server as `npm start` runs it, on a fresh database of the local Postgres and the local
 * Redis, serving the built SPA. `env` overrides the product's environment (e.g. `JWT_SECRET: ''` to
 * start without a configured secret).
 */
export async function startSecurityServer(name: string, env: Record<string, string> = {}): Promise<SecurityServer> {
  if (!existsSync(join(SPA_DIR, 'index.html'))) throw new Error(`${SPA_DIR} is missing: run \`npm run build\` first`);
  const databaseUrl = testDatabaseUrl();
  const product = await ProductProcess.start({
    name: `security-${name}`,
    databaseUrl,
    redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    // The real limit on unpaid holds per IP (ProductProcess lifts it for the fault tests).
    env: { SPA_DIR, UNPAID_HOLDS_LIMIT: '3', ...env },
  });
  return {
    product,
    baseUrl: product.baseUrl,
    databaseUrl,
    call: (path, init) => fetch(`${product.baseUrl}${path}`, init),
    async close() {
      await product.stop();
      await dropDatabase(databaseUrl);
    },
  };
}
