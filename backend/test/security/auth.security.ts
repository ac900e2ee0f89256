import { sign } from 'jsonwebtoken';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';
import { ProductProcess, ROOT } from '../fault/support/product-process';
import { SecurityServer, startSecurityServer } from './support/security-server';

const OLD_DEFAULT_SECRET = 'baan-talay-development-secret';
const OWNER = { name: 'Khun Malee', email: 'malee@baantalay.example', password: 'Coral-Lantern-Tide-81' };

/** Accounts and tokens, attacked over HTTP on the built server started WITHOUT a JWT_SECRET. */
describe('accounts and sessions (issue 13)', () => {
  let server: SecurityServer;
  let ownerToken: string;
  let ownerId: string;

  type Body = Record<string, any>;
  const read = async (res: Response): Promise<Body> => (await res.json()) as Body;
  const json = (method: string, path: string, body?: object, token?: string) =>
    server.call(path, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
  const storedSecret = async (): Promise<string> => {
    const db = new Client({ connectionString: server.databaseUrl });
    await db.connect();
    try {
      const { rows } = await db.query(`SELECT value FROM app_secrets WHERE name = 'jwt-signing-secret'`);
      return rows[0].value;
    } finally {
      await db.end();
    }
  };

  beforeAll(async () => {
    server = await startSecurityServer('auth', { JWT_SECRET: '' });
    const res = await json('POST', '/api/admin/auth/register', OWNER);
    expect(res.status).toBe(201);
    const body = await read(res);
    [ownerToken, ownerId] = [body.token, body.user.id];
  });
  afterAll(() => server?.close());

  it('refuses a token signed with the old default secret on every admin route (OpenAPI list)', async () => {
    const token = sign({ sub: ownerId, email: OWNER.email, ver: 0 }, OLD_DEFAULT_SECRET, { algorithm: 'HS256', expiresIn: 3600 });
    const doc = await read(await server.call('/api/docs-json'));
    const routes = Object.entries(doc.paths as Record<string, Record<string, unknown>>)
      // The routes anyone may call: logging in, registering, asking for and using a password-reset link.
      .filter(([path]) => path.startsWith('/api/admin/') && !/\/auth\/(login|register|password-reset(\/confirm)?)$/.test(path))
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => [method.toUpperCase(), path.replace(/\{[^}]+\}/g, ownerId)]));
    expect(routes.length).toBeGreaterThan(10);
    for (const [method, path] of routes) {
      const res = await json(method, path, method === 'GET' ? undefined : {}, token);
      expect({ method, path, status: res.status }).toEqual({ method, path, status: 401 });
    }
  });

  it('generated a 256-bit secret, logged it, and refuses a correctly signed token without exp', async () => {
    const secret = await storedSecret();
    expect(Buffer.from(secret, 'base64url')).toHaveLength(32);
    expect(readFileSync(join(ROOT, 'test-output/fault/security-auth.log'), 'utf8')).toContain('generated a random signing secret');
    const forever = sign({ sub: ownerId, email: OWNER.email, ver: 0 }, secret, { algorithm: 'HS256' });
    expect((await json('GET', '/api/admin/auth/me', undefined, forever)).status).toBe(401);
    const withExp = sign({ sub: ownerId, email: OWNER.email, ver: 0 }, secret, { algorithm: 'HS256', expiresIn: 60 });
    expect((await json('GET', '/api/admin/auth/me', undefined, withExp)).status).toBe(200);
  });

  it('keeps the generated secret across a restart and shares it with a second instance', async () => {
    await server.product.kill('SIGTERM');
    await server.product.startServer();
    expect((await json('GET', '/api/admin/auth/me', undefined, ownerToken)).status).toBe(200);
    const second = await ProductProcess.start({
      name: 'security-auth-second',
      databaseUrl: server.databaseUrl,
      redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
      env: { JWT_SECRET: '' },
    });
    try {
      const res = await fetch(`${second.baseUrl}/api/admin/auth/me`, { headers: { authorization: `Bearer ${ownerToken}` } });
      expect(res.status).toBe(200);
    } finally {
      await second.stop();
    }
  });

  it('refuses weak passwords on register with the reason', async () => {
    const cases = [
      ['short-1', 'auth.passwordTooShort'],
      ['password1234', 'auth.passwordCommon'],
      ['niran.k-at-home', 'auth.passwordContainsEmail'],
      ['aaaaaaaaaaaa', 'auth.passwordWeak'],
    ];
    for (const [password, code] of cases) {
      const res = await json('POST', '/api/admin/auth/register', { name: 'Niran', email: 'niran.k@baantalay.example', password });
      const body = await read(res);
      expect({ password, status: res.status, code: body.code }).toEqual({ password, status: 400, code });
    }
  });

  it('revokes tokens on logout and on a password change', async () => {
    const login = async (password: string) => read(await json('POST', '/api/admin/auth/login', { email: OWNER.email, password }));
    const first = (await login(OWNER.password)).token;
    expect((await json('POST', '/api/admin/auth/logout', undefined, first)).status).toBe(204);
    expect((await json('GET', '/api/admin/auth/me', undefined, first)).status).toBe(401);
    // Logout ends every session of the account, the one from registration too.
    expect((await json('GET', '/api/admin/auth/me', undefined, ownerToken)).status).toBe(401);

    const before = (await login(OWNER.password)).token;
    const weak = await json('POST', '/api/admin/auth/password', { currentPassword: OWNER.password, newPassword: 'password1234' }, before);
    expect([weak.status, (await read(weak)).code]).toEqual([400, 'auth.passwordCommon']);
    const changed = await json('POST', '/api/admin/auth/password', { currentPassword: OWNER.password, newPassword: 'Mango-Reef-Lantern-19' }, before);
    expect(changed.status).toBe(200);
    expect((await json('GET', '/api/admin/auth/me', undefined, before)).status).toBe(401);
    ownerToken = (await read(changed)).token;
    expect((await json('GET', '/api/admin/auth/me', undefined, ownerToken)).status).toBe(200);
    OWNER.password = 'Mango-Reef-Lantern-19';
  });

  it('never lets the owner be disabled; only the owner manages accounts', async () => {
    const self = await json('PATCH', `/api/admin/users/${ownerId}`, { status: 'disabled' }, ownerToken);
    expect([self.status, (await read(self)).code]).toEqual([400, 'auth.ownerCannotBeDisabled']);
    const helper = { name: 'Niran', email: 'niran@baantalay.example', password: 'Front-Desk-Banyan-26' };
    const reg = await read(await json('POST', '/api/admin/auth/register', helper));
    expect((await json('PATCH', `/api/admin/users/${reg.user.id}`, { status: 'active' }, ownerToken)).status).toBe(200);
    const helperLogin = await read(await json('POST', '/api/admin/auth/login', { email: helper.email, password: helper.password }));
    expect(helperLogin).toMatchObject({ token: expect.any(String) });
    const helperToken = helperLogin.token;
    const attempt = await json('PATCH', `/api/admin/users/${ownerId}`, { status: 'disabled' }, helperToken);
    expect([attempt.status, (await read(attempt)).code]).toEqual([403, 'auth.ownerOnly']);
    expect((await json('GET', '/api/admin/auth/me', undefined, ownerToken)).status).toBe(200);
  });

  it('shows strangers only the health status; an admin sees the details', async () => {
    expect(await read(await server.call('/api/health'))).toEqual({ status: 'ok' });
    const detailed = await read(await json('GET', '/api/health', undefined, ownerToken));
    expect(detailed).toMatchObject({ status: 'ok', database: { ok: true }, redis: { ok: true }, eventStore: expect.any(Object), queues: expect.any(Object) });
  });
});
