import { PricingInputError, quoteStay, validateStay } from '@baan-talay/pricing';
import { DomainError } from '../../../shared/domain-error';
import type { ChangeBookingDetails } from './booking.commands';
import type { BookingDetails, BookingEvent } from './booking.events';
import { assertStay, assertWholeNumber, requiredText } from './booking.rules';
import type { Booking } from './booking.state';
import { stayError } from './stay-errors';

/** An admin's edit: records only what really changes, with the previous values for the audit trail. */
export function changeDetails(command: ChangeBookingDetails, booking: Booking): BookingEvent[] {
  const { customerName, guests, totalPrice, pricing, override } = command.data;
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
  if (checkIn !== booking.checkIn || checkOut !== booking.checkOut) {
    if (!overrideReason) assertStayRules(command, { checkIn, checkOut, rooms: booking.rooms });
    const breakdown = quote(checkIn, checkOut, booking.rooms, pricing);
    assertStay(checkIn, checkOut, breakdown);
    Object.assign(changes, { checkIn, checkOut, breakdown });
    Object.assign(previous, { checkIn: booking.checkIn, checkOut: booking.checkOut, breakdown: booking.breakdown });
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
  if (Object.keys(changes).length === 0) return [];
  const data = { bookingId: booking.bookingId, changes, previous, ...(overrideReason && { override: { reason: overrideReason } }) };
  return [{ type: 'BookingDetailsChanged', data }];
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

function quote(checkIn: string, checkOut: string, rooms: number, pricing: ChangeBookingDetails['data']['pricing']) {
  try {
    return quoteStay({ checkIn, checkOut, rooms }, pricing);
  } catch (error) {
    if (error instanceof PricingInputError) throw stayError(error.key, {}, error.message);
    throw error;
  }
}
