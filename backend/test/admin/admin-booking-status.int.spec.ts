import type { AuditEntryDto, BookingStatus } from '@baan-talay/contracts';
import request from 'supertest';
import { startTestApp, TestApp } from '../support/test-app';
import { registerFirstAdmin, SignedInAdmin } from './support/admin-session';
import { guestBookings, inDays } from './support/bookings';
import { eventually } from './support/projections';

/** DESIGN.md §3 from an admin's side: every allowed status change, and 409 naming both statuses otherwise. */
describe('admin booking status changes (HTTP)', () => {
  let t: TestApp;
  let owner: SignedInAdmin;
  let guests: ReturnType<typeof guestBookings>;
  let day = 300;

  beforeAll(async () => {
    t = await startTestApp();
    owner = await registerFirstAdmin(t);
    guests = guestBookings(t);
  });
  afterAll(() => t?.close());

  const setStatus = (id: string, body: object) =>
    request(t.http).patch(`/api/admin/bookings/${id}/status`).set(owner.auth).send(body);
  const nextStay = () => [inDays(day++), inDays(day++)] as const;

  /** A booking in the given status, reached the way the product reaches it. */
  async function bookingIn(status: BookingStatus): Promise<string> {
    const [checkIn, checkOut] = nextStay();
    if (status === 'expired') return (await guests.expired(checkIn, checkOut)).id;
    const booking = await guests.create(checkIn, checkOut);
    if (status === 'in_review') await guests.attachSlip(booking);
    if (status === 'confirmed' || status === 'cancelled') await setStatus(booking.id, { status }).expect(200);
    return booking.id;
  }

  it.each([
    ['pending_payment', 'confirmed'],
    ['in_review', 'confirmed'],
    ['pending_payment', 'cancelled'],
    ['in_review', 'cancelled'],
    ['confirmed', 'cancelled'],
  ] as const)('allows %s -> %s', async (from, to) => {
    const id = await bookingIn(from);
    const res = await setStatus(id, { status: to, reason: 'Guest called' }).expect(200);
    expect(res.body).toMatchObject({ _id: id, status: to });
  });

  it('rejects a slip: in_review -> pending_payment with a new payment window and the reason in the history', async () => {
    const id = await bookingIn('in_review');
    const before = Date.now();
    const res = await setStatus(id, { status: 'pending_payment', reason: 'Amount does not match', paymentWindowMinutes: 60 }).expect(200);
    expect(res.body).toMatchObject({ status: 'pending_payment', paymentSlipUrl: null });
    const deadline = Date.parse(res.body.paymentDeadline);
    expect(deadline).toBeGreaterThanOrEqual(before + 59 * 60_000);
    expect(deadline).toBeLessThanOrEqual(Date.now() + 61 * 60_000);
    const history = await request(t.http).get(`/api/admin/bookings/${id}/history`).set(owner.auth).expect(200);
    expect(history.body.at(-1)).toMatchObject({
      type: 'SlipCleared',
      actor: { kind: 'admin', id: owner.id, email: owner.email },
      changes: { by: 'admin', reason: 'Amount does not match', paymentDeadline: res.body.paymentDeadline },
    });
  });

  const forbidden: [BookingStatus, BookingStatus][] = [
    ['pending_payment', 'pending_payment'],
    ['pending_payment', 'in_review'],
    ['pending_payment', 'expired'],
    ['in_review', 'in_review'],
    ['in_review', 'expired'],
    ['confirmed', 'pending_payment'],
    ['confirmed', 'in_review'],
    ['confirmed', 'expired'],
    ['cancelled', 'pending_payment'],
    ['cancelled', 'in_review'],
    ['cancelled', 'confirmed'],
    ['cancelled', 'expired'],
    ['expired', 'pending_payment'],
    ['expired', 'in_review'],
    ['expired', 'confirmed'],
    ['expired', 'cancelled'],
  ];

  it.each(forbidden)('refuses %s -> %s with 409 naming both statuses, and changes nothing', async (from, to) => {
    const id = await bookingIn(from);
    const res = await setStatus(id, { status: to }).expect(409);
    expect(res.body).toMatchObject({ code: 'booking.transitionNotAllowed', params: { from, to } });
    const after = await request(t.http).get(`/api/admin/bookings/${id}`).set(owner.auth).expect(200);
    expect(after.body.status).toBe(from);
  });

  it('answers 400 for an unknown status or bad extras, 404 for an unknown booking', async () => {
    const id = await bookingIn('pending_payment');
    for (const body of [{}, { status: 'paid' }, { status: 'confirmed', reason: 5 }, { status: 'pending_payment', paymentWindowMinutes: 1 }, { status: 'confirmed', admin: true }]) {
      const res = await setStatus(id, body);
      expect({ body, status: res.status }).toEqual({ body, status: 400 });
    }
    await setStatus('00000000-0000-4000-8000-000000000000', { status: 'confirmed' }).expect(404);
  });

  it("lists a booking's guest, admin and system actions in order with their actors", async () => {
    const [checkIn, checkOut] = nextStay();
    const expired = await guests.expired(checkIn, checkOut);
    const booking = await guests.create(...nextStay());
    await guests.attachSlip(booking);
    await setStatus(booking.id, { status: 'pending_payment', reason: 'Blurry slip' }).expect(200);
    await guests.attachSlip(booking);
    await setStatus(booking.id, { status: 'confirmed' }).expect(200);
    await request(t.http).patch(`/api/admin/bookings/${booking.id}`).set(owner.auth).send({ guests: 3 }).expect(200);

    const history = async (id: string) =>
      (await request(t.http).get(`/api/admin/bookings/${id}/history`).set(owner.auth).expect(200)).body as AuditEntryDto[];
    const guest = { kind: 'guest', id: booking.id };
    const admin = { kind: 'admin', id: owner.id, email: owner.email, name: 'Owner' };
    // The confirmation e-mail goes out from a background job: a system action, recorded when it has run.
    const trail = await eventually(async () => {
      const entries = await history(booking.id);
      return entries.some((e) => e.type === 'ConfirmationEmailSent') ? entries : undefined;
    }, 'the confirmation e-mail', 30000);
    const emails = trail.filter((e) => e.type === 'ConfirmationEmailSent');
    expect(trail.filter((e) => e.type !== 'ConfirmationEmailSent').map((e) => [e.type, e.actor])).toEqual([
      ['BookingCreated', { kind: 'guest' }],
      ['CustomerInfoAdded', guest],
      ['SlipAttached', guest],
      ['SlipCleared', admin],
      ['SlipAttached', guest],
      ['BookingConfirmed', admin],
      // Confirming takes the deposit (issue 30): paid in full here, the villa's plan being 100 %.
      ['PaymentReceived', admin],
      ['BookingDetailsChanged', admin],
    ]);
    expect(emails[0]).toMatchObject({ actor: { kind: 'system' }, changes: { to: expect.stringContaining('@example.com') } });
    expect(trail.indexOf(emails[0])).toBeGreaterThan(trail.findIndex((e) => e.type === 'BookingConfirmed'));
    const times = trail.map((e) => Date.parse(e.occurredAt));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect(trail.find((e) => e.type === 'BookingDetailsChanged')?.changes).toMatchObject({ changes: { guests: 3 } });
    expect(JSON.stringify(trail)).not.toMatch(/accessTokenHash/);

    expect((await history(expired.id)).map((e) => [e.type, e.actor.kind])).toEqual([
      ['BookingCreated', 'guest'],
      ['BookingExpired', 'system'],
    ]);
  });
});
