import { SecurityServer, startSecurityServer } from './support/security-server';

const OWNER = { name: 'Khun Malee', email: 'malee@baantalay.example', password: 'Coral-Lantern-Tide-81' };

/** "Forgot password?" on the built server with its default limits (3 per address, 10 per IP, per hour). */
describe('password reset requests: no hint of which addresses exist, and no inbox flooding', () => {
  let server: SecurityServer;
  const ask = (ip: string, email: string) =>
    server.call('/api/admin/auth/password-reset', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify({ email }),
    });
  const answer = async (res: Response) => ({ status: res.status, body: await res.json() });

  beforeAll(async () => {
    server = await startSecurityServer('password-reset', {});
    const res = await server.call('/api/admin/auth/register', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(OWNER),
    });
    expect(res.status).toBe(201);
  });
  afterAll(() => server?.close());

  it('answers a known and an unknown address alike', async () => {
    const known = await answer(await ask('198.51.100.1', OWNER.email));
    const unknown = await answer(await ask('198.51.100.2', 'nobody@baantalay.example'));
    expect(unknown).toEqual(known);
    expect(known.status).toBe(202);
  });

  it("limits one address from any IP, so the owner's inbox cannot be flooded", async () => {
    const target = 'flooded@baantalay.example';
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await ask(`203.0.113.${10 + i}`, target)).status);
    expect(statuses).toEqual([202, 202, 202, 429]);
    const refused = await ask('203.0.113.50', target);
    expect([refused.status, ((await refused.json()) as { code?: string }).code]).toEqual([429, 'auth.resetTooMany']);
  });

  it('limits one IP asking for many addresses', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await ask('203.0.113.77', `spray${i}@baantalay.example`)).status);
    expect(statuses).toEqual([...Array(10).fill(202), 429]);
    expect((await ask('203.0.113.78', 'spray0-other@baantalay.example')).status).toBe(202);
  });
});
