import request from 'supertest';
import { dropDatabase } from '../../src/infrastructure/database/ensure-database';
import { registerFirstAdmin } from '../admin/support/admin-session';
import { eventually } from '../support/eventually';
import { startTestApp, TestApp, testDatabaseUrl } from '../support/test-app';

// Two instances on one database: an HTTP-only one (RUN_WORKERS=false) and, for a while, one running workers.
describe('GET /api/health when no instance runs the subscriptions (issue 28)', () => {
  const databaseUrl = testDatabaseUrl();
  let web: TestApp;
  let workers: TestApp | undefined;

  beforeAll(async () => {
    workers = await startTestApp({ DATABASE_URL: databaseUrl });
    web = await startTestApp({ DATABASE_URL: databaseUrl, RUN_WORKERS: 'false' });
  });
  afterAll(async () => {
    await web?.close();
    await workers?.close();
    await dropDatabase(databaseUrl);
  });

  it('is 200 on an HTTP-only instance while another runs workers, 503 with the reason once none does', async () => {
    const admin = await registerFirstAdmin(workers!);
    await eventually('the leader elected', async () => (await request(web.http).get('/api/health')).status === 200);
    const detailed = await request(web.http).get('/api/health').set(admin.auth).expect(200);
    expect(detailed.body.subscriptions).toEqual({ ok: true });

    await workers!.close();
    workers = undefined;
    const stranger = await request(web.http).get('/api/health').expect(503);
    expect(stranger.body).toEqual({ status: 'error' });
    const reason = await request(web.http).get('/api/health').set(admin.auth).expect(503);
    expect(reason.body.subscriptions).toEqual({ ok: false, error: expect.stringContaining('RUN_WORKERS=false on every instance') });

    workers = await startTestApp({ DATABASE_URL: databaseUrl });
    await eventually('a new leader', async () => (await request(web.http).get('/api/health')).status === 200);
  });
});
