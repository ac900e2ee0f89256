import type { AuditEntryDto } from '@baan-talay/contracts';
import request from 'supertest';
import { emailJobFor } from '../../src/modules/notifications/jobs/email.reactor';
import { startTestApp, TestApp } from '../support/test-app';
import { registerFirstAdmin, SignedInAdmin } from './support/admin-session';
import { guestBookings, inDays } from './support/bookings';
import { projectionsCaughtUp } from './support/projections';

describe('private notes on a booking (HTTP)', () => {
  let t: TestApp;
  let owner: SignedInAdmin;

  beforeAll(async () => {
    t = await startTestApp();
    owner = await registerFirstAdmin(t);
  });
  afterAll(() => t?.close());

  it('keeps an admin note in the history and the audit log, for admins only', async () => {
    const booking = await guestBookings(t).create(inDays(30), inDays(32));
    const note = 'ลูกค้ามาถึงดึก — Arrives after 22:00, keys with the guard';
    const res = await request(t.http).post(`/api/admin/bookings/${booking.id}/notes`).set(owner.auth).send({ text: `  ${note}  ` }).expect(201);
    const last: AuditEntryDto = res.body.at(-1);
    expect(last).toMatchObject({ type: 'BookingNoteAdded', actor: { kind: 'admin', id: owner.id, email: owner.email }, changes: { text: note } });
    expect(last.description).toEqual({ sentence: 'BookingNoteAdded', params: { text: { format: 'text', value: note } }, fields: [], lists: [] });

    await projectionsCaughtUp(t);
    const audit = await request(t.http).get('/api/admin/audit').query({ type: 'BookingNoteAdded' }).set(owner.auth).expect(200);
    expect(audit.body.items.map((e: AuditEntryDto) => e.bookingId)).toEqual([booking.id]);

    // Guests never see it: not through their own booking, and they cannot write one.
    const own = await request(t.http).get(`/api/booking/${booking.id}`).set('X-Booking-Token', booking.token).expect(200);
    expect(JSON.stringify(own.body)).not.toContain('Arrives after');
    await request(t.http).post(`/api/admin/bookings/${booking.id}/notes`).set('X-Booking-Token', booking.token).send({ text: 'x' }).expect(401);
  });

  it('refuses an empty note on the field, and a note on a booking that does not exist', async () => {
    const booking = await guestBookings(t).create(inDays(40), inDays(41));
    const empty = await request(t.http).post(`/api/admin/bookings/${booking.id}/notes`).set(owner.auth).send({ text: '   ' }).expect(400);
    expect(empty.body).toMatchObject({ code: 'booking.noteEmpty', params: { field: 'text' } });
    await request(t.http).post(`/api/admin/bookings/${booking.id}/notes`).set(owner.auth).send({}).expect(400);
    await request(t.http).post('/api/admin/bookings/7d0e9a8e-0000-4000-8000-000000000000/notes').set(owner.auth).send({ text: 'x' }).expect(404);
  });

  it('is never e-mailed', () => {
    const event = { type: 'BookingNoteAdded', data: { bookingId: 'b', text: 'private' } };
    expect(emailJobFor(event as never, [])).toBeNull();
  });
});
