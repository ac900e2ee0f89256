import { CommandBus } from '@nestjs/cqrs';
import { ExpireBookingCommand } from '../../../src/modules/booking/commands';
import { bookingClient, CreatedBooking, inDays, PNG } from '../../booking/support/booking-client';
import type { TestApp } from '../../support/test-app';
import { projectionsCaughtUp } from './projections';

export { inDays };

export interface Guest {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

let n = 0;
export const guest = (firstName = `Guest${++n}`): Guest => ({
  firstName,
  lastName: 'Jaidee',
  email: `${firstName.toLowerCase()}.${n}@example.com`,
  phone: `08${String(10_000_000 + n).slice(-8)}`,
});

/** Bookings made the way guests make them (widget, customer form, slip), for admin tests. */
export function guestBookings(t: TestApp) {
  const client = bookingClient(t);
  return {
    client,
    async create(checkIn: string, checkOut: string, who: Guest | null = guest(), rooms = 3): Promise<CreatedBooking> {
      const booking = await client.create(checkIn, checkOut, { rooms });
      if (who) await client.customerInfo(booking, { customerInfo: who }).expect(200);
      return booking;
    },
    async attachSlip(booking: CreatedBooking): Promise<void> {
      const upload = await client.upload(booking, PNG).expect(201);
      await client.patch(booking, { paymentSlipUrl: upload.body.paymentSlipUrl, status: 'in_review' }).expect(200);
    },
    /** A booking whose payment window (of length 0) has passed, expired by the system as the window job does. */
    async expired(checkIn: string, checkOut: string): Promise<CreatedBooking> {
      const config = t.config;
      const previous = config.paymentWindowSecondsOverride;
      config.paymentWindowSecondsOverride = 0;
      let booking: CreatedBooking;
      try {
        booking = await client.create(checkIn, checkOut, { rooms: 3 });
      } finally {
        config.paymentWindowSecondsOverride = previous;
      }
      await t.app.get(CommandBus).execute(new ExpireBookingCommand(booking.id));
      // The payment-window job may have expired it first; either way the read model must show it.
      await projectionsCaughtUp(t);
      return booking;
    },
  };
}
