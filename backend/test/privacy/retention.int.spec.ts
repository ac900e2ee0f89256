import request from 'supertest';
import { addDays } from '@baan-talay/pricing';
import { PiiRetentionJob } from '../../src/modules/booking/jobs/pii-retention.job';
import { retentionCutoff } from '../../src/modules/booking/domain/retention.rule';
import { registerFirstAdmin, SignedInAdmin } from '../admin/support/admin-session';
import { guest, guestBookings, inDays } from '../admin/support/bookings';
import { projectionsCaughtUp } from '../admin/support/projections';
import { startTestApp, TestApp } from '../support/test-app';

/** `months` calendar months after a date (the cutoff rule run backwards). */
const monthsAfter = (date: string, months: number) => retentionCutoff(date, -months);

describe('the personal-data retention job', () => {
  let t: TestApp;
  let owner: SignedInAdmin;
  beforeAll(async () => {
    // Two years ahead must be bookable: the later stay checks out 24 months after the first.
    t = await startTestApp({ BOOKING_HORIZON_DAYS: '1000' });
    owner = await registerFirstAdmin(t);
  });
  afterAll(() => t?.close());

  it('erases a stay that checked out 25 months ago, not one from last month, and audits it as the system', async () => {
    const guests = guestBookings(t);
    const oldOut = inDays(6);
    const now = `${monthsAfter(oldOut, 25)}T05:00:00.000Z`; // noon in Bangkok
    const recentOut = monthsAfter(oldOut, 24);
    const old = await guests.create(inDays(5), oldOut, guest('Oldstay'));
    const recent = await guests.create(addDays(recentOut, -1), recentOut, guest('Recentstay'));
    for (const b of [old, recent]) await request(t.http).patch(`/api/admin/bookings/${b.id}/status`).set(owner.auth).send({ status: 'confirmed' }).expect(200);
    await projectionsCaughtUp(t);

    const job = t.app.get(PiiRetentionJob);
    expect(await job.run(new Date(now))).toEqual([old.id]);
    await projectionsCaughtUp(t);

    const read = async (id: string) => (await request(t.http).get(`/api/admin/bookings/${id}`).set(owner.auth).expect(200)).body;
    const [erased, kept] = [await read(old.id), await read(recent.id)];
    expect(erased).toMatchObject({ status: 'confirmed', checkIn: inDays(5), checkOut: oldOut, customerInfo: null });
    expect(erased.personalDataErasedAt).toBe(now);
    expect(erased.totalPrice).toBeGreaterThan(0);
    expect(kept.personalDataErasedAt).toBeNull();
    expect(kept.customerInfo.firstName).toBe('Recentstay');

    const history = (await request(t.http).get(`/api/admin/bookings/${old.id}/history`).set(owner.auth).expect(200)).body as { type: string; actor: { kind: string; id?: string } }[];
    // The confirmation e-mail's event may land after the erasure (its job runs on its own).
    expect(history).toContainEqual(expect.objectContaining({ type: 'PersonalDataErased', actor: expect.objectContaining({ kind: 'system', id: 'pii-retention' }) }));
    // Nothing more to do on the next run.
    expect(await job.run(new Date(now))).toEqual([]);
  });
});
