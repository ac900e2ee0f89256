import { PricingInputError, quoteStay, validateStay, type StayRequest } from '@baan-talay/pricing';
import { DomainError } from '../../../shared/domain-error';
import type { ChangeBookingDetails } from './booking.commands';
import type { BookingDetails, BookingEvent } from './booking.events';
import { assertStay, assertWholeNumber, normalizeCustomerInfo, requiredText } from './booking.rules';
import { splitCustomerName, type Booking } from './booking.state';
import { stayError } from './stay-errors';

/**
 * An admin's edit: records only what really changes, with the previous values for the audit trail.
 * A corrected e-mail or phone is new contact info (CustomerInfoAdded, recorded first, so what the
 * edit's e-mail says goes to the corrected address).
 */
export function changeDetails(command: ChangeBookingDetails, booking: Booking): BookingEvent[] {
  const details = detailsChanged(command, booking);
  const contact = contactChanged(command, booking, details.changes.customerName);
  if (!contact && Object.keys(details.changes).length === 0) return [];
  const events: BookingEvent[] = contact ? [contact] : [];
  if (Object.keys(details.changes).length > 0) events.push({ type: 'BookingDetailsChanged', data: details });
  return events;
}

function contactChanged(command: ChangeBookingDetails, booking: Booking, newName: string | undefined): BookingEvent | null {
  const { email, phone } = command.data;
  if (email === undefined && phone === undefined) return null;
  const current = booking.customerInfo ?? { firstName: '', lastName: '', email: '', phone: '' };
  const name = newName === undefined ? current : splitCustomerName(newName);
  const info = normalizeCustomerInfo({
    firstName: name.firstName,
    lastName: name.lastName,
    email: email ?? current.email,
    phone: phone ?? current.phone,
  });
  if (info.email === current.email && info.phone === current.phone) return null;
  return { type: 'CustomerInfoAdded', data: { bookingId: booking.bookingId, ...info } };
}

function detailsChanged(command: ChangeBookingDetails, booking: Booking): Extract<BookingEvent, { type: 'BookingDetailsChanged' }>['data'] {
  const { customerName, guests, rooms, totalPrice, pricing, override } = command.data;
  const overrideReason = override ? requiredText(override.reason, 500) : null;
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
  const newDates = checkIn !== booking.checkIn || checkOut !== booking.checkOut;
  const newRooms = rooms !== undefined && rooms !== booking.rooms;
  if (newRooms) assertWholeNumber(rooms, 1, 'rooms');
  // An extra-guest fee makes the number of guests part of the price (issue 30).
  const guestsPriced = guests !== undefined && guests !== booking.guests && (pricing.charges?.extraGuestFee ?? 0) > 0;
  if (newDates || newRooms || guestsPriced) {
    const stay = { checkIn, checkOut, rooms: rooms ?? booking.rooms };
    if (!overrideReason) assertStayRules(command, stay);
    const breakdown = quote({ ...stay, guests: guests ?? booking.guests }, pricing);
    assertStay(checkIn, checkOut, breakdown);
    if (newDates) {
      Object.assign(changes, { checkIn, checkOut });
      Object.assign(previous, { checkIn: booking.checkIn, checkOut: booking.checkOut });
    }
    if (newRooms) {
      changes.rooms = stay.rooms;
      previous.rooms = booking.rooms;
    }
    changes.breakdown = breakdown;
    previous.breakdown = booking.breakdown;
  }
  if (guests !== undefined && guests !== booking.guests) {
    assertWholeNumber(guests, 1, 'guests');
    if (!overrideReason && guests > pricing.maxGuests) throw stayRuleBroken('guestsOutOfRange', { min: 1, max: pricing.maxGuests });
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
  return { bookingId: booking.bookingId, changes, previous, ...(overrideReason && { override: { reason: overrideReason } }) };
}

/**
 * New dates keep the rules a guest's booking keeps (not in the past, within the horizon, min and
 * max nights, rooms in range) unless the admin overrides them; guests are checked on their own, so
 * renaming the guest of a stay that has begun still works.
 */
function assertStayRules(command: ChangeBookingDetails, stay: { checkIn: string; checkOut: string; rooms: number }): void {
  const { today, horizonDays, pricing } = command.data;
  if (today === undefined) return;
  const result = validateStay({ ...stay, today }, pricing, { horizonDays });
  if (!result.ok && result.key !== 'booking.errors.invalidDate') throw stayRuleBroken(result.key.replace('booking.errors.', ''), result.params ?? {});
}

function stayRuleBroken(rule: string, params: Record<string, string | number>): DomainError {
  return new DomainError('validation', `This edit breaks the stay rule ${rule} (${JSON.stringify(params)}); tick the override and give a reason to save it anyway`, {
    code: 'booking.stayRuleBroken',
    params: { rule, ...params },
  });
}

function quote(stay: StayRequest, pricing: ChangeBookingDetails['data']['pricing']) {
  try {
    return quoteStay(stay, pricing);
  } catch (error) {
    if (error instanceof PricingInputError) throw stayError(error.key, {}, error.message);
    throw error;
  }
}
