import request from 'supertest';
import { DataSource } from 'typeorm';
import { startTestApp, TestApp } from '../support/test-app';
import { registerFirstAdmin, SignedInAdmin } from './support/admin-session';
import { guestBookings, inDays } from './support/bookings';
import { projectionsCaughtUp } from './support/projections';
import { matchingBookings } from '../../src/modules/booking/queries/admin-list-bookings.query';
import { BlindIndexKey } from '../../src/modules/booking/search/blind-index';

describe('admin search through keyed blind indexes (issue 36)', () => {
  let t: TestApp;
  let owner: SignedInAdmin;
  let somchai: string;
  let anna: string;

  const search = async (term: string) =>
    ((await request(t.http).get('/api/admin/bookings').query({ search: term }).set(owner.auth).expect(200)).body.items as { _id: string }[]).map((b) => b._id);
  const tokens = async (id: string) =>
    (await t.app.get(DataSource).query('SELECT name_tokens, contact_tokens, search FROM booking_view WHERE id = $1', [id]))[0];

  beforeAll(async () => {
    t = await startTestApp();
    owner = await registerFirstAdmin(t);
    const guests = guestBookings(t);
    somchai = (await guests.create(inDays(300), inDays(302), { firstName: 'Somchai', lastName: 'Rakthai Jaidee', email: 'Somchai.R@Example.com', phone: '0812345678' })).id;
    anna = (await guests.create(inDays(310), inDays(311), { firstName: 'Anna', lastName: 'Berg', email: 'anna@example.se', phone: '+447700900123' })).id;
    await projectionsCaughtUp(t);
  });
  afterAll(() => t?.close());

  it('keeps keyed tokens, not the values: none of them is a plain hash of what it stands for', async () => {
    const row = await tokens(somchai);
    expect(row.name_tokens).toHaveLength(3);
    expect(row.contact_tokens).toHaveLength(2);
    for (const token of [...row.name_tokens, ...row.contact_tokens]) expect(token).toMatch(/^[\w-]{22}$/);
    expect(JSON.stringify(row.contact_tokens)).not.toMatch(/0812345678|somchai/i);
  });

  it('finds a guest by e-mail in any case, by phone however typed (local or +66), and by every word of the name', async () => {
    for (const term of ['somchai.r@example.com', '  SOMCHAI.R@EXAMPLE.COM ', '+66 81 234 5678', '081-234-5678', '(081) 234 5678', 'jaidee somchai', 'Rakthai']) {
      expect({ term, ids: await search(term) }).toEqual({ term, ids: [somchai] });
    }
    expect(await search('+44 7700 900123')).toEqual([anna]);
    expect(await search('07700 900123')).toEqual([]);
    expect(await search('somchai berg')).toEqual([]);
  });

  it('answers a search from indexes at 50,000 bookings: no booking_view row is read by a scan', async () => {
    const db = t.app.get(DataSource);
    // Other guests' bookings, written as the projection writes them (tokens of their own).
    await db.query(`
      INSERT INTO booking_view (id, reference, status, deleted, check_in, check_out, rooms, guests, quoted_total, breakdown, payment_method,
        special_requests, language, payment_deadline, access_token_hash, created_by, version, created_at, updated_at,
        customer_first_name, customer_last_name, customer_email, customer_phone, name_tokens, contact_tokens)
      SELECT gen_random_uuid(), 'BT-' || lpad(to_hex(g), 8, '0'), 'confirmed', false, date '2030-01-01' + g % 3000, date '2030-01-02' + g % 3000,
        3, 2, 5000, '{}'::jsonb, 'bank_transfer', '', 'th', now(), md5(g::text), 'guest', 2, now(), now(),
        'Guest' || g, 'Family' || g, 'guest' || g || '@example.com', '08' || lpad(g::text, 8, '0'),
        ARRAY[left(md5('n' || g), 22), left(md5('m' || g), 22)], ARRAY[left(md5('e' || g), 22), left(md5('p' || g), 22)]
      FROM generate_series(1, 50000) g`);
    await db.query('ANALYZE booking_view');
    const index = await new BlindIndexKey().get(db);
    for (const term of ['somchai.r@example.com', '+66 81 234 5678', 'Somchai Jaidee']) {
      const [sql, parameters] = matchingBookings(db, { sort: 'createdAt', order: 'desc', page: 1, pageSize: 20, search: term }, index.terms(term)).getQueryAndParameters();
      const [{ 'QUERY PLAN': plan }] = await db.query(`EXPLAIN (FORMAT JSON) ${sql}`, parameters);
      expect({ term, seqScan: JSON.stringify(plan).includes('Seq Scan') }).toEqual({ term, seqScan: false });
      expect({ term, ids: await search(term) }).toEqual({ term, ids: [somchai] });
    }
    await db.query(`DELETE FROM booking_view WHERE reference LIKE 'BT-000%' AND id NOT IN ($1, $2)`, [somchai, anna]);
  });

  it("erasure blanks a guest's tokens, so the search no longer finds them by e-mail, phone or name", async () => {
    await request(t.http).patch(`/api/admin/bookings/${anna}/status`).set(owner.auth).send({ status: 'cancelled', reason: 'Guest asked' }).expect(200);
    await request(t.http).post(`/api/admin/bookings/${anna}/erase`).set(owner.auth).expect(200);
    await projectionsCaughtUp(t);
    expect(await tokens(anna)).toMatchObject({ name_tokens: null, contact_tokens: null });
    for (const term of ['anna@example.se', '+44 7700 900123', 'Anna Berg']) expect({ term, ids: await search(term) }).toEqual({ term, ids: [] });
  });
});
