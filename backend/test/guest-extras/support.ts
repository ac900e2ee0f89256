import request from 'supertest';
import type { Tm30Guest } from '@baan-talay/contracts';
import type { SignedInAdmin } from '../admin/support/admin-session';
import { guest, guestBookings } from '../admin/support/bookings';
import type { CreatedBooking } from '../booking/support/booking-client';
import type { TestApp } from '../support/test-app';

/** A stay the guest booked and the owner confirmed, with its guest's token. */
export async function confirmedStay(t: TestApp, owner: SignedInAdmin, checkIn: string, checkOut: string, firstName = 'Anna'): Promise<CreatedBooking> {
  const booking = await guestBookings(t).create(checkIn, checkOut, guest(firstName));
  await request(t.http).patch(`/api/admin/bookings/${booking.id}/status`).set(owner.auth).send({ status: 'confirmed' }).expect(200);
  return booking;
}

export const foreignGuest = (stay: { checkIn: string; checkOut: string }, over: Partial<Tm30Guest> = {}): Tm30Guest => ({
  firstName: 'Anna',
  lastName: 'Schmidt',
  nationality: 'DE',
  passportNumber: 'C01X00T47',
  dateOfBirth: '1990-05-17',
  sex: 'F',
  arrivalDate: stay.checkIn,
  departureDate: stay.checkOut,
  ...over,
});
