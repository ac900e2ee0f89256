import request from 'supertest';
import { registerFirstAdmin, type SignedInAdmin } from '../admin/support/admin-session';
import { guest, guestBookings } from '../admin/support/bookings';
import type { CreatedBooking } from '../booking/support/booking-client';
import { startTestApp, type TestApp } from '../support/test-app';

/** A stay the guest booked and the owner confirmed, with its guest's token. */
export async function confirmedStay(t: TestApp, owner: SignedInAdmin, checkIn: string, checkOut: string, firstName = 'Anna'): Promise<CreatedBooking> {
  const booking = await guestBookings(t).create(checkIn, checkOut, guest(firstName));
  await request(t.http).patch(`/api/admin/bookings/${booking.id}/status`).set(owner.auth).send({ status: 'confirmed' }).expect(200);
  return booking;
}

export { foreignGuest } from '../../src/modules/tm30/domain/tm30.fixtures';

/** A fresh app with its owner signed in, started before the file's tests and closed after them. */
export function appWithOwner(env: Record<string, string> = {}, options: Parameters<typeof startTestApp>[1] = {}): { t: TestApp; owner: SignedInAdmin } {
  const context = {} as { t: TestApp; owner: SignedInAdmin };
  beforeAll(async () => {
    context.t = await startTestApp(env, options);
    context.owner = await registerFirstAdmin(context.t);
  });
  afterAll(() => context.t?.close());
  return context;
}
