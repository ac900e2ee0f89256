import request from 'supertest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import Redis from 'ioredis';
import { DataSource } from 'typeorm';
import { EVENT_STORE, EventStore } from '../../src/event-store/event-store.port';
import { DataKeys, ERASED } from '../../src/event-store/personal-data';
import { registerFirstAdmin, SignedInAdmin } from '../admin/support/admin-session';
import { guestBookings, inDays } from '../admin/support/bookings';
import { cli } from '../admin/support/cli';
import { eventually, projectionsCaughtUp } from '../admin/support/projections';
import { startTestApp, TestApp } from '../support/test-app';

const who = { firstName: 'Kanokwan', lastName: 'Srisuwanpong', email: 'kanokwan.erase@example.com', phone: '0891234567' };
const REQUEST = 'Birthday cake for Kanokwan';
const MESSAGE = 'Dear Khun Somsri, sorry to see you go';
const NEEDLES = [who.firstName, who.lastName, who.email, who.phone, REQUEST, MESSAGE];

/** Every file under a folder, recursively. */
function filesUnder(dir: string): string[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names.flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

describe('erasing a guest’s personal data', () => {
  let t: TestApp;
  let owner: SignedInAdmin;
  let bookingId: string;
  const dumps = async () => {
    const db = t.app.get(DataSource);
    return {
      booking_view: await db.query('SELECT * FROM booking_view ORDER BY id'),
      audit_log: await db.query('SELECT * FROM audit_log ORDER BY seq'),
    };
  };
  /** Where in Postgres, Redis and the files any needle still shows, as `place: needle`. */
  const findings = async (): Promise<string[]> => {
    const found: string[] = [];
    const db = t.app.get(DataSource);
    const tables: { table_name: string }[] = await db.query(`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`);
    for (const { table_name } of tables) {
      for (const needle of NEEDLES) {
        const [{ n }] = await db.query(`SELECT count(*)::int AS n FROM "${table_name}" t WHERE t::text ILIKE $1`, [`%${needle}%`]);
        if (n > 0) found.push(`table ${table_name}: ${needle}`);
      }
    }
    const redis = new Redis(t.config.redisUrl);
    try {
      for (const key of await redis.keys(`${t.config.queuePrefix}:*`)) {
        const type = await redis.type(key);
        const value =
          type === 'hash' ? await redis.hgetall(key)
          : type === 'stream' ? await redis.xrange(key, '-', '+')
          : type === 'list' ? await redis.lrange(key, 0, -1)
          : type === 'zset' ? await redis.zrange(key, 0, -1)
          : type === 'set' ? await redis.smembers(key)
          : type === 'string' ? await redis.get(key)
          : null;
        const text = `${key} ${JSON.stringify(value)}`.toLowerCase();
        for (const needle of NEEDLES) if (text.includes(needle.toLowerCase())) found.push(`redis ${key}: ${needle}`);
      }
    } finally {
      redis.disconnect();
    }
    for (const file of [...filesUnder(t.config.uploadDir), ...filesUnder(t.config.outboxDir)]) {
      const text = readFileSync(file).toString('utf8').toLowerCase();
      for (const needle of NEEDLES) if (text.includes(needle.toLowerCase())) found.push(`file ${file}: ${needle}`);
    }
    return found;
  };

  beforeAll(async () => {
    t = await startTestApp();
    owner = await registerFirstAdmin(t);
    const guests = guestBookings(t);
    const booking = await guests.client.create(inDays(20), inDays(23), { rooms: 3, specialRequests: REQUEST });
    bookingId = booking.id;
    await guests.client.customerInfo(booking, { customerInfo: who }).expect(200);
    await guests.attachSlip(booking);
    await request(t.http).patch(`/api/admin/bookings/${bookingId}/status`).set(owner.auth).send({ status: 'confirmed' }).expect(200);
    await eventually(async () => {
      const history = (await request(t.http).get(`/api/admin/bookings/${bookingId}/history`).set(owner.auth)).body as { type: string }[];
      return history.some((event) => event.type === 'ConfirmationEmailSent') || undefined;
    }, 'the confirmation e-mail', 30000);
    await projectionsCaughtUp(t);
  });
  afterAll(() => t?.close());

  it('is refused while the stay is ahead and the booking holds it', async () => {
    const res = await request(t.http).post(`/api/admin/bookings/${bookingId}/erase`).set(owner.auth).expect(409);
    expect(res.body.code).toBe('booking.stayNotEnded');
    expect(await findings()).toEqual(expect.arrayContaining([expect.stringMatching(/^table booking_view/)]));
  });

  it('leaves no copy in any table, in Redis or in the files, and keeps the booking’s dates and amounts', async () => {
    await request(t.http).patch(`/api/admin/bookings/${bookingId}/status`).set(owner.auth).send({ status: 'cancelled', reason: 'Refunded in full: storm', messageToGuest: MESSAGE }).expect(200);
    // The cancellation e-mail has gone out (and left its copies) before the erasure.
    await eventually(async () => {
      const [row] = await t.app.get(DataSource).query(`SELECT outcome FROM email_ledger WHERE job_id LIKE 'cancelled-%'`);
      return row?.outcome;
    }, 'the cancellation e-mail', 30000);
    await projectionsCaughtUp(t);
    const statsBefore = (await request(t.http).get('/api/admin/stats').set(owner.auth).expect(200)).body;
    expect((await findings()).length).toBeGreaterThan(5);

    // Another instance would still hold the key an erasure here destroys: keep this one's to play it.
    const [[, heldKey]] = await t.app.get(DataKeys).lookup([`booking-${bookingId}`]);
    const res = await request(t.http).post(`/api/admin/bookings/${bookingId}/erase`).set(owner.auth).expect(200);
    expect(res.body.booking).toMatchObject({ status: 'cancelled', checkIn: inDays(20), checkOut: inDays(23), customerInfo: null, specialRequests: '' });
    expect(res.body.booking.personalDataErasedAt).toEqual(expect.any(String));
    expect(res.body.booking.totalPrice).toBeGreaterThan(0);
    await projectionsCaughtUp(t);

    expect(await findings()).toEqual([]);
    expect((await request(t.http).get('/api/admin/stats').set(owner.auth).expect(200)).body).toEqual(statsBefore);

    // The owner's own internal note is not the guest's data: it stays in the booking and its history.
    const [view] = await t.app.get(DataSource).query('SELECT cancel_reason FROM booking_view WHERE id = $1', [bookingId]);
    expect(view.cancel_reason).toBe('Refunded in full: storm');
    // The audit log reads its entries' changes from the log: the note shows, the guest's data reads as erased.
    const audit = (await request(t.http).get('/api/admin/audit').query({ bookingId, order: 'asc', pageSize: 100 }).set(owner.auth).expect(200)).body;
    const told = JSON.stringify(audit.items);
    expect(told).toContain('Refunded in full: storm');
    for (const needle of NEEDLES) expect(told).not.toContain(needle);
    expect(audit.items.find((entry: { type: string }) => entry.type === 'CustomerInfoAdded')?.changes).toMatchObject({ email: ERASED, phone: ERASED });
    // An instance whose cache still holds the destroyed key (the erasure was made by another) shows
    // the erased entries as erased too, on a page without the erasure event, whose read would drop the key.
    const contact = audit.items.filter((entry: { type: string }) => entry.type === 'CustomerInfoAdded');
    t.app.get(DataKeys).remember(`booking-${bookingId}`, heldKey);
    const stale = (await request(t.http).get('/api/admin/audit').query({ bookingId, type: 'CustomerInfoAdded' }).set(owner.auth).expect(200)).body;
    t.app.get(DataKeys).forget(`booking-${bookingId}`);
    expect(contact.length).toBeGreaterThan(0);
    expect(stale.items).toEqual(contact);

    // The key is gone: the log reads as erased, and no row holds anything to unwrap.
    const [key] = await t.app.get(DataSource).query('SELECT wrapped_key, erased_at FROM pii_data_keys WHERE subject = $1', [`booking-${bookingId}`]);
    expect(key.wrapped_key).toBeNull();
    expect(key.erased_at).toBeInstanceOf(Date);
    const events = await t.app.get<EventStore>(EVENT_STORE).readStream(`booking-${bookingId}`);
    expect(events.find((e) => e.type === 'CustomerInfoAdded')?.data).toMatchObject({ email: ERASED, phone: ERASED, firstName: ERASED });
    expect(events.at(-1)?.type).toBe('PersonalDataErased');

    // Erasing again records nothing and answers the same.
    await request(t.http).post(`/api/admin/bookings/${bookingId}/erase`).set(owner.auth).expect(200);
    expect(await t.app.get<EventStore>(EVENT_STORE).readStream(`booking-${bookingId}`)).toHaveLength(events.length);
  });

  it('leaves read models that projections:rebuild reproduces exactly', async () => {
    const before = await dumps();
    await t.app.get(DataSource).query(`UPDATE booking_view SET status = 'confirmed'`);
    const { code, err } = await cli(t, 'projections:rebuild', '--wait', '20');
    expect(err).toBe('');
    expect(code).toBe(0);
    const after = await dumps();
    expect(after.booking_view).toEqual(before.booking_view);
    expect(after.audit_log).toEqual(before.audit_log);
  });
});
