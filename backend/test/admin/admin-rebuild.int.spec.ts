import request from 'supertest';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { ONLINE_REBUILD_LOCK_KEY } from '../../src/event-store/subscriptions/online-rebuild';
import { startTestApp, TestApp } from '../support/test-app';
import { addActiveAdmin, registerFirstAdmin, SignedInAdmin, uniqueEmail } from './support/admin-session';
import { guest, guestBookings, inDays } from './support/bookings';
import { cli } from './support/cli';
import { eventually, projectionsCaughtUp } from './support/projections';

/** The read models the admin API serves, each dumped in a fixed order. */
const DUMPS: Record<string, string> = {
  admin_users: 'SELECT * FROM admin_users ORDER BY id',
  audit_log: 'SELECT * FROM audit_log ORDER BY seq',
  booking_view: 'SELECT * FROM booking_view ORDER BY id',
  villa_view: 'SELECT * FROM villa_view ORDER BY id',
  dashboard_status_totals: 'SELECT * FROM dashboard_status_totals ORDER BY status',
  dashboard_booking_figures: 'SELECT * FROM dashboard_booking_figures ORDER BY booking_id',
  // A status left with no booking keeps a row of 0 live, none after a replay that folded its bookings' whole lives.
  booking_view_counts: 'SELECT * FROM booking_view_counts WHERE bookings <> 0 ORDER BY status',
  payment_ledger: 'SELECT * FROM payment_ledger ORDER BY booking_id',
};

describe('projections:rebuild of the admin read models', () => {
  let t: TestApp;
  let owner: SignedInAdmin;

  const dump = async () => {
    const db = t.app.get(DataSource);
    const tables: Record<string, unknown[]> = {};
    for (const [table, sql] of Object.entries(DUMPS)) tables[table] = await db.query(sql);
    return tables;
  };
  const adminApi = async () => ({
    stats: (await request(t.http).get('/api/admin/stats').set(owner.auth).expect(200)).body,
    users: (await request(t.http).get('/api/admin/users').set(owner.auth).expect(200)).body,
    audit: (await request(t.http).get('/api/admin/audit').query({ pageSize: 100 }).set(owner.auth).expect(200)).body,
  });

  beforeAll(async () => {
    t = await startTestApp();
    owner = await registerFirstAdmin(t);
    const helper = await addActiveAdmin(t, owner);
    const waiting = await request(t.http).post('/api/admin/auth/register').send({ name: 'Wait', email: uniqueEmail('wait'), password: 'waiting-pass-123' }).expect(201);
    await request(t.http).patch(`/api/admin/users/${helper.id}`).set(owner.auth).send({ status: 'disabled' }).expect(200);
    expect(waiting.body.user.status).toBe('pending');

    const guests = guestBookings(t);
    const setStatus = (id: string, status: string) => request(t.http).patch(`/api/admin/bookings/${id}/status`).set(owner.auth).send({ status }).expect(200);
    const a = await guests.create(inDays(10), inDays(12));
    await guests.attachSlip(a);
    const b = await guests.create(inDays(12), inDays(13), guest('Mail'));
    await guests.attachSlip(b);
    await setStatus(b.id, 'confirmed');
    const c = await guests.create(inDays(20), inDays(22));
    await request(t.http).patch(`/api/admin/bookings/${c.id}`).set(owner.auth).send({ customerName: 'Dao Kaew', totalPrice: 4321 }).expect(200);
    await setStatus(c.id, 'cancelled');
    const d = await request(t.http).post('/api/admin/bookings').set(owner.auth).send({ checkIn: inDays(30), checkOut: inDays(33), status: 'confirmed', totalPrice: 20000 }).expect(201);
    const e = await guests.create(inDays(40), inDays(41));
    await request(t.http).delete(`/api/admin/bookings/${e.id}`).set(owner.auth).expect(200);
    await guests.expired(inDays(50), inDays(51));
    await request(t.http).patch('/api/admin/villa').set(owner.auth).send({ weekdayPrice: 5500, title: { en: 'Rebuilt villa' } }).expect(200);
    await request(t.http).patch('/api/admin/villa/bank-details').set(owner.auth).send({ bankDetails: [{ bankName: 'SCB', accountNumber: '1', accountName: 'B' }] }).expect(200);
    expect(d.body.booking.status).toBe('confirmed');

    // The confirmation e-mail (a system event) goes out in the background: let it land first.
    await eventually(async () => {
      const history = (await request(t.http).get(`/api/admin/bookings/${b.id}/history`).set(owner.auth)).body as { type: string }[];
      return history.some((event) => event.type === 'ConfirmationEmailSent') || undefined;
    }, 'the confirmation e-mail', 30000);
    await projectionsCaughtUp(t);
  });
  afterAll(() => t?.close());

  it('replays every projection and ends with tables identical to live processing', async () => {
    const before = await dump();
    const apiBefore = await adminApi();
    expect(before.admin_users).toHaveLength(3);
    expect((before.audit_log as unknown[]).length).toBeGreaterThan(25);
    expect(before.booking_view).toHaveLength(6);
    expect(before.payment_ledger).toHaveLength(6);

    // Damage the read models: only a real replay can bring them back.
    const db = t.app.get(DataSource);
    await db.query(`UPDATE admin_users SET status = 'active', name = 'tampered'`);
    await db.query('DELETE FROM audit_log WHERE seq % 3 = 0');
    await db.query(`UPDATE booking_view SET status = 'confirmed'`);
    await db.query('UPDATE dashboard_status_totals SET bookings = bookings + 7');
    await db.query('UPDATE payment_ledger SET deposits_received = deposits_received + 1, ledger = \'{}\'');
    await db.query('UPDATE booking_view_counts SET bookings = bookings + 1');
    expect(await dump()).not.toEqual(before);

    const { code, out, err } = await cli(t, 'projections:rebuild', '--wait', '20');
    expect(err).toBe('');
    expect(code).toBe(0);
    for (const name of ['admin-users', 'audit-log']) expect(out).toMatch(new RegExp(`${name}: replayed \\d+ events`));

    const after = await dump();
    for (const table of Object.keys(DUMPS)) expect({ table, rows: after[table] }).toEqual({ table, rows: before[table] });
    expect(await adminApi()).toEqual(apiBefore);

    // Live processing carries on from the rebuilt checkpoints.
    await request(t.http).patch('/api/admin/villa').set(owner.auth).send({ weekdayPrice: 5600 }).expect(200);
    await projectionsCaughtUp(t, 20000);
    const latest = (await request(t.http).get('/api/admin/audit').query({ pageSize: 1 }).set(owner.auth).expect(200)).body;
    expect(latest.items[0]).toMatchObject({ type: 'VillaPricingUpdated', actor: { id: owner.id } });
    expect(latest.total).toBe((before.audit_log as unknown[]).length + 1);
  });

  it('refuses an offline rebuild while another rebuild runs, and leaves the read models as they are', async () => {
    const before = await dump();
    const other = new Client({ connectionString: t.config.databaseUrl });
    await other.connect();
    try {
      await other.query('SELECT pg_advisory_lock($1)', [ONLINE_REBUILD_LOCK_KEY]);
      const { code, err } = await cli(t, 'projections:rebuild', '--wait', '5');
      expect(code).not.toBe(0);
      expect(err).toContain('Another rebuild of the read models is running');
      expect(await dump()).toEqual(before);
    } finally {
      await other.end();
    }
  });
});
