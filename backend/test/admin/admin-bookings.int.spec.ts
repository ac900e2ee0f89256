import request from 'supertest';
import { startTestApp, TestApp } from '../support/test-app';
import { expectAdminOnly, registerFirstAdmin, SignedInAdmin } from './support/admin-session';
import { guest, guestBookings, inDays } from './support/bookings';

describe('admin bookings (HTTP)', () => {
  let t: TestApp;
  let owner: SignedInAdmin;
  let guests: ReturnType<typeof guestBookings>;
  const api = () => request(t.http);

  beforeAll(async () => {
    t = await startTestApp();
    owner = await registerFirstAdmin(t);
    guests = guestBookings(t);
  });
  afterAll(() => t?.close());

  const get = (path: string, query: object = {}) => api().get(path).query(query).set(owner.auth);
  const setStatus = (id: string, body: object) => api().patch(`/api/admin/bookings/${id}/status`).set(owner.auth).send(body);

  describe('list', () => {
    let ids: { somchai: string; malee: string; anna: string };
    beforeAll(async () => {
      const somchai = await guests.create(inDays(100), inDays(103), { firstName: 'Somchai', lastName: 'Rakthai', email: 'somchai@example.com', phone: '0811111111' });
      const malee = await guests.create(inDays(110), inDays(112), { firstName: 'Malee', lastName: 'Suksai', email: 'malee@example.org', phone: '0822222222' });
      const anna = await guests.create(inDays(120), inDays(121), { firstName: 'Anna', lastName: 'Berg', email: 'anna@example.se', phone: '0833333333' });
      await guests.attachSlip(malee);
      await setStatus(anna.id, { status: 'confirmed' }).expect(200);
      ids = { somchai: somchai.id, malee: malee.id, anna: anna.id };
    });
    const idsOf = (res: request.Response) => res.body.items.map((b: { _id: string }) => b._id);

    it('filters by status (one or several)', async () => {
      // Within these stays' dates: the other tests of the file (in any order) book later nights.
      const mine = { from: inDays(100), to: inDays(130) };
      expect(idsOf(await get('/api/admin/bookings', { status: 'in_review', ...mine }).expect(200))).toEqual([ids.malee]);
      const two = await get('/api/admin/bookings', { status: 'in_review,confirmed', sort: 'checkIn', order: 'asc', ...mine }).expect(200);
      expect(idsOf(two)).toEqual([ids.malee, ids.anna]);
    });

    it('filters by stay dates: stays overlapping from … to', async () => {
      const res = await get('/api/admin/bookings', { from: inDays(102), to: inDays(111), sort: 'checkIn', order: 'asc' }).expect(200);
      expect(idsOf(res)).toEqual([ids.somchai, ids.malee]);
      expect(idsOf(await get('/api/admin/bookings', { from: inDays(103), to: inDays(110) }).expect(200))).toEqual([]);
    });

    it('searches by name, e-mail, phone (with separators), reference and id', async () => {
      for (const search of ['somchai', 'RAKTHAI', 'somchai@example', '081-111-1111', ids.somchai, `BT-${ids.somchai.slice(0, 8)}`]) {
        expect({ search, ids: idsOf(await get('/api/admin/bookings', { search }).expect(200)) }).toEqual({ search, ids: [ids.somchai] });
      }
      expect(idsOf(await get('/api/admin/bookings', { search: '100%_' }).expect(200))).toEqual([]);
    });

    it('exports the filtered list as CSV: UTF-8 with a BOM, every page, in the language asked', async () => {
      const mine = { from: inDays(100), to: inDays(130), sort: 'checkIn', order: 'asc', pageSize: 1 };
      const res = await get('/api/admin/bookings/export', { ...mine, status: 'pending_payment,in_review', lang: 'th' }).buffer(true).expect(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toContain('attachment');
      const text = res.text;
      expect(text.charCodeAt(0)).toBe(0xfeff);
      const lines = text.slice(1).trimEnd().split('\r\n');
      expect(lines[0].split(',').slice(0, 2)).toEqual(['เลขที่การจอง', 'สถานะ']);
      expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual([ids.somchai, ids.malee].map((id) => `BT-${id.slice(0, 8).toUpperCase()}`));
      expect(lines[2]).toContain(',รอตรวจสอบ,');
      const english = await get('/api/admin/bookings/export', { ...mine, lang: 'en' }).buffer(true).expect(200);
      expect(english.text.slice(1).split('\r\n')).toHaveLength(1 + 3 + 1);
      await get('/api/admin/bookings/export', { lang: 'de' }).expect(400);
      await api().get('/api/admin/bookings/export').expect(401);
    });

    it('exports phones Excel keeps as text, each booking\'s source and a cancelled paid booking\'s refund', async () => {
      const phoneBooking = await api()
        .post('/api/admin/bookings')
        .set(owner.auth)
        .send({ checkIn: inDays(140), checkOut: inDays(141), status: 'confirmed', customerInfo: guest('Phone') })
        .expect(201);
      await setStatus(phoneBooking.body.booking._id, { status: 'cancelled', refunded: true }).expect(200);
      const res = await get('/api/admin/bookings/export', { from: inDays(100), to: inDays(150), sort: 'checkIn', order: 'asc', lang: 'en' }).buffer(true).expect(200);
      const [header, ...lines] = res.text.slice(1).trimEnd().split('\r\n');
      const columns = header.split(',');
      const cells = lines.map((line) => line.split(','));
      const of = (name: string) => cells.map((row) => row[columns.indexOf(name)]);
      expect(of('Phone').slice(0, 3)).toEqual(['081-111-1111', '082-222-2222', '083-333-3333']);
      expect(of('Source')).toEqual(['Direct (website)', 'Direct (website)', 'Direct (website)', 'Admin (phone booking)']);
      expect(of('Refund')).toEqual(['', '', '', 'Refunded']);
    });

    it('sorts and paginates, with the total', async () => {
      const first = await get('/api/admin/bookings', { sort: 'checkIn', order: 'desc', page: 1, pageSize: 2, from: inDays(100), to: inDays(130) }).expect(200);
      expect(first.body).toMatchObject({ total: 3, page: 1, pageSize: 2 });
      expect(idsOf(first)).toEqual([ids.anna, ids.malee]);
      const second = await get('/api/admin/bookings', { sort: 'checkIn', order: 'desc', page: 2, pageSize: 2, from: inDays(100), to: inDays(130) }).expect(200);
      expect(idsOf(second)).toEqual([ids.somchai]);
      const byName = await get('/api/admin/bookings', { sort: 'customerName', order: 'asc', from: inDays(100), to: inDays(130) }).expect(200);
      expect(idsOf(byName)).toEqual([ids.anna, ids.malee, ids.somchai]);
    });

    it('answers 400 for bad filters', async () => {
      for (const query of [{ status: 'paid' }, { from: '2030-1-1' }, { to: 'tomorrow' }, { sort: 'password' }, { order: 'up' }, { page: 0 }, { pageSize: 101 }, { extra: 1 }]) {
        const res = await get('/api/admin/bookings', query);
        expect({ query, status: res.status }).toEqual({ query, status: 400 });
      }
    });

    it('GET /api/booking/all lists every booking for an admin only', async () => {
      const all = await get('/api/booking/all').expect(200);
      expect(all.body.map((b: { _id: string }) => b._id)).toEqual(expect.arrayContaining(Object.values(ids)));
      await expectAdminOnly(t, owner, 'get', '/api/booking/all');
    });
  });

  describe('create', () => {
    it('takes a booking by phone, straight to confirmed with an override and customer details', async () => {
      const res = await api()
        .post('/api/admin/bookings')
        .set(owner.auth)
        .send({ checkIn: inDays(200), checkOut: inDays(202), guests: 4, totalPrice: 9000, status: 'confirmed', customerInfo: guest('Phone'), specialRequests: 'Late arrival' })
        .expect(201);
      expect(res.body.accessToken).toEqual(expect.any(String));
      expect(res.body.booking).toMatchObject({
        status: 'confirmed', checkIn: inDays(200), checkOut: inDays(202), guests: 4, totalPrice: 9000, priceOverridden: true,
        specialRequests: 'Late arrival', customerInfo: expect.objectContaining({ firstName: 'Phone' }),
      });
      expect(res.body.booking.quotedTotal).not.toBe(9000);
      // What the create recorded; the e-mail worker records ConfirmationEmailSent once the mail is
      // out, which may already have happened.
      const history = (await get(`/api/admin/bookings/${res.body.booking._id}/history`).expect(200)).body
        .filter((e: { type: string }) => e.type !== 'ConfirmationEmailSent');
      expect(history.map((e: { type: string }) => e.type)).toEqual(['BookingCreated', 'CustomerInfoAdded', 'BookingConfirmed', 'PaymentReceived']);
      expect(new Set(history.map((e: { actor: object }) => JSON.stringify(e.actor)))).toEqual(
        new Set([JSON.stringify({ kind: 'admin', id: owner.id, email: owner.email, name: 'Owner' })]),
      );
    });

    it('creates a pending booking at the quoted price by default', async () => {
      const res = await api().post('/api/admin/bookings').set(owner.auth).send({ checkIn: inDays(210), checkOut: inDays(211) }).expect(201);
      expect(res.body.booking).toMatchObject({ status: 'pending_payment', priceOverridden: false, customerInfo: null });
      expect(res.body.booking.totalPrice).toBe(res.body.booking.quotedTotal);
    });

    it('refuses taken nights with 409 and bad input with 400', async () => {
      await api().post('/api/admin/bookings').set(owner.auth).send({ checkIn: inDays(200), checkOut: inDays(201) }).expect(409);
      for (const body of [
        { checkOut: inDays(301) },
        { checkIn: inDays(300), checkOut: inDays(301), totalPrice: -1 },
        { checkIn: inDays(300), checkOut: inDays(301), totalPrice: 10.5 },
        { checkIn: inDays(300), checkOut: inDays(301), status: 'cancelled' },
        { checkIn: inDays(300), checkOut: inDays(300) },
        { checkIn: inDays(300), checkOut: inDays(301), customerInfo: { firstName: 'A', lastName: 'B', email: 'nope', phone: '0811111111' } },
      ]) {
        const res = await api().post('/api/admin/bookings').set(owner.auth).send(body);
        expect({ body, status: res.status }).toEqual({ body, status: 400 });
      }
    });
  });

  describe('one booking', () => {
    it('reads it; 404 for an unknown or malformed id', async () => {
      const b = await guests.create(inDays(220), inDays(221));
      expect((await get(`/api/admin/bookings/${b.id}`).expect(200)).body).toMatchObject({ _id: b.id, status: 'pending_payment' });
      await get('/api/admin/bookings/00000000-0000-4000-8000-000000000000').expect(404);
      await get('/api/admin/bookings/nope').expect(404);
    });

    it('edits name, dates, guests and total; a new total is kept as an override until set back to null', async () => {
      const b = await guests.create(inDays(230), inDays(232));
      const edit = (body: object) => api().patch(`/api/admin/bookings/${b.id}`).set(owner.auth).send(body);
      const res = await edit({ customerName: 'Niran Chaiyo', checkIn: inDays(231), checkOut: inDays(234), guests: 5 }).expect(200);
      expect(res.body).toMatchObject({ checkIn: inDays(231), checkOut: inDays(234), guests: 5, priceOverridden: false });
      expect(res.body.customerInfo).toMatchObject({ firstName: 'Niran', lastName: 'Chaiyo' });
      expect(res.body.breakdown.nights).toBe(3);
      const priced = await edit({ totalPrice: 12345 }).expect(200);
      expect(priced.body).toMatchObject({ totalPrice: 12345, priceOverridden: true, quotedTotal: res.body.quotedTotal });
      const back = await edit({ totalPrice: null }).expect(200);
      expect(back.body).toMatchObject({ totalPrice: res.body.quotedTotal, priceOverridden: false });
    });

    it('checks new nights against the guard (409) and validates the edit (400)', async () => {
      const a = await guests.create(inDays(240), inDays(242));
      const holder = await guests.create(inDays(242), inDays(244));
      const edit = (body: object) => api().patch(`/api/admin/bookings/${a.id}`).set(owner.auth).send(body);
      const taken = await edit({ checkOut: inDays(243) }).expect(409);
      // The admin is told which booking holds the nights.
      const reference = `BT-${holder.id.slice(0, 8).toUpperCase()}`;
      expect(taken.body).toMatchObject({ code: 'booking.nightsHeldBy', params: { reference, bookingId: holder.id } });
      expect(taken.body.message).toContain(reference);
      for (const body of [{ guests: 0 }, { totalPrice: 'a lot' }, { checkIn: 'soon' }, { status: 'confirmed' }, { checkOut: inDays(240) }]) {
        const res = await edit(body);
        expect({ body, status: res.status }).toEqual({ body, status: 400 });
      }
      await setStatus(a.id, { status: 'cancelled' }).expect(200);
      const late = await edit({ guests: 2 }).expect(409);
      expect(late.body).toMatchObject({ code: 'booking.actionNotAllowed', params: { action: 'changeDetails', status: 'cancelled' } });
    });

    it('deletes: gone from reads and lists, history kept; DELETE /api/booking/:id is the same for admins only', async () => {
      const a = await guests.create(inDays(250), inDays(251));
      const b = await guests.create(inDays(252), inDays(253));
      expect((await api().delete(`/api/admin/bookings/${a.id}`).set(owner.auth).expect(200)).body).toEqual({ _id: a.id, deleted: true });
      expect((await api().delete(`/api/booking/${b.id}`).set(owner.auth).expect(200)).body).toEqual({ _id: b.id, deleted: true });
      for (const id of [a.id, b.id]) {
        await get(`/api/admin/bookings/${id}`).expect(404);
        expect((await get('/api/admin/bookings', { search: id }).expect(200)).body.total).toBe(0);
        const history = await get(`/api/admin/bookings/${id}/history`).expect(200);
        expect(history.body.at(-1)).toMatchObject({ type: 'BookingDeleted', actor: { kind: 'admin', id: owner.id } });
      }
      await api().delete(`/api/admin/bookings/${a.id}`).set(owner.auth).expect(404);

      // A confirmed booking is cancelled first, with the refund answered, and only then deleted.
      const paid = await guests.create(inDays(256), inDays(257));
      await setStatus(paid.id, { status: 'confirmed' }).expect(200);
      const refused = await api().delete(`/api/admin/bookings/${paid.id}`).set(owner.auth).expect(409);
      expect(refused.body).toMatchObject({ code: 'booking.deleteConfirmed' });
      await api().delete(`/api/booking/${paid.id}`).set(owner.auth).expect(409);
      await setStatus(paid.id, { status: 'cancelled', reason: 'Storm', refunded: true }).expect(200);
      await api().delete(`/api/admin/bookings/${paid.id}`).set(owner.auth).expect(200);
      const paidHistory = (await get(`/api/admin/bookings/${paid.id}/history`).expect(200)).body;
      expect(paidHistory.find((e: { type: string }) => e.type === 'BookingCancelled').changes).toEqual({ previousStatus: 'confirmed', reason: 'Storm', refunded: true });
      await guests.create(inDays(250), inDays(253));
      const c = await guests.create(inDays(254), inDays(255));
      await expectAdminOnly(t, owner, 'delete', `/api/booking/${c.id}`);
      await get(`/api/admin/bookings/${c.id}`).expect(200);
    });
  });

  it('guards every admin booking route with 401 (none, expired, forged token)', async () => {
    const b = await guests.create(inDays(260), inDays(261));
    const routes: ['get' | 'post' | 'patch' | 'delete', string][] = [
      ['get', '/api/admin/bookings'],
      ['post', '/api/admin/bookings'],
      ['get', `/api/admin/bookings/${b.id}`],
      ['patch', `/api/admin/bookings/${b.id}`],
      ['patch', `/api/admin/bookings/${b.id}/status`],
      ['delete', `/api/admin/bookings/${b.id}`],
      ['get', `/api/admin/bookings/${b.id}/history`],
      ['get', '/api/admin/stats'],
      ['get', '/api/admin/recent-bookings'],
      ['get', '/api/admin/audit'],
    ];
    for (const [method, path] of routes) await expectAdminOnly(t, owner, method, path);
    await get(`/api/admin/bookings/${b.id}`).expect(200);
  });
});
