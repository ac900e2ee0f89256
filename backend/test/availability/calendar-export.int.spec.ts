import * as ical from 'node-ical';
import request from 'supertest';
import { registerFirstAdmin, SignedInAdmin } from '../admin/support/admin-session';
import { bookingClient, inDays } from '../booking/support/booking-client';
import { startTestApp, TestApp } from '../support/test-app';
import { fixture, startIcalServer } from './support/ical-server';

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

describe('iCal export per channel', () => {
  let app: TestApp;
  let admin: SignedInAdmin;
  let feeds: Awaited<ReturnType<typeof startIcalServer>>;

  beforeAll(async () => {
    feeds = await startIcalServer(new Map([['/airbnb.ics', fixture('airbnb.ics')], ['/booking-com.ics', fixture('booking-com.ics')]]));
    // The fixtures' stays are in 2030: the booking horizon must reach them.
    app = await startTestApp({ PUBLIC_URL: 'https://villa.example.com', ICAL_ALLOW_PRIVATE: 'true', BOOKING_HORIZON_DAYS: '3650' });
    admin = await registerFirstAdmin(app);
  });
  afterAll(async () => {
    await app.close();
    await feeds.close();
  });

  const uids = async (url: string) => {
    const feed = await request(app.http).get(new URL(url).pathname).expect(200);
    expect(feed.headers['content-type']).toMatch(/^text\/calendar/);
    return Object.values(ical.sync.parseICS(feed.text))
      .filter((e): e is ical.VEvent => e?.type === 'VEVENT')
      .map((e) => ({ uid: e.uid, from: dayOf(e.start), to: dayOf(e.end as Date) }))
      .sort((a, b) => a.from.localeCompare(b.from));
  };

  it("each external calendar's feed holds bookings, blocks and the other calendars' stays but never its own; the general feed holds them all", async () => {
    const added: Record<string, { id: string; exportUrl: string }> = {};
    for (const [name, path] of [['Airbnb', '/airbnb.ics'], ['Booking.com', '/booking-com.ics']]) {
      added[name] = (await request(app.http).post('/api/admin/calendars').set(admin.auth).send({ name, url: feeds.url(path) }).expect(201)).body;
      await request(app.http).post(`/api/admin/calendars/${added[name].id}/sync`).set(admin.auth).expect(200);
    }
    const booking = await bookingClient(app).create('2030-03-20', '2030-03-23');
    const block = (await request(app.http).post('/api/admin/blocks').set(admin.auth).send({ from: '2030-04-05', to: '2030-04-07', reason: 'owner_stay', note: '' }).expect(201)).body;
    const imported = (await request(app.http).get('/api/admin/calendar/stays').query({ from: '2030-01-01', to: '2031-01-01' }).set(admin.auth).expect(200)).body.imported as { id: string; calendarName: string; from: string }[];
    const stay = (calendar: string, from: string) => `import-${imported.find((s) => s.calendarName === calendar && s.from === from)!.id}@baan-talay`;

    const airbnbStays = [
      { uid: stay('Airbnb', '2030-03-08'), from: '2030-03-08', to: '2030-03-12' },
      { uid: stay('Airbnb', '2030-03-28'), from: '2030-03-28', to: '2030-04-01' },
    ];
    const bookingComStay = { uid: stay('Booking.com', '2030-03-15'), from: '2030-03-15', to: '2030-03-18' };
    const direct = [
      { uid: `booking-${booking.id}@baan-talay`, from: '2030-03-20', to: '2030-03-23' },
      { uid: `block-${block.id}@baan-talay`, from: '2030-04-05', to: '2030-04-07' },
    ];
    const byDate = (list: { from: string }[]) => [...list].sort((a, b) => a.from.localeCompare(b.from));

    expect(added.Airbnb.exportUrl).toMatch(new RegExp(`^https://villa\\.example\\.com/api/calendar/[A-Za-z0-9_-]+/${added.Airbnb.id}\\.ics$`));
    expect(await uids(added.Airbnb.exportUrl)).toEqual(byDate([bookingComStay, ...direct]));
    expect(await uids(added['Booking.com'].exportUrl)).toEqual(byDate([...airbnbStays, ...direct]));
    const general = (await request(app.http).get('/api/admin/calendar/export').set(admin.auth).expect(200)).body.url;
    expect(await uids(general)).toEqual(byDate([...airbnbStays, bookingComStay, ...direct]));

    // The listed address is the one served; an unknown calendar or a wrong secret is not found.
    const listed = (await request(app.http).get('/api/admin/calendars').set(admin.auth).expect(200)).body as { id: string; exportUrl: string }[];
    expect(listed.find((c) => c.id === added.Airbnb.id)?.exportUrl).toBe(added.Airbnb.exportUrl);
    await request(app.http).get(new URL(added.Airbnb.exportUrl).pathname.replace(added.Airbnb.id, '00000000-0000-4000-8000-000000000000')).expect(404);
    await request(app.http).get(`/api/calendar/not-the-secret-at-all-123/${added.Airbnb.id}.ics`).expect(404);
    // A rotated secret ends each channel's address too.
    await request(app.http).post('/api/admin/calendar/export/rotate').set(admin.auth).expect(201);
    await request(app.http).get(new URL(added.Airbnb.exportUrl).pathname).expect(404);
  });
});
