import type { ChangeBookingDetails } from './booking.commands';
import type { BookingDetails, BookingEvent } from './booking.events';
import { assertStay, assertWholeNumber, requiredText } from './booking.rules';
import type { Booking } from './booking.state';

/** An admin's edit: records only what really changes, with the previous values for the audit trail. */
export function changeDetails(command: ChangeBookingDetails, booking: Booking): BookingEvent[] {
  const { customerName, guests, totalOverride, breakdown } = command.data;
  const changes: Partial<BookingDetails> = {};
  const previous: Partial<BookingDetails> = {};

  if (customerName !== undefined) {
    const name = requiredText(customerName, 200);
    const current = booking.customerInfo ? `${booking.customerInfo.firstName} ${booking.customerInfo.lastName}`.trim() : '';
    if (name !== current) {
      changes.customerName = name;
      previous.customerName = current;
    }
  }
  const checkIn = command.data.checkIn ?? booking.checkIn;
  const checkOut = command.data.checkOut ?? booking.checkOut;
  if (checkIn !== booking.checkIn || checkOut !== booking.checkOut) {
    if (!breakdown) throw new Error('ChangeBookingDetails: new dates need their quote');
    assertStay(checkIn, checkOut, breakdown);
    Object.assign(changes, { checkIn, checkOut, breakdown });
    Object.assign(previous, { checkIn: booking.checkIn, checkOut: booking.checkOut, breakdown: booking.breakdown });
  }
  if (guests !== undefined && guests !== booking.guests) {
    assertWholeNumber(guests, 1, 'Guests');
    changes.guests = guests;
    previous.guests = booking.guests;
  }
  if (totalOverride !== undefined && totalOverride !== booking.totalOverride) {
    if (totalOverride !== null) assertWholeNumber(totalOverride, 0, 'Total price');
    changes.totalOverride = totalOverride;
    previous.totalOverride = booking.totalOverride;
  }
  if (Object.keys(changes).length === 0) return [];
  return [{ type: 'BookingDetailsChanged', data: { bookingId: booking.bookingId, changes, previous } }];
}
