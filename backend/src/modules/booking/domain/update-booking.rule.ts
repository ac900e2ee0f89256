import { mayAdminChangeStatus, type BookingStatus } from '@baan-talay/contracts';
import { DomainError } from '../../../shared/domain-error';
import type { BookingCommand, ChangeBookingStatus, UpdateBooking } from './booking.commands';
import type { BookingEvent } from './booking.events';
import { statusChangeError } from './booking.rules';
import { Booking, BookingState, evolveBooking } from './booking.state';

type Decide = (command: BookingCommand, state: BookingState) => BookingEvent[];

/** Statuses only the guest or the clock reach. */
const NOT_SET_BY_ADMIN: Partial<Record<BookingStatus, string>> = {
  in_review: 'a booking goes to in_review only when the guest attaches a payment slip',
  expired: 'a booking expires only when its payment window passes',
};

/** An admin's status change (DESIGN.md §3, the table in libs/contracts booking-rules.ts): a refusal names both statuses (`booking.transitionNotAllowed`). */
export function changeStatus(command: ChangeBookingStatus, booking: Booking, decide: Decide): BookingEvent[] {
  const { to, now, reason, paymentDeadline, messageToGuest, refunded, refund, actor } = command.data;
  const { bookingId, status: from } = booking;
  if (!mayAdminChangeStatus(from, to)) throw statusChangeError(from, to, NOT_SET_BY_ADMIN[to]);
  if (to === 'confirmed') return decide({ type: 'ConfirmBooking', data: { bookingId, now, actor } }, booking);
  if (to === 'cancelled') return decide({ type: 'CancelBooking', data: { bookingId, reason, messageToGuest, refunded, refund } }, booking);
  return decide({ type: 'ClearSlip', data: { bookingId, by: 'admin', now, reason, paymentDeadline } }, booking);
}

/**
 * One PATCH of a booking as one decision: its parts are decided in turn, each on the state the one
 * before leaves, and the request records all their events or, if any part is refused, none.
 */
export function updateBooking(command: UpdateBooking, booking: Booking, decide: Decide): BookingEvent[] {
  const { by, now, paymentMethod, slip, status, details, reason, paymentDeadline, refund, actor } = command.data;
  const { bookingId } = booking;
  if (by === 'guest' && (details !== undefined || reason !== undefined)) throw guestOnly();
  const parts: BookingCommand[] = [];
  // A slip removed first, so that a payment method chosen with it meets a booking pending payment.
  if (slip === null) {
    if (status !== undefined && status !== 'pending_payment') throw invalidPatch('booking.slipStatusMismatch', 'Removing the slip returns the booking to pending_payment');
    parts.push({ type: 'ClearSlip', data: { bookingId, by, now, reason, paymentDeadline } });
  }
  if (paymentMethod !== undefined) parts.push({ type: 'ChoosePaymentMethod', data: { bookingId, paymentMethod } });
  if (details !== undefined) parts.push({ type: 'ChangeBookingDetails', data: { bookingId, ...details } });
  if (slip) {
    if (status !== undefined && status !== 'in_review') {
      throw invalidPatch('booking.slipStatusMismatch', 'Attaching a slip sends the booking to in_review; no other status goes with it');
    }
    parts.push({ type: 'AttachSlip', data: { bookingId, slip, now } });
  } else if (slip === undefined && status !== undefined) {
    if (status === 'in_review') throw invalidPatch('booking.reviewNeedsSlip', 'Attach a slip with paymentSlipUrl to send the booking for review');
    if (by === 'guest') throw guestOnly(`Guests cannot set the status to ${status}`);
    if (status === 'expired') throw invalidPatch('booking.expiresByItself', 'A booking expires by itself when its payment window ends');
    parts.push({ type: 'ChangeBookingStatus', data: { bookingId, to: status, now, reason, paymentDeadline, refund, actor } });
  }
  if (parts.length === 0) throw invalidPatch('booking.nothingToChange', 'Nothing to change');
  return decideInTurn(parts, booking, decide);
}

function decideInTurn(parts: BookingCommand[], booking: Booking, decide: Decide): BookingEvent[] {
  let state: BookingState = booking;
  const events: BookingEvent[] = [];
  for (const part of parts) {
    const decided = decide(part, state);
    state = decided.reduce(evolveBooking, state);
    events.push(...decided);
  }
  return events;
}

const invalidPatch = (code: string, message: string) => new DomainError('validation', message, { code });

const guestOnly = (message = 'Guests can only choose the payment method and attach or remove the payment slip') =>
  new DomainError('forbidden', message, { code: 'booking.guestFieldNotAllowed' });
