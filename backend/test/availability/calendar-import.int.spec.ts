import type { Client } from 'pg';
import request from 'supertest';
import { readOutbox, sentTo } from '../jobs/support/outbox';
import { registerFirstAdmin, type SignedInAdmin } from '../admin/support/admin-session';
import { cli } from '../admin/support/cli';
import { bookingClient } from '../booking/support/booking-client';
import { eventually } from '../support/eventually';
import { QueueRegistry } from '../../src/infrastructure/queue/queue-registry';
import { startTestApp, type TestApp } from '../support/test-app';
import { CalendarApp, startCalendarApp } from './support/calendar-app';
import { fixture, withEvent, withoutEvent } from './support/ical-server';

const nights = (from: string, count: number) =>
  Array.from({ length: count }, (_, i) => new Date(Date.parse(`${from}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10));

describe('iCal import (Airbnb-style and Booking.com-style feeds from a local HTTP server)', () => {
  let app: TestApp;
  let admin: SignedInAdmin;
  let db: Client;
  let ical: CalendarApp['ical'];
  let calendarApp: CalendarApp;
  const feeds = new Map<string, string>();
  const calendars: Record<string, string> = {};

  beforeAll(async () => {
    feeds.set('/airbnb.ics', fixture('airbnb.ics'));
    feeds.set('/booking-com.ics', fixture('booking-com.ics'));
    // The fixtures' stays are in 2030: startCalendarApp's horizon reaches them.
    calendarApp = await startCalendarApp(feeds);
    ({ app, admin, db, ical } = calendarApp);
  });
  afterAll(() => calendarApp?.close());

  const api = () => request(app.http);
  const sync = (id: string) => api().post(`/api/admin/calendars/${id}/sync`).set(admin.auth);
  const unavailable = async (from: string, to: string) => (await api().get('/api/villa/availability').query({ from, to }).expect(200)).body.unavailable;
  const calendarEvents = async () => Number((await db.query(`SELECT count(*) FROM es_events WHERE stream_id = 'calendar-villa-main'`)).rows[0].count);

  it('imports both feeds: their nights are held (a create over them is refused), past events are left out', async () => {
    for (const [name, path] of [['Airbnb', '/airbnb.ics'], ['Booking.com', '/booking-com.ics']]) {
      const added = await api().post('/api/admin/calendars').set(admin.auth).send({ name, url: ical.url(path) }).expect(201);
      calendars[name] = added.body.id;
    }
    expect((await sync(calendars.Airbnb).expect(200)).body).toEqual({ calendarId: calendars.Airbnb, imported: 2, withdrawn: 0, conflicts: 0, unchanged: 0 });
    expect((await sync(calendars['Booking.com']).expect(200)).body).toMatchObject({ imported: 1, conflicts: 0 });

    expect(await unavailable('2030-03-01', '2030-04-05')).toEqual([...nights('2030-03-08', 4), ...nights('2030-03-15', 3), ...nights('2030-03-28', 4)]);
    const refused = await bookingClient(app).http().post('/api/booking').send({ checkIn: '2030-03-16', checkOut: '2030-03-19', rooms: 3 });
    expect({ status: refused.status, code: refused.body.code }).toEqual({ status: 409, code: 'booking.nightsTaken' });
    const kinds = await db.query(`SELECT holder_kind, count(*)::int AS n FROM stay_guard GROUP BY holder_kind`);
    expect(kinds.rows).toEqual([{ holder_kind: 'import', n: 3 }]);

    const listed = await api().get('/api/admin/calendars').set(admin.auth).expect(200);
    expect(listed.body.find((c: { id: string }) => c.id === calendars.Airbnb)).toMatchObject({ channel: 'airbnb', stays: 2, conflicts: 0, lastSuccessAt: expect.any(String), lastError: null, lastErrorCode: null });
  });

  it('syncs every calendar by a repeatable BullMQ job every ICAL_SYNC_MINUTES (15 by default)', async () => {
    const schedulers = await app.app.get(QueueRegistry).queue('calendar-sync').getJobSchedulers();
    expect(schedulers).toEqual([expect.objectContaining({ key: 'sync-every-calendar', every: 15 * 60_000 })]);
  });

  it('a re-sync adds nothing', async () => {
    const before = await calendarEvents();
    expect((await sync(calendars.Airbnb).expect(200)).body).toMatchObject({ imported: 0, withdrawn: 0, unchanged: 2 });
    expect((await sync(calendars['Booking.com']).expect(200)).body).toMatchObject({ imported: 0, withdrawn: 0, unchanged: 1 });
    expect(await calendarEvents()).toBe(before);
  });

  it('an event removed from the feed releases its nights', async () => {
    feeds.set('/airbnb.ics', withoutEvent(fixture('airbnb.ics'), '7f3fb4b2c4f4'));
    expect((await sync(calendars.Airbnb).expect(200)).body).toMatchObject({ imported: 0, withdrawn: 1 });
    expect(await unavailable('2030-03-27', '2030-04-02')).toEqual([]);
    await bookingClient(app).create('2030-03-28', '2030-03-31');
  });

  it('an event overlapping a direct booking is kept as a conflict naming both, with an e-mail to the admins and a dashboard alert', async () => {
    const booking = await bookingClient(app).create('2030-04-10', '2030-04-12');
    const reference = booking.body.data.booking.reference;
    feeds.set('/airbnb.ics', withEvent(feeds.get('/airbnb.ics')!, 'overlap-1@airbnb.com', '2030-04-11', '2030-04-14'));
    expect((await sync(calendars.Airbnb).expect(200)).body).toMatchObject({ imported: 1, conflicts: 1 });

    // Nothing dropped: the booking keeps its nights, the imported stay holds all of its own (issue 33).
    const holders = await db.query(`SELECT holder_kind FROM stay_guard WHERE stay && daterange('2030-04-10', '2030-04-14') ORDER BY lower(stay)`);
    expect(holders.rows).toEqual([{ holder_kind: 'booking' }, { holder_kind: 'import' }]);
    expect(await unavailable('2030-04-09', '2030-04-15')).toEqual(nights('2030-04-10', 4));
    const alerts = await api().get('/api/admin/calendar/conflicts').set(admin.auth).expect(200);
    expect(alerts.body).toEqual([
      expect.objectContaining({
        calendarName: 'Airbnb',
        uid: 'overlap-1@airbnb.com',
        from: '2030-04-11',
        to: '2030-04-14',
        conflict: { kind: 'booking', id: booking.id, reference, from: '2030-04-10', to: '2030-04-12' },
      }),
    ]);
    const mails = await eventually('the conflict e-mail', async () => {
      const sent = sentTo(await readOutbox(app.config.outboxDir), admin.email).filter((m) => /Calendar conflict/.test(m.subject ?? ''));
      return sent.length ? sent : null;
    });
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain(reference);
    expect(mails[0].text).toContain('Airbnb');
    expect(mails[0].text).toContain('on the nights 2030-04-11 – 2030-04-12');

    // Once the booking is cancelled, the next sync clears the conflict; the stay still holds its nights.
    await api().patch(`/api/admin/bookings/${booking.id}/status`).set(admin.auth).send({ status: 'cancelled' }).expect(200);
    expect((await sync(calendars.Airbnb).expect(200)).body).toMatchObject({ imported: 1, conflicts: 0 });
    expect(await unavailable('2030-04-10', '2030-04-15')).toEqual(nights('2030-04-11', 3));
  });

  it('20 concurrent creates and an import on the same nights: one booking at most, the import holds, and a conflict exactly when a booking won first', async () => {
    feeds.set('/race.ics', withEvent(fixture('booking-com.ics'), 'race@booking.com', '2030-05-10', '2030-05-13'));
    const race = await api().post('/api/admin/calendars').set(admin.auth).send({ name: 'Race', url: ical.url('/race.ics') }).expect(201);
    const client = bookingClient(app);
    const [synced, ...creates] = await Promise.all([
      sync(race.body.id),
      ...Array.from({ length: 20 }, (_, i) => client.http().post('/api/booking').send({ checkIn: `2030-05-${11 + (i % 2)}`, checkOut: '2030-05-14', rooms: 3 })),
    ]);
    expect(synced.status).toBe(200);
    const statuses = creates.map((res) => res.status);
    expect(statuses.every((s) => s === 201 || s === 409)).toBe(true);
    const holders = await db.query(`SELECT holder_kind FROM stay_guard WHERE stay && daterange('2030-05-10', '2030-05-14')`);
    const created = statuses.filter((s) => s === 201).length;
    expect(holders.rows.filter((row) => row.holder_kind === 'booking')).toHaveLength(created);
    expect(holders.rows.filter((row) => row.holder_kind === 'import')).toHaveLength(1);
    // Either the import came first and every create was refused, or one create won and the import records it.
    expect(created + (synced.body.conflicts === 0 ? 1 : 0)).toBe(1);
  });

  it('keeps the last error of a calendar that cannot be fetched', async () => {
    const broken = await api().post('/api/admin/calendars').set(admin.auth).send({ name: 'Gone', url: ical.url('/missing.ics') }).expect(201);
    const res = await sync(broken.body.id);
    expect({ status: res.status, code: res.body.code }).toEqual({ status: 409, code: 'calendar.fetchStatus' });
    const listed = await api().get('/api/admin/calendars').set(admin.auth).expect(200);
    expect(listed.body.find((c: { id: string }) => c.id === broken.body.id)).toMatchObject({
      lastError: 'The calendar answered HTTP 404',
      lastErrorCode: 'calendar.fetchStatus',
      lastErrorParams: { calendar: 'Gone' },
      lastSuccessAt: null,
    });

    const status = await cli(app, 'calendars:status');
    expect(status.code).toBe(2);
    expect(status.out).toMatch(/Airbnb\s+2\s+0\s+\d{4}-/);
    expect(status.out).toMatch(/Gone\s+0\s+0\s+-\s+The calendar answered HTTP 404/);
  });
});

describe('iCal import refuses private addresses unless ICAL_ALLOW_PRIVATE=true', () => {
  let app: TestApp;
  let admin: SignedInAdmin;

  beforeAll(async () => {
    app = await startTestApp();
    admin = await registerFirstAdmin(app);
  });
  afterAll(() => app.close());

  it.each([
    ['http://127.0.0.1:8080/cal.ics', 'calendar.fetchPrivate'],
    ['http://localhost/cal.ics', 'calendar.fetchPrivate'],
    ['http://10.1.2.3/cal.ics', 'calendar.fetchPrivate'],
    ['http://[::1]/cal.ics', 'calendar.fetchPrivate'],
    ['http://169.254.169.254/latest/meta-data', 'calendar.fetchPrivate'],
    ['file:///etc/passwd', 'calendar.fetchScheme'],
    ['ftp://example.com/cal.ics', 'calendar.fetchScheme'],
  ])('%s', async (url, code) => {
    const res = await request(app.http).post('/api/admin/calendars').set(admin.auth).send({ name: 'X', url });
    expect({ status: res.status, code: res.body.code }).toEqual({ status: 400, code });
  });
});
