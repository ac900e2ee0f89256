import request from 'supertest';
import { registerFirstAdmin, SignedInAdmin } from '../admin/support/admin-session';
import { bookingClient, inDays } from '../booking/support/booking-client';
import { startTestApp, TestApp } from '../support/test-app';

describe('seasons (admin API, quotes and minimum stays)', () => {
  let app: TestApp;
  let admin: SignedInAdmin;

  beforeAll(async () => {
    app = await startTestApp();
    admin = await registerFirstAdmin(app);
  });
  afterAll(() => app.close());

  const api = () => request(app.http);
  const high = { name: { th: 'ไฮซีซัน', en: 'High season' }, from: inDays(40), to: inDays(50), weekdayPrice: 9000, weekendPrice: 9000 };

  it('adds a season that prices its nights and names itself in the quote; a stay across its start mixes both prices', async () => {
    const added = await api().post('/api/admin/seasons').set(admin.auth).send(high).expect(201);
    expect(added.body).toEqual({ id: expect.any(String), ...high, weekdayDiscountedPrice: 0, weekendDiscountedPrice: 0, minNights: null });

    const quote = await api().post('/api/booking/quote').send({ checkIn: inDays(39), checkOut: inDays(41), rooms: 3 }).expect(200);
    const [before, inSeason] = quote.body.nightly;
    expect(before).not.toHaveProperty('season');
    expect(inSeason).toMatchObject({ date: inDays(40), price: 9000, season: { id: added.body.id, name: high.name } });
    expect(quote.body.total).toBe(before.price + 9000);

    const listed = await api().get('/api/admin/seasons').set(admin.auth).expect(200);
    expect(listed.body).toEqual([added.body]);
    expect((await api().get('/api/villa').expect(200)).body.seasons).toEqual([added.body]);
  });

  it('refuses a season overlapping another, naming both', async () => {
    const res = await api().post('/api/admin/seasons').set(admin.auth).send({ ...high, name: { th: 'ปีใหม่', en: 'New Year' }, from: inDays(49), to: inDays(52) });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'villa.seasonsOverlap', params: { first: 'High season', second: 'New Year' } });
    const bad = await api().post('/api/admin/seasons').set(admin.auth).send({ ...high, from: inDays(60), to: inDays(60) });
    expect({ status: bad.status, code: bad.body.code }).toEqual({ status: 400, code: 'villa.seasonEmpty' });
  });

  it("enforces a season's minimum nights on quotes and creates; edits and removes a season", async () => {
    const newYear = await api()
      .post('/api/admin/seasons')
      .set(admin.auth)
      .send({ name: { th: 'ปีใหม่', en: 'New Year' }, from: inDays(70), to: inDays(74), weekdayPrice: 15000, weekendPrice: 15000, minNights: 3 })
      .expect(201);
    const client = bookingClient(app);
    const short = await client.http().post('/api/booking').send({ checkIn: inDays(69), checkOut: inDays(71), rooms: 3 });
    expect({ status: short.status, code: short.body.code, params: short.body.params }).toEqual({ status: 400, code: 'stay.tooShort', params: { min: 3 } });
    await client.create(inDays(69), inDays(72));

    const edited = await api().patch(`/api/admin/seasons/${newYear.body.id}`).set(admin.auth).send({ minNights: null, weekdayPrice: 14000 });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ minNights: null, weekdayPrice: 14000, weekendPrice: 15000 });
    await api().post('/api/booking/quote').send({ checkIn: inDays(73), checkOut: inDays(74), rooms: 3 }).expect(200);

    await api().delete(`/api/admin/seasons/${newYear.body.id}`).set(admin.auth).expect(204);
    await api().delete(`/api/admin/seasons/${newYear.body.id}`).set(admin.auth).expect(404);
    await api().get('/api/admin/seasons').expect(401);
  });
});
