import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { registerFirstAdmin, type SignedInAdmin } from '../admin/support/admin-session';
import { guest, guestBookings, inDays } from '../admin/support/bookings';
import { bookingClient, type CreatedBooking } from '../booking/support/booking-client';
import { ShiftedClock } from '../support/shifted-clock';
import { startTestApp, type TestApp } from '../support/test-app';
import { addDays, confirm, DOOR_CODE, moveClockTo, ownerSetsUpPortal, WIFI_PASSWORD } from './support/portal-setup';

const apiErrors = (language: string) =>
  (JSON.parse(readFileSync(join(__dirname, '../../../frontend/public/locales', language, 'common.json'), 'utf8')) as { apiErrors: { portal: Record<string, unknown> } })
    .apiErrors.portal;

describe('guest portal over HTTP: secrets, their window, their history, arrival details', () => {
  const clock = new ShiftedClock();
  let t: TestApp;
  let owner: SignedInAdmin;
  beforeAll(async () => {
    t = await startTestApp({}, { clock });
    owner = await registerFirstAdmin(t);
    await ownerSetsUpPortal(t, owner);
  });
  afterAll(() => t?.close());

  const portal = (b: CreatedBooking) => request(t.http).get(`/api/booking/${b.id}/portal`).set('X-Booking-Token', b.token);
  const reveal = (b: CreatedBooking) => request(t.http).post(`/api/booking/${b.id}/portal/secrets`).set('X-Booking-Token', b.token);
  const arrival = (b: CreatedBooking, body: object, language = 'en') =>
    request(t.http).put(`/api/booking/${b.id}/arrival`).set('X-Booking-Token', b.token).set('Accept-Language', language).send(body);
  const history = async (b: CreatedBooking) =>
    (await request(t.http).get(`/api/admin/bookings/${b.id}/history`).set(owner.auth).expect(200)).body as { type: string; actor: { kind: string } }[];

  it('hides the secrets before payment and before the window, shows them after, and records each view', async () => {
    const checkIn = inDays(20);
    const booking = await guestBookings(t).create(checkIn, inDays(23), guest('Portal'));

    // Unpaid: the manual is there, the secrets' names too, never their values.
    const unpaid = await portal(booking).expect(200);
    expect(unpaid.body.manual.map((s: { title: { en: string } }) => s.title.en)).toEqual(['Arrival and directions', 'Wi-Fi']);
    expect(unpaid.body.secrets).toMatchObject({ visible: false, reason: 'unpaid' });
    expect(unpaid.body.secrets.labels.map((s: { label: { en: string } }) => s.label.en)).toEqual(['Door code', 'Wi-Fi password']);
    expect(JSON.stringify(unpaid.body)).not.toContain(DOOR_CODE);
    const refusedUnpaid = await reveal(booking).expect(403);
    expect(refusedUnpaid.body).toMatchObject({ code: 'portal.secretsHidden.unpaid', params: { reason: 'unpaid' } });
    expect(JSON.stringify(refusedUnpaid.body)).not.toContain(DOOR_CODE);
    // Nor in the booking itself or the public villa.
    expect(JSON.stringify((await bookingClient(t).get(booking).expect(200)).body)).not.toContain(DOOR_CODE);
    expect(JSON.stringify((await request(t.http).get('/api/villa').expect(200)).body)).not.toContain(DOOR_CODE);

    // Paid, but check-in is 20 days away: the portal says from when.
    await confirm(t, owner, booking.id);
    const early = await portal(booking).expect(200);
    expect(early.body.secrets).toMatchObject({ visible: false, reason: 'tooEarly', from: addDays(checkIn, -2) });
    expect(JSON.stringify(early.body)).not.toContain(DOOR_CODE);
    expect((await reveal(booking).expect(403)).body).toMatchObject({ code: 'portal.secretsHidden.tooEarly', params: { from: addDays(checkIn, -2) } });
    expect((await history(booking)).filter((e) => e.type === 'SecretsViewed')).toEqual([]);

    // Two days before check-in (villa time): shown, and the view is in the booking's history.
    moveClockTo(clock, addDays(checkIn, -2), '09:00');
    expect((await portal(booking).expect(200)).body.secrets).toMatchObject({ visible: true });
    const shown = await reveal(booking).expect(200);
    expect(shown.body.secrets.map((s: { value: string }) => s.value)).toEqual([DOOR_CODE, WIFI_PASSWORD]);
    const viewed = (await history(booking)).filter((e) => e.type === 'SecretsViewed');
    expect(viewed).toHaveLength(1);
    expect(viewed[0].actor.kind).toBe('guest');

    // After the check-out day they are gone again.
    moveClockTo(clock, addDays(inDays(23), 1), '09:00');
    expect((await portal(booking).expect(200)).body.secrets).toMatchObject({ visible: false, reason: 'over' });
    expect((await reveal(booking).expect(403)).body.code).toBe('portal.secretsHidden.over');
  });

  it('takes arrival details checked against the villa’s guest limit, and shows them to the owner', async () => {
    const booking = await guestBookings(t).create(inDays(40), inDays(42), guest('Arrival'));
    const tooMany = await arrival(booking, { arrivalTime: '15:30', flight: 'TG 123', adults: 5, children: 2 }, 'th').expect(400);
    expect(tooMany.body).toMatchObject({ code: 'portal.tooManyGuests', params: { max: 6 } });
    expect((await arrival(booking, { arrivalTime: '3pm', adults: 2, children: 0 }).expect(400)).body.code).toBe('portal.arrivalTimeInvalid');
    expect((await arrival(booking, { flight: 'by car!', adults: 2, children: 0 }).expect(400)).body.code).toBe('portal.flightInvalid');
    expect((await arrival(booking, { adults: '2', children: 0 }).expect(400)).body.code).toBe('portal.adultsInvalid');
    // Each refusal reads in the guest's language in the SPA (common:apiErrors.<code>).
    for (const code of ['tooManyGuests', 'arrivalTimeInvalid', 'flightInvalid', 'adultsInvalid', 'childrenInvalid']) {
      expect({ code, th: apiErrors('th')[code], en: apiErrors('en')[code] }).toEqual({ code, th: expect.any(String), en: expect.any(String) });
    }

    const given = await arrival(booking, { arrivalTime: '15:30', flight: 'tg123', adults: 2, children: 2 }).expect(200);
    expect(given.body).toEqual({ arrivalTime: '15:30', flight: 'TG123', adults: 2, children: 2 });
    expect((await portal(booking).expect(200)).body.arrival).toEqual(given.body);
    const seen = await request(t.http).get('/api/admin/arrivals').query({ ids: booking.id }).set(owner.auth).expect(200);
    expect(seen.body.arrivals[booking.id]).toEqual(given.body);
    expect((await history(booking)).map((e) => e.type)).toContain('ArrivalDetailsGiven');
    await request(t.http).get('/api/admin/arrivals').query({ ids: booking.id }).expect(401);
    await request(t.http).get('/api/admin/arrivals').query({ ids: 'not-a-uuid' }).set(owner.auth).expect(400);
  });

  it('opens the portal only with the booking’s token', async () => {
    const booking = await guestBookings(t).create(inDays(50), inDays(51), guest('Token'));
    await request(t.http).get(`/api/booking/${booking.id}/portal`).expect(401);
    await request(t.http).get(`/api/booking/${booking.id}/portal`).set('X-Booking-Token', 'wrong').expect(403);
    await request(t.http).post(`/api/booking/${booking.id}/portal/secrets`).set('X-Booking-Token', 'wrong').expect(403);
  });
});
