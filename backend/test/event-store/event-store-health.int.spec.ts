import request from 'supertest';
import { registerFirstAdmin } from '../admin/support/admin-session';
import { startTestApp, TestApp } from '../support/test-app';

describe('GET /api/health: event store section', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app?.close());

  it('reports the adapter, its head and every handler with its lag to an admin', async () => {
    const admin = await registerFirstAdmin(app);
    const response = await request(app.http).get('/api/health').set(admin.auth).expect(200);
    expect(response.body.eventStore).toMatchObject({ ok: true, adapter: 'postgres', handlers: expect.any(Array) });
    expect(response.body.eventStore).toHaveProperty('head');
    expect(typeof response.body.eventStore.leader).toBe('boolean');
    for (const handler of response.body.eventStore.handlers) {
      expect(handler).toMatchObject({ name: expect.any(String), kind: expect.stringMatching(/projection|reactor/) });
      expect(handler.lagEvents).toBeGreaterThanOrEqual(0);
    }
  });
});
