import request from 'supertest';
import { startTestApp, TestApp } from '../support/test-app';

describe('OpenAPI', () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp()));
  afterAll(() => t.close());

  it('describes the guest and admin routes at /api/docs-json and serves the UI at /api/docs', async () => {
    const json = await request(t.http).get('/api/docs-json').expect(200);
    expect(Object.keys(json.body.paths)).toEqual(
      expect.arrayContaining(['/api/booking', '/api/villa', '/api/admin/bookings', '/api/health']),
    );
    const ui = await request(t.http).get('/api/docs/').expect(200);
    expect(ui.text).toContain('swagger');
  });
});
