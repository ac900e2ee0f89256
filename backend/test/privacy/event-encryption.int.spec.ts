import { DataSource } from 'typeorm';
import { EVENT_STORE, EventStore } from '../../src/event-store/event-store.port';
import { DataKeys } from '../../src/event-store/personal-data';
import { cli } from '../admin/support/cli';
import request from 'supertest';
import { registerFirstAdmin } from '../admin/support/admin-session';
import { guest, guestBookings, inDays } from '../admin/support/bookings';
import { startTestApp, TestApp } from '../support/test-app';

// Personal fields are sealed under the booking's own data key before they reach es_events.
describe('personal data in the event log', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  it('is stored encrypted: a SQL search of es_events finds no e-mail, phone, name or request', async () => {
    const who = guest('Somchai');
    const guests = guestBookings(t);
    const booking = await guests.client.create(inDays(60), inDays(62), { rooms: 3, specialRequests: 'Vegan breakfast for Somchai' });
    await guests.client.customerInfo(booking, { customerInfo: who }).expect(200);
    await guests.attachSlip(booking);

    const db = t.app.get(DataSource);
    for (const needle of [who.email, who.phone, who.firstName, who.lastName, 'Vegan breakfast']) {
      const [{ n }] = await db.query(`SELECT count(*)::int AS n FROM es_events WHERE data::text ILIKE $1 OR metadata::text ILIKE $1`, [`%${needle}%`]);
      expect({ needle, n }).toEqual({ needle, n: 0 });
    }
    const keys = await db.query('SELECT subject, wrapped_key FROM pii_data_keys WHERE subject = $1', [`booking-${booking.id}`]);
    expect(keys).toHaveLength(1);
    expect(keys[0].wrapped_key).toBeInstanceOf(Buffer);

    // The application reads them back in plain.
    const events = await t.app.get<EventStore>(EVENT_STORE).readStream(`booking-${booking.id}`);
    expect(events.find((e) => e.type === 'CustomerInfoAdded')?.data).toMatchObject({ email: who.email, phone: who.phone, firstName: 'Somchai' });
    expect(events[0].data.specialRequests).toBe('Vegan breakfast for Somchai');
    const view = await guests.client.get(booking).expect(200);
    expect(JSON.stringify(view.body)).toContain('Vegan breakfast for Somchai');
  });

  it('keeps the master key in app_secrets when DATA_MASTER_KEY is unset, wrapping each booking key with it', async () => {
    const [row] = await t.app.get(DataSource).query(`SELECT value FROM app_secrets WHERE name = 'data-master-key'`);
    expect(row.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('rotates the master key: every data key is re-wrapped, and the events still read in plain', async () => {
    const who = guest('Malee');
    const guests = guestBookings(t);
    const booking = await guests.create(inDays(70), inDays(71), who);
    const db = t.app.get(DataSource);
    const masterIds = async () => (await db.query('SELECT DISTINCT master_key_id FROM pii_data_keys WHERE wrapped_key IS NOT NULL')).map((r: { master_key_id: string }) => r.master_key_id);
    const [before] = await masterIds();

    const { code, out, err } = await cli(t, 'pii:rotate-master-key');
    expect(err).toBe('');
    expect(code).toBe(0);
    expect(out).toMatch(/Re-wrapped [1-9]\d* data key/);
    const after = await masterIds();
    expect(after).toHaveLength(1);
    expect(after[0]).not.toBe(before);
    const secrets = await db.query(`SELECT name FROM app_secrets WHERE name LIKE 'data-master-key%' ORDER BY name`);
    expect(secrets.map((r: { name: string }) => r.name)).toEqual(['data-master-key', 'data-master-key-previous']);

    // This running instance learns the new master key when it meets a row wrapped by it.
    t.app.get(DataKeys).forget(`booking-${booking.id}`);
    const events = await t.app.get<EventStore>(EVENT_STORE).readStream(`booking-${booking.id}`);
    expect(events.find((e) => e.type === 'CustomerInfoAdded')?.data.email).toBe(who.email);
  });

  it('answers an access request with every booking of the same e-mail and the personal data each holds', async () => {
    const owner = await registerFirstAdmin(t);
    const guests = guestBookings(t);
    const who = guest('Pranee');
    const first = await guests.create(inDays(80), inDays(81), who);
    const second = await guests.client.create(inDays(90), inDays(92), { rooms: 3, specialRequests: 'Late arrival' });
    await guests.client.customerInfo(second, { customerInfo: { ...who, email: who.email.toUpperCase(), phone: '0899999999' } }).expect(200);
    const other = await guests.create(inDays(95), inDays(96), guest('Other'));

    const res = await request(t.http).get(`/api/admin/bookings/${first.id}/personal-data`).set(owner.auth).expect(200);
    expect(res.body.email).toBe(who.email);
    expect(res.body.bookings.map((b: { _id: string }) => b._id)).toEqual([first.id, second.id]);
    expect(res.body.bookings.map((b: { _id: string }) => b._id)).not.toContain(other.id);
    expect(res.body.bookings[1].records).toEqual([
      { type: 'BookingCreated', occurredAt: expect.any(String), fields: { specialRequests: 'Late arrival' } },
      { type: 'CustomerInfoAdded', occurredAt: expect.any(String), fields: { firstName: 'Pranee', lastName: who.lastName, email: who.email, phone: '0899999999' } },
    ]);
    await request(t.http).get(`/api/admin/bookings/${first.id}/personal-data`).expect(401);
  });
});
