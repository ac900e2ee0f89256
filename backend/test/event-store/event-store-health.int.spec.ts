import request from 'supertest';
import { DataSource } from 'typeorm';
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

describe('GET /api/health: stopped handlers and parked events (issue 35)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ PROJECTION_PARKED_ALERT_HOURS: '2' });
  });
  afterAll(() => app?.close());

  it('is 503 for everyone while an event parked within PROJECTION_PARKED_ALERT_HOURS waits, then while a handler is stopped; the admin sees which', async () => {
    const admin = await registerFirstAdmin(app);
    const db = app.app.get(DataSource);
    const health = () => request(app.http).get('/api/health');
    expect((await health()).status).toBe(200);

    const [{ id }] = await db.query(
      `INSERT INTO projection_parked_events (handler, kind, event_id, stream_id, stream_version, position, event_type, data, error, attempts, parked_at)
       VALUES ('booking-view', 'projection', gen_random_uuid()::text, 'booking-x', 2, '1:1', 'PaymentMethodChosen', '{}', 'null value in column "payment_method"', 5, now() - interval '1 hour')
       RETURNING id`,
    );
    expect(await health()).toMatchObject({ status: 503, body: { status: 'error' } });
    const detailed = await health().set(admin.auth);
    expect(detailed.body.eventStore).toMatchObject({ ok: false, parked: [{ handler: 'booking-view', count: 1, recent: 1 }] });

    // Older than the setting: no longer an alarm, still listed for the admin until handled.
    await db.query(`UPDATE projection_parked_events SET parked_at = now() - interval '3 hours' WHERE id = $1`, [id]);
    expect(await health()).toMatchObject({ status: 200, body: { status: 'ok' } });
    expect((await health().set(admin.auth)).body.eventStore.parked).toEqual([expect.objectContaining({ count: 1, recent: 0 })]);

    // What the runner records when even parking failed (see idle-checkpoint.spec).
    await db.query(
      `INSERT INTO projection_checkpoints (name, kind, state, last_error, updated_at) VALUES ('booking-view', 'projection', 'failed', 'stopped by the test', now())
       ON CONFLICT (name) DO UPDATE SET state = 'failed', last_error = 'stopped by the test'`,
    );
    expect(await health()).toMatchObject({ status: 503, body: { status: 'error' } });
    expect((await health().set(admin.auth)).body.eventStore.handlers).toContainEqual(
      expect.objectContaining({ name: 'booking-view', state: 'failed', lastError: 'stopped by the test' }),
    );
  });
});
