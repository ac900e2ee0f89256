import { randomUUID } from 'node:crypto';
import type { Client } from 'pg';
import request from 'supertest';
import { EVENT_STORE, EventStore } from '../../src/event-store/event-store.port';
import type { SignedInAdmin } from '../admin/support/admin-session';
import { projectionsCaughtUp } from '../admin/support/projections';
import type { TestApp } from '../support/test-app';
import { CalendarApp, startCalendarApp } from './support/calendar-app';
import { fixture } from './support/ical-server';

/** An external calendar's URL carries the channel's secret: it lives in a table, not in the event log. */
describe('external calendar URLs are kept out of the events', () => {
  let app: TestApp;
  let admin: SignedInAdmin;
  let db: Client;
  let ical: CalendarApp['ical'];
  let calendarApp: CalendarApp;

  beforeAll(async () => {
    calendarApp = await startCalendarApp(new Map([['/airbnb.ics', fixture('airbnb.ics')], ['/airbnb.ics?s=secret-token-123', fixture('airbnb.ics')]]));
    ({ app, admin, db, ical } = calendarApp);
  });
  afterAll(() => calendarApp?.close());

  const api = () => request(app.http);
  const source = async (id: string) => (await db.query('SELECT url FROM external_calendar_source WHERE calendar_id = $1', [id])).rows[0]?.url ?? null;

  it('adding a calendar records id, name and channel in the event, and the URL in external_calendar_source; removing it deletes the URL', async () => {
    const url = ical.url('/airbnb.ics?s=secret-token-123');
    const added = await api().post('/api/admin/calendars').set(admin.auth).send({ name: 'Airbnb', url }).expect(201);
    expect(added.body).toMatchObject({ name: 'Airbnb', url, channel: 'airbnb' });

    const { rows } = await db.query(`SELECT schema_version, data FROM es_events WHERE event_type = 'ExternalCalendarAdded' AND data->>'calendarId' = $1`, [added.body.id]);
    expect(rows).toEqual([{ schema_version: 2, data: { calendarId: added.body.id, name: 'Airbnb', channel: 'airbnb' } }]);
    const leaked = await db.query(`SELECT count(*)::int AS n FROM es_events WHERE data::text LIKE '%secret-token-123%'`);
    expect(leaked.rows[0].n).toBe(0);
    const view = await db.query(`SELECT calendar::text AS text FROM calendar_view`);
    expect(view.rows[0].text).not.toContain('secret-token-123');
    expect(await source(added.body.id)).toBe(url);

    expect((await api().post(`/api/admin/calendars/${added.body.id}/sync`).set(admin.auth).expect(200)).body).toMatchObject({ imported: 2 });

    await api().delete(`/api/admin/calendars/${added.body.id}`).set(admin.auth).expect(204);
    expect(await source(added.body.id)).toBeNull();
  });

  it('a calendar added before (its URL in a version-1 event) gets its URL copied into the table, its channel told from it, and syncs', async () => {
    const calendarId = randomUUID();
    const url = 'https://www.airbnb.com/calendar/ical/42.ics?s=old-secret';
    const store = app.app.get<EventStore>(EVENT_STORE);
    await store.appendToStream(
      'calendar-villa-main',
      [
        {
          eventId: randomUUID(),
          type: 'ExternalCalendarAdded',
          data: { calendarId, name: 'Old Airbnb', url },
          metadata: { actor: { kind: 'system' }, correlationId: randomUUID(), occurredAt: new Date().toISOString(), schemaVersion: 1 },
        },
      ],
      { expectedVersion: 'any' },
    );
    await projectionsCaughtUp(app);

    expect(await source(calendarId)).toBe(url);
    const listed = await api().get('/api/admin/calendars').set(admin.auth).expect(200);
    expect(listed.body.find((c: { id: string }) => c.id === calendarId)).toMatchObject({ name: 'Old Airbnb', url, channel: 'airbnb' });

    // Its URL is read from the table: pointed at the local feed, the calendar syncs from there.
    await db.query('UPDATE external_calendar_source SET url = $2 WHERE calendar_id = $1', [calendarId, ical.url('/airbnb.ics')]);
    expect((await api().post(`/api/admin/calendars/${calendarId}/sync`).set(admin.auth).expect(200)).body).toMatchObject({ imported: 2 });
  });
});
