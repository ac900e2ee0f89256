import request from 'supertest';
import { bookingClient } from '../booking/support/booking-client';
import type { SignedInAdmin } from '../admin/support/admin-session';
import type { TestApp } from '../support/test-app';
import { CalendarStream } from '../../src/modules/availability/commands/calendar-stream';
import { confirmPlan, NightsTakenMeanwhile, planSync } from '../../src/modules/availability/commands/sync-plan';
import { CalendarApp, startCalendarApp } from './support/calendar-app';
import { withEvent } from './support/ical-server';

const EMPTY_FEED = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//EN\r\nEND:VCALENDAR\r\n';
const nights = (from: string, to: string) => {
  const all: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t < Date.parse(`${to}T00:00:00Z`); t += 86_400_000) all.push(new Date(t).toISOString().slice(0, 10));
  return all;
};
const next = (night: string) => new Date(Date.parse(`${night}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * Issue 33: a stay imported from another channel holds every one of its nights, whether or not
 * some of them overlap a direct booking or a block; only the shared nights are the conflict.
 */
describe('imported stays hold all their nights, conflicting or not', () => {
  let app: TestApp;
  let admin: SignedInAdmin;
  let calendarApp: CalendarApp;
  const feeds = new Map<string, string>();
  let calendarId: string;

  beforeAll(async () => {
    feeds.set('/airbnb.ics', EMPTY_FEED);
    calendarApp = await startCalendarApp(feeds);
    ({ app, admin } = calendarApp);
    const added = await request(app.http).post('/api/admin/calendars').set(admin.auth).send({ name: 'Airbnb', url: calendarApp.ical.url('/airbnb.ics') }).expect(201);
    calendarId = added.body.id;
  });
  afterAll(() => calendarApp?.close());

  const api = () => request(app.http);
  const guests = () => bookingClient(app);
  const publish = (stays: [uid: string, from: string, to: string][]) =>
    feeds.set('/airbnb.ics', stays.reduce((ics, [uid, from, to]) => withEvent(ics, uid, from, to), EMPTY_FEED));
  const sync = async () => (await api().post(`/api/admin/calendars/${calendarId}/sync`).set(admin.auth).expect(200)).body;
  const confirmed = async (checkIn: string, checkOut: string) => {
    const booking = await guests().create(checkIn, checkOut);
    await api().patch(`/api/admin/bookings/${booking.id}/status`).set(admin.auth).send({ status: 'confirmed' }).expect(200);
    return booking;
  };
  const guestCreate = async (checkIn: string, checkOut: string) => {
    const res = await guests().http().post('/api/booking').send({ checkIn, checkOut, rooms: 3, guests: 2 });
    return { status: res.status, code: res.body.code };
  };
  /** Every night of the stay refuses a one-night guest create with the coded "nights taken". */
  const expectEveryNightRefused = async (from: string, to: string) => {
    for (const night of nights(from, to)) {
      expect({ night, ...(await guestCreate(night, next(night))) }).toEqual({ night, status: 409, code: 'booking.nightsTaken' });
    }
  };
  const unavailable = async (from: string, to: string) => (await api().get('/api/villa/availability').query({ from, to }).expect(200)).body.unavailable;
  const conflicts = async () => (await api().get('/api/admin/calendar/conflicts').set(admin.auth).expect(200)).body;

  it('the 11–13 Dec case: a stay overlapping a confirmed booking on one night still closes 12 Dec to guests', async () => {
    const booking = await confirmed('2030-12-10', '2030-12-12');
    publish([['dec@airbnb.com', '2030-12-11', '2030-12-13']]);
    expect(await sync()).toMatchObject({ imported: 1, conflicts: 1 });

    expect(await guestCreate('2030-12-12', '2030-12-13')).toEqual({ status: 409, code: 'booking.nightsTaken' });
    await expectEveryNightRefused('2030-12-11', '2030-12-13');
    expect(await unavailable('2030-12-09', '2030-12-15')).toEqual(nights('2030-12-10', '2030-12-13'));
    expect(await conflicts()).toEqual([
      expect.objectContaining({ uid: 'dec@airbnb.com', from: '2030-12-11', to: '2030-12-13', conflict: expect.objectContaining({ kind: 'booking', id: booking.id }) }),
    ]);
  });

  it('imported stays inside, around and partly over bookings: every night of each refuses a guest', async () => {
    const variants: [uid: string, booking: [string, string], stay: [string, string]][] = [
      ['inside@airbnb.com', ['2031-01-10', '2031-01-16'], ['2031-01-12', '2031-01-14']],
      ['around@airbnb.com', ['2031-02-12', '2031-02-14'], ['2031-02-10', '2031-02-17']],
      ['start@airbnb.com', ['2031-03-12', '2031-03-16'], ['2031-03-09', '2031-03-13']],
      ['end@airbnb.com', ['2031-04-10', '2031-04-13'], ['2031-04-12', '2031-04-16']],
    ];
    const bookings = new Map<string, string>();
    for (const [uid, [checkIn, checkOut]] of variants) bookings.set(uid, (await confirmed(checkIn, checkOut)).id);
    publish(variants.map(([uid, , [from, to]]) => [uid, from, to]));
    expect(await sync()).toMatchObject({ imported: 4, conflicts: 4 });
    for (const [, , [from, to]] of variants) await expectEveryNightRefused(from, to);
    const listed = await conflicts();
    for (const [uid] of variants) {
      expect(listed.find((stay: { uid: string }) => stay.uid === uid)).toMatchObject({ conflict: { kind: 'booking', id: bookings.get(uid) } });
    }
  });

  it('a re-sync that shrinks a conflicting stay frees exactly the nights it gave up', async () => {
    await confirmed('2031-05-10', '2031-05-12');
    publish([['shrink@airbnb.com', '2031-05-11', '2031-05-18']]);
    expect(await sync()).toMatchObject({ imported: 1, conflicts: 1 });

    publish([['shrink@airbnb.com', '2031-05-11', '2031-05-14']]);
    expect(await sync()).toMatchObject({ imported: 1, withdrawn: 0, conflicts: 1 });
    await expectEveryNightRefused('2031-05-11', '2031-05-14');
    expect(await unavailable('2031-05-10', '2031-05-19')).toEqual(nights('2031-05-10', '2031-05-14'));
    await guests().create('2031-05-14', '2031-05-18');
  });

  it('a stay moved off a booking frees its old nights, holds its new ones, and is no conflict any more', async () => {
    await confirmed('2031-06-10', '2031-06-12');
    publish([['move@airbnb.com', '2031-06-11', '2031-06-14']]);
    expect(await sync()).toMatchObject({ conflicts: 1 });
    publish([['move@airbnb.com', '2031-06-20', '2031-06-23']]);
    expect(await sync()).toMatchObject({ imported: 1, conflicts: 0 });
    await expectEveryNightRefused('2031-06-20', '2031-06-23');
    expect(await unavailable('2031-06-10', '2031-06-24')).toEqual([...nights('2031-06-10', '2031-06-12'), ...nights('2031-06-20', '2031-06-23')]);
    await guests().create('2031-06-12', '2031-06-14');
    expect((await conflicts()).map((stay: { uid: string }) => stay.uid)).not.toContain('move@airbnb.com');
  });

  it("an admin's move and an owner's block onto an imported stay are refused too", async () => {
    publish([['owner@airbnb.com', '2031-07-10', '2031-07-13']]);
    await sync();
    const booking = await confirmed('2031-07-05', '2031-07-08');
    const moved = await api().patch(`/api/admin/bookings/${booking.id}`).set(admin.auth).send({ checkOut: '2031-07-11' });
    expect({ status: moved.status, code: moved.body.code }).toEqual({ status: 409, code: 'booking.nightsTaken' });
    const blocked = await api().post('/api/admin/blocks').set(admin.auth).send({ from: '2031-07-12', to: '2031-07-15', reason: 'maintenance' });
    expect({ status: blocked.status, code: blocked.body.code }).toEqual({ status: 409, code: 'calendar.nightsImported' });
  });

  it('a sync planned before a guest took some of its nights is refused, so the next plan records the conflict', async () => {
    const calendar = app.app.get(CalendarStream);
    const feed = [{ uid: 'late@airbnb.com', from: '2031-08-10', to: '2031-08-13' }];
    const query = (sql: string, params?: unknown[]) => calendarApp.db.query(sql, params).then((res) => res.rows);
    const stale = await planSync({ query }, calendarId, feed, await calendar.current());
    expect(stale.conflicts).toEqual({});
    await guests().create('2031-08-12', '2031-08-14');
    const command = { type: 'SyncExternalCalendar', data: { calendarId, feed, ids: stale.ids, conflicts: stale.conflicts } } as const;
    await expect(calendar.run(command, { kind: 'system' }, [confirmPlan(feed, stale)])).rejects.toBeInstanceOf(NightsTakenMeanwhile);
    publish(feed.map(({ uid, from, to }) => [uid, from, to]));
    expect(await sync()).toMatchObject({ imported: 1, conflicts: 1 });
  });
});
