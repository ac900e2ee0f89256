import type { AuditEntryDto } from '@baan-talay/contracts';
import request from 'supertest';
import { startTestApp, TestApp } from '../support/test-app';
import { addActiveAdmin, registerFirstAdmin, SignedInAdmin } from './support/admin-session';
import { guestBookings, inDays } from './support/bookings';
import { projectionsCaughtUp } from './support/projections';

describe('audit log (HTTP)', () => {
  let t: TestApp;
  let owner: SignedInAdmin;
  let helper: SignedInAdmin;
  let bookingId: string;
  let startedAt: string;

  beforeAll(async () => {
    t = await startTestApp();
    owner = await registerFirstAdmin(t);
    helper = await addActiveAdmin(t, owner);
    startedAt = new Date().toISOString();
    const guests = guestBookings(t);
    const booking = await guests.create(inDays(10), inDays(12));
    bookingId = booking.id;
    await guests.attachSlip(booking);
    await request(t.http).patch(`/api/admin/bookings/${bookingId}/status`).set(helper.auth).send({ status: 'cancelled', reason: 'Guest asked' }).expect(200);
    await guests.create(inDays(20), inDays(21));
    await request(t.http).patch('/api/admin/villa').set(owner.auth).send({ weekendPrice: 6500 }).expect(200);
    await projectionsCaughtUp(t);
  });
  afterAll(() => t?.close());

  const audit = async (query: object): Promise<{ items: AuditEntryDto[]; total: number; page: number; pageSize: number }> =>
    (await request(t.http).get('/api/admin/audit').query(query).set(owner.auth).expect(200)).body;

  it('lists every event of every stream, newest first, paginated', async () => {
    const all = await audit({ pageSize: 100 });
    expect(all.total).toBe(all.items.length);
    const streams = new Set(all.items.map((e) => e.streamId.replace(/-[0-9a-f-]{36}$/, '')));
    expect([...streams].sort()).toEqual(['admin-user', 'booking', 'villa-main']);
    const times = all.items.map((e) => Date.parse(e.occurredAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const page2 = await audit({ pageSize: 3, page: 2 });
    expect(page2).toMatchObject({ page: 2, pageSize: 3, total: all.total });
    expect(page2.items).toEqual(all.items.slice(3, 6));
    expect((await audit({ pageSize: 100, order: 'asc' })).items).toEqual([...all.items].reverse());
  });

  it('filters by booking, actor (id or e-mail), actor kind, event types and time', async () => {
    const forBooking = await audit({ bookingId, order: 'asc' });
    expect(forBooking.items.map((e) => e.type)).toEqual(['BookingCreated', 'CustomerInfoAdded', 'SlipAttached', 'BookingCancelled']);
    expect(forBooking.items.every((e) => e.bookingId === bookingId)).toBe(true);

    // The helper registered themself (a guest then), and cancelled as an admin.
    const byHelper = await audit({ actor: helper.email.toUpperCase(), order: 'asc' });
    expect(byHelper.items.map((e) => [e.type, e.actor.kind])).toEqual([['AdminRegistered', 'guest'], ['BookingCancelled', 'admin']]);
    expect((await audit({ actor: helper.id, order: 'asc' })).items).toEqual(byHelper.items);
    const asAdmin = await audit({ actor: helper.id, actorKind: 'admin' });
    expect(asAdmin.items.map((e) => [e.type, e.changes])).toEqual([['BookingCancelled', { previousStatus: 'in_review', reason: 'Guest asked' }]]);

    const guests = await audit({ actorKind: 'guest', pageSize: 100 });
    expect(guests.items.length).toBeGreaterThan(0);
    expect(guests.items.every((e) => e.actor.kind === 'guest')).toBe(true);

    const types = await audit({ type: 'VillaPricingUpdated,AdminApproved' });
    expect(types.items.map((e) => e.type).sort()).toEqual(['AdminApproved', 'VillaPricingUpdated']);

    const since = await audit({ from: startedAt, pageSize: 100 });
    expect(since.items.some((e) => e.type === 'AdminRegistered')).toBe(false);
    expect(since.items.some((e) => e.type === 'BookingCancelled')).toBe(true);
    expect((await audit({ to: startedAt, pageSize: 100 })).total + since.total).toBe((await audit({})).total);
    expect((await audit({ from: '2000-01-01', to: '2000-01-31' })).total).toBe(0);
  });

  it('never shows secrets: password hashes and access-token hashes are left out', async () => {
    const all = JSON.stringify(await audit({ pageSize: 100 }));
    expect(all).not.toMatch(/passwordHash|accessTokenHash|scrypt\$/);
  });

  it('finds a booking by its reference or the start of its id, and shows the reference', async () => {
    const reference = `BT-${bookingId.slice(0, 8).toUpperCase()}`;
    const byReference = await audit({ bookingId: reference, order: 'asc' });
    expect(byReference.items.map((e) => e.type)).toEqual(['BookingCreated', 'CustomerInfoAdded', 'SlipAttached', 'BookingCancelled']);
    expect(byReference.items.every((e) => e.bookingReference === reference)).toBe(true);
    expect((await audit({ bookingId: bookingId.slice(0, 5) })).total).toBeGreaterThanOrEqual(4);
    expect((await audit({ bookingId: 'BT-ZZZZ' })).total).toBe(0);
    expect((await audit({ bookingId: "%' OR 1=1" })).total).toBe(0);
  });

  it('tells each event as a sentence with formatted values, names approved accounts and diffs bank accounts', async () => {
    const accounts = [
      { id: 'kbank', bankName: 'Kasikorn', accountNumber: '111-1-11111-1', accountName: 'Baan Talay' },
      { id: 'scb', bankName: 'SCB', accountNumber: '222-2-22222-2', accountName: 'Baan Talay' },
    ];
    await request(t.http).patch('/api/admin/villa/bank-details').set(owner.auth).send({ bankDetails: accounts }).expect(200);
    await request(t.http)
      .patch('/api/admin/villa/bank-details')
      .set(owner.auth)
      .send({ bankDetails: [{ ...accounts[0], accountName: 'Baan Talay Co.' }] })
      .expect(200);
    await projectionsCaughtUp(t);

    const [bank] = (await audit({ type: 'BankAccountsReplaced' })).items;
    expect(bank.description.lists).toEqual([
      { list: 'bankAccounts', added: [], removed: [{ format: 'text', value: 'SCB 222-2-22222-2' }], changed: [{ name: { format: 'text', value: 'Kasikorn 111-1-11111-1' }, fields: ['accountName'] }] },
    ]);
    const [pricing] = (await audit({ type: 'VillaPricingUpdated' })).items;
    expect(pricing.description.fields).toEqual([{ field: 'weekendPrice', before: { format: 'money', value: 6000 }, after: { format: 'money', value: 6500 } }]);
    const [approved] = (await audit({ type: 'AdminApproved' })).items;
    expect(approved.description.params.email).toEqual({ format: 'text', value: helper.email });
    const [slip] = (await audit({ bookingId, type: 'SlipAttached' })).items;
    expect(JSON.stringify(slip.description)).not.toMatch(/sha256|"key"|url/);
  });

  it('answers 400 for bad filters', async () => {
    for (const query of [{ page: 0 }, { pageSize: 101 }, { actorKind: 'robot' }, { from: 'yesterday' }, { to: '2030-02-30' }, { order: 'random' }, { secret: 1 }]) {
      const res = await request(t.http).get('/api/admin/audit').query(query).set(owner.auth);
      expect({ query, status: res.status }).toEqual({ query, status: 400 });
    }
  });
});
