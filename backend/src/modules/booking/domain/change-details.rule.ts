import { PricingInputError, quoteStay } from '@baan-talay/pricing';
import type { ChangeBookingDetails } from './booking.commands';
import type { BookingDetails, BookingEvent } from './booking.events';
import { assertStay, assertWholeNumber, requiredText } from './booking.rules';
import type { Booking } from './booking.state';
import { stayError } from './stay-errors';

/** An admin's edit: records only what really changes, with the previous values for the audit trail. */
export function changeDetails(command: ChangeBookingDetails, booking: Booking): BookingEvent[] {
  const { customerName, guests, totalPrice, pricing } = command.data;
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
    const breakdown = quote(checkIn, checkOut, booking.rooms, pricing);
    assertStay(checkIn, checkOut, breakdown);
    Object.assign(changes, { checkIn, checkOut, breakdown });
    Object.assign(previous, { checkIn: booking.checkIn, checkOut: booking.checkOut, breakdown: booking.breakdown });
  }
  if (guests !== undefined && guests !== booking.guests) {
    assertWholeNumber(guests, 1, 'guests');
    changes.guests = guests;
    previous.guests = booking.guests;
  }
  const currentTotal = booking.totalOverride ?? booking.breakdown.total;
  const wanted = totalPrice === null ? null : totalPrice === undefined || totalPrice === currentTotal ? booking.totalOverride : totalPrice;
  if (wanted !== booking.totalOverride) {
    if (wanted !== null) assertWholeNumber(wanted, 0, 'totalPrice');
    changes.totalOverride = wanted;
    previous.totalOverride = booking.totalOverride;
  }
  if (Object.keys(changes).length === 0) return [];
  return [{ type: 'BookingDetailsChanged', data: { bookingId: booking.bookingId, changes, previous } }];
}

function quote(checkIn: string, checkOut: string, rooms: number, pricing: ChangeBookingDetails['data']['pricing']) {
  try {
    return quoteStay({ checkIn, checkOut, rooms }, pricing);
  } catch (error) {
    if (error instanceof PricingInputError) throw stayError(error.key, {}, error.message);
    throw error;
  }
}
