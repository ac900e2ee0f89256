import { SecurityServer, startSecurityServer } from './support/security-server';

const OWNER = { name: 'Khun Malee', email: 'malee@baantalay.example', password: 'Coral-Lantern-Tide-81' };

/**
 * The built server with its default limits. It trusts the loopback proxy (TRUST_PROXY default), so
 * the test, connecting from 127.0.0.1, plays clients at other IPs through X-Forwarded-For.
 */
describe('login throttling without lock-out of the owner (issue 13)', () => {
  let server: SecurityServer;
  const login = (ip: string, password: string, email = OWNER.email) =>
    server.call('/api/admin/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify({ email, password }),
    });

  beforeAll(async () => {
    server = await startSecurityServer('auth-throttle', {});
    const res = await server.call('/api/admin/auth/register', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(OWNER),
    });
    expect(res.status).toBe(201);
  });
  afterAll(() => server?.close());

  it("a stranger's wrong passwords get the stranger 429, never the owner at another IP", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await login('203.0.113.66', `guess-${i}-wrong`)).status);
    expect(statuses.slice(0, 8)).toEqual(Array(8).fill(401));
    expect(statuses.slice(8)).toEqual(Array(4).fill(429));
    const blocked = await login('203.0.113.66', OWNER.password);
    expect([blocked.status, ((await blocked.json()) as { code?: string }).code]).toEqual([429, 'auth.loginTooMany']);
    const owner = await login('198.51.100.7', OWNER.password);
    expect(owner.status).toBe(200);
  });

  it('limits one IP spraying many accounts', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++) statuses.push((await login('203.0.113.99', 'guess-wrong-1', `user${i}@example.com`)).status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(30);
    expect(statuses.slice(30)).toEqual([429, 429]);
    expect((await login('198.51.100.8', OWNER.password)).status).toBe(200);
  });
});
