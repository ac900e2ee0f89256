import request from 'supertest';
import { registerFirstAdmin } from '../admin/support/admin-session';
import { bookingClient, inDays } from '../booking/support/booking-client';
import { eventually } from '../jobs/support/wait';
import { collectProcessMetrics } from '../../src/infrastructure/metrics/metrics';
import { startTestApp, TestApp } from '../support/test-app';

describe('GET /api/metrics', () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp({ METRICS_TOKEN: 'scrape-secret-0123456789' })));
  afterAll(() => t?.close());

  it('refuses strangers', async () => {
    const res = await request(t.http).get('/api/metrics').expect(401);
    expect(res.body).toMatchObject({ statusCode: 401, code: 'auth.required' });
    await request(t.http).get('/api/metrics').set('Authorization', 'Bearer wrong').expect(401);
  });

  it('shows HTTP latency by route, append latency, projection lag per handler and queue depths', async () => {
    const admin = await registerFirstAdmin(t);
    await bookingClient(t).create(inDays(90), inDays(92));
    // The booking's expiry and reminder jobs are queued by a reactor, shortly after the create.
    const res = await eventually('the payment-window jobs in the scrape', async () => {
      const scrape = await request(t.http).get('/api/metrics').set(admin.auth).expect(200);
      return /queue_jobs\{queue="payment-window",state="delayed"\} 2/.test(scrape.text) ? scrape : null;
    });
    expect(res.headers['content-type']).toContain('text/plain');
    const text = res.text;
    // Latency by route pattern: the booking create, under its route and never a booking id.
    expect(text).toMatch(/http_request_duration_seconds_bucket\{le="[^"]+",method="POST",route="\/api\/booking",status="201"\}/);
    expect(text).not.toMatch(/route="\/api\/booking\/[0-9a-f]{8}-/);
    expect(text).toMatch(/event_store_append_duration_seconds_count\{outcome="ok"\} [1-9]/);
    expect(text).toMatch(/projection_lag_events\{handler="booking-view",kind="projection"\} \d+/);
    expect(text).toMatch(/projection_lag_seconds\{handler="booking-view",kind="projection"\} [\d.]+/);
    expect(text).toContain('# TYPE queue_job_failures_total counter');
  });

  it("answers the scraper's METRICS_TOKEN, with the process's own metrics once the entry point has started them", async () => {
    const before = await request(t.http).get('/api/metrics').set('Authorization', 'Bearer scrape-secret-0123456789').expect(200);
    expect(before.text).not.toContain('process_cpu_seconds_total');
    collectProcessMetrics(); // what main.ts does after creating the app
    const res = await request(t.http).get('/api/metrics').set('Authorization', 'Bearer scrape-secret-0123456789').expect(200);
    expect(res.text).toContain('process_cpu_seconds_total');
    expect(res.text).toContain('nodejs_eventloop_lag_seconds');
    expect(res.text).toContain('http_request_duration_seconds_bucket');
  });
});
