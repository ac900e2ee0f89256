import * as ical from 'node-ical';
import request from 'supertest';
import { registerFirstAdmin, SignedInAdmin } from '../admin/support/admin-session';
import { bookingClient, inDays } from '../booking/support/booking-client';
import { startTestApp, TestApp } from '../support/test-app';

/** node-ical gives an all-day date as local midnight: its calendar date, whatever the machine's zone. */
const dayOf = (date: Date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

describe('iCal export', () => {
  let app: TestApp;
  let admin: SignedInAdmin;

  beforeAll(async () => {
    app = await startTestApp({ PUBLIC_URL: 'https://villa.example.com' });
    admin = await registerFirstAdmin(app);
  });
  afterAll(() => app.close());

  const feedPath = (url: string) => new URL(url).pathname;

  it('lists exactly the held stays as all-day events (check-in to check-out), parsed by an RFC 5545 parser, with stable UIDs and no guest data', async () => {
    const client = bookingClient(app);
    const held = await client.create(inDays(10), inDays(13));
    await client.customerInfo(held, { customerInfo: { firstName: 'Somchai', lastName: 'Jaidee', email: 'somchai@example.com', phone: '0812345678' } }).expect(200);
    const cancelled = await client.create(inDays(20), inDays(22));
    await request(app.http).patch(`/api/admin/bookings/${cancelled.id}/status`).set(admin.auth).send({ status: 'cancelled' }).expect(200);
    const block = await request(app.http).post('/api/admin/blocks').set(admin.auth).send({ from: inDays(30), to: inDays(31), reason: 'maintenance', note: 'Pool pump' }).expect(201);

    const { body } = await request(app.http).get('/api/admin/calendar/export').set(admin.auth).expect(200);
    expect(body.url).toMatch(/^https:\/\/villa\.example\.com\/api\/calendar\/[A-Za-z0-9_-]+\.ics$/);
    const feed = await request(app.http).get(feedPath(body.url)).expect(200);
    expect(feed.headers['content-type']).toMatch(/^text\/calendar/);
    expect(feed.text).not.toMatch(/Somchai|Jaidee|somchai@|0812345678|Pool pump/);

    const events = Object.values(ical.sync.parseICS(feed.text)).filter((e): e is ical.VEvent => e?.type === 'VEVENT');
    const stays = events.map((e) => ({ uid: e.uid, from: dayOf(e.start), to: dayOf(e.end as Date), dateOnly: (e.start as Date & { dateOnly?: boolean }).dateOnly }));
    expect(stays).toEqual([
      { uid: `booking-${held.id}@baan-talay`, from: inDays(10), to: inDays(13), dateOnly: true },
      { uid: `block-${block.body.id}@baan-talay`, from: inDays(30), to: inDays(31), dateOnly: true },
    ]);
    const again = await request(app.http).get(feedPath(body.url)).expect(200);
    expect(Object.values(ical.sync.parseICS(again.text)).filter((e) => e?.type === 'VEVENT').map((e) => (e as ical.VEvent).uid)).toEqual(stays.map((s) => s.uid));
  });

  it('a rotated secret ends the old URL; a wrong one is not found; the admin routes need a session', async () => {
    const old = (await request(app.http).get('/api/admin/calendar/export').set(admin.auth).expect(200)).body.url;
    const rotated = (await request(app.http).post('/api/admin/calendar/export/rotate').set(admin.auth).expect(201)).body.url;
    expect(rotated).not.toBe(old);
    await request(app.http).get(feedPath(old)).expect(404);
    await request(app.http).get(feedPath(rotated)).expect(200);
    await request(app.http).get('/api/calendar/not-the-secret-at-all-123.ics').expect(404);
    await request(app.http).get('/api/admin/calendar/export').expect(401);
  });
});
