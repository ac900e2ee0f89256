import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { EVENT_STORE, EventStore } from '../../src/event-store/event-store.port';
import { registerFirstAdmin } from '../admin/support/admin-session';
import { cli } from '../admin/support/cli';
import { guest, guestBookings, inDays } from '../admin/support/bookings';
import { projectionsCaughtUp } from '../admin/support/projections';
import { startTestApp, TestApp } from '../support/test-app';

// Events written before encryption hold personal fields in plain, and old AdminRegistered events a
// password hash: the one sanctioned rewrite seals the first and drops the second.
describe('pii:encrypt-existing', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  it('seals old plaintext events and strips hashes, idempotently, leaving every read model as it was', async () => {
    const owner = await registerFirstAdmin(t);
    const who = guest('Legacy');
    const booking = await guestBookings(t).create(inDays(40), inDays(42), who);
    await projectionsCaughtUp(t);
    const db = t.app.get(DataSource);

    // Make the log look as it did before: the booking's events in plain, without its key; a hash in AdminRegistered.
    const stream = `booking-${booking.id}`;
    const plain = await t.app.get<EventStore>(EVENT_STORE).readStream(stream);
    for (const event of plain) await db.query('UPDATE es_events SET data = $2 WHERE event_id = $1', [event.eventId, JSON.stringify(event.data)]);
    await db.query('DELETE FROM pii_data_keys WHERE subject = $1', [stream]);
    const legacyAdmin = randomUUID();
    await db.query(
      `INSERT INTO es_events (stream_id, stream_version, event_id, event_type, schema_version, data, metadata)
       VALUES ($1, 1, $2, 'AdminRegistered', 1, $3, $4)`,
      [`admin-user-legacy-${legacyAdmin}`, randomUUID(), JSON.stringify({ adminId: legacyAdmin, name: 'Old Admin', email: 'old.admin@example.com', passwordHash: 'scrypt$legacy', status: 'pending' }), JSON.stringify({ actor: { kind: 'system' }, correlationId: randomUUID(), occurredAt: new Date().toISOString(), schemaVersion: 1 })],
    );
    const plaintext = async () =>
      (await db.query(`SELECT count(*)::int AS n FROM es_events WHERE data::text ILIKE ANY($1)`, [[`%${who.email}%`, `%${who.phone}%`, '%scrypt%', '%old.admin@%']]))[0].n;
    expect(await plaintext()).toBeGreaterThan(0);
    const viewBefore = (await request(t.http).get(`/api/admin/bookings/${booking.id}`).set(owner.auth).expect(200)).body;

    const first = await cli(t, 'pii:encrypt-existing', '--batch-size', '2');
    expect(first.err).toBe('');
    expect(first.code).toBe(0);
    expect(first.out).toMatch(/sealed the personal fields of [1-9]\d*, removed 1 password hash/);
    expect(await plaintext()).toBe(0);

    const again = await cli(t, 'pii:encrypt-existing');
    expect(again.out).toMatch(/sealed the personal fields of 0, removed 0 password hash/);

    const events = await t.app.get<EventStore>(EVENT_STORE).readStream(stream);
    expect(events.map((e) => e.data)).toEqual(plain.map((e) => e.data));
    const { code } = await cli(t, 'projections:rebuild', 'booking-view', '--wait', '20');
    expect(code).toBe(0);
    expect((await request(t.http).get(`/api/admin/bookings/${booking.id}`).set(owner.auth).expect(200)).body).toEqual(viewBefore);
  });
});
