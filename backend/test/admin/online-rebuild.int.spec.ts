import request from 'supertest';
import { DataSource } from 'typeorm';
import { startTestApp, TestApp } from '../support/test-app';
import { registerFirstAdmin, SignedInAdmin } from './support/admin-session';
import { guest, guestBookings, inDays } from './support/bookings';
import { cli } from './support/cli';
import { projectionsCaughtUp } from './support/projections';

/** Every projection's table, each in a fixed order. */
const DUMPS: Record<string, string> = {
  admin_users: 'SELECT * FROM admin_users ORDER BY id',
  audit_log: 'SELECT * FROM audit_log ORDER BY seq',
  booking_view: 'SELECT * FROM booking_view ORDER BY id',
  villa_view: 'SELECT * FROM villa_view ORDER BY id',
  calendar_view: 'SELECT * FROM calendar_view ORDER BY id',
};

describe('projections:rebuild --online (blue-green) under a trickle of guest creates', () => {
  let t: TestApp;
  let owner: SignedInAdmin;
  let night = 10;
  const guests = () => guestBookings(t);

  const dump = async () => {
    const db = t.app.get(DataSource);
    const tables: Record<string, unknown[]> = {};
    for (const [table, sql] of Object.entries(DUMPS)) tables[table] = await db.query(sql);
    return tables;
  };

  /** A guest books, then reads the booking back at once: read-your-writes. Resolves with what failed, if anything. */
  const createAndRead = async (): Promise<string | null> => {
    const from = night++;
    const booking = await guests().create(inDays(from), inDays(from + 1), guest());
    const read = await request(t.http).get(`/api/booking/${booking.id}`).set('X-Booking-Token', booking.token);
    if (read.status !== 200 || read.body._id !== booking.id || !read.body.customerInfo?.email) return `${booking.id}: ${read.status} ${JSON.stringify(read.body)}`;
    return null;
  };

  beforeAll(async () => {
    t = await startTestApp();
    owner = await registerFirstAdmin(t);
    for (let i = 0; i < 30; i++) expect(await createAndRead()).toBeNull();
    await request(t.http).patch('/api/admin/villa').set(owner.auth).send({ weekdayPrice: 5500 }).expect(200);
    const block = await request(t.http).post('/api/admin/blocks').set(owner.auth).send({ from: inDays(200), to: inDays(202), reason: 'maintenance' }).expect(201);
    expect(block.body.id).toBeDefined();
    await projectionsCaughtUp(t);
  });
  afterAll(() => t?.close());

  it('serves while it builds, swaps without losing a create, and ends identical to an offline rebuild', async () => {
    const db = t.app.get(DataSource);
    let rebuilding = true;
    const failures: string[] = [];
    let creates = 0;
    const trickle = (async () => {
      while (rebuilding) {
        const failure = await createAndRead().catch((error: Error) => error.message);
        creates += 1;
        if (failure) failures.push(failure);
        const list = await request(t.http).get('/api/admin/bookings').query({ pageSize: 5 }).set(owner.auth);
        if (list.status !== 200 || list.body.items.length === 0) failures.push(`admin list: ${list.status} ${JSON.stringify(list.body)}`);
      }
    })();
    const rebuild = await cli(t, 'projections:rebuild', '--online', '--batch-size', '20');
    rebuilding = false;
    await trickle;

    expect(rebuild.err).toBe('');
    expect(rebuild.code).toBe(0);
    expect(rebuild.out).toContain('online rebuild: swapping the new tables in');
    expect(rebuild.out).toMatch(/booking-view: replayed \d+ events/);
    expect(failures).toEqual([]);
    expect(creates).toBeGreaterThan(0);
    // The old tables are gone, the swapped-in ones serve under the live names.
    const schemas = await db.query(`SELECT nspname FROM pg_namespace WHERE nspname IN ('rebuild_shadow', 'rebuild_retired')`);
    expect(schemas).toEqual([]);

    await projectionsCaughtUp(t, 20000);
    const online = await dump();
    expect(online.booking_view).toHaveLength(30 + creates);
    const indexes = await db.query(`SELECT indexname FROM pg_indexes WHERE schemaname = 'public' AND tablename = 'booking_view' ORDER BY indexname`);
    expect(indexes.map((row: { indexname: string }) => row.indexname)).toEqual(expect.arrayContaining(['booking_view_pkey', 'booking_view_search_idx']));

    const offline = await cli(t, 'projections:rebuild', '--wait', '20');
    expect(offline.code).toBe(0);
    const rebuilt = await dump();
    for (const table of Object.keys(DUMPS)) expect({ table, rows: online[table] }).toEqual({ table, rows: rebuilt[table] });

    // Live processing goes on into the swapped-in tables.
    expect(await createAndRead()).toBeNull();
  });
});
