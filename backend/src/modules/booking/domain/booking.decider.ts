import { HOLDING_STATUSES, LANGUAGES, mayErasePersonalData, mayTakeStatusAction } from '@baan-talay/contracts';
import type { Decider } from '../../../event-store/decider';
import { DomainError } from '../../../shared/domain-error';
import type * as C from './booking.commands';
import type { BookingEvent } from './booking.events';
import {
  MESSAGES,
  assertOptionalText,
  assertPaymentMethod,
  assertStay,
  assertWholeNumber,
  invalid,
  isAfter,
  normalizeCustomerInfo,
  notFound,
  requiredText,
  transitionError,
} from './booking.rules';
import { Booking, BookingState, assertNever, evolveBooking } from './booking.state';
import { arrivalDetails } from './arrival-details.rule';
import { changeDetails } from './change-details.rule';
import { assertEmailChangeAllowed, assertUnpaidHoldsLeft } from './guest-limits.rule';
import { assertSecretsVisible } from './secrets-visibility.rule';
import { decideRefund, normalizeBuyer } from './refund.rule';
import { changeStatus, updateBooking } from './update-booking.rule';
import type { PaymentActor } from './payment.events';
import { acceptBalance, attachBalanceSlip, clearBalanceSlip, depositReceived, markBalanceOverdue, recordPayment, returnSecurityDeposit } from './payment.rule';
import { repricedForGuests } from './guests-price.rule';

const NOTE_MAX = 2000;
const ADMIN: PaymentActor = { kind: 'admin' };

/** The booking's pure decider (DESIGN.md §3): decide(command, state) -> events, evolve(state, event). */
export function decideBooking(command: C.BookingCommand, state: BookingState): BookingEvent[] {
  switch (command.type) {
    case 'CreateBooking':
      return create(command, state);
    case 'ExpireBooking':
      return expire(command, state);
    case 'RecordConfirmationEmailSent': {
      if (state === null) throw notFound();
      // The e-mail has gone out whatever happened since: a fact to record, not a request to refuse,
      // and one message is recorded once however often its job or reactor runs again.
      if (state.emailedMessageIds.includes(command.data.messageId)) return [];
      const to = requiredText(command.data.to, 254);
      return [{ type: 'ConfirmationEmailSent', data: { bookingId: state.bookingId, to, messageId: command.data.messageId } }];
    }
    case 'ErasePersonalData':
      return erasePersonalData(command, state);
    default:
      return decideExisting(command, existing(state));
  }
}

/**
 * Erasure is for stays that are over: ended (check-out today or before), cancelled or expired.
 * A deleted booking can be erased too; erasing twice records nothing new.
 */
function erasePersonalData(command: C.ErasePersonalData, state: BookingState): BookingEvent[] {
  if (state === null) throw notFound();
  if (state.personalDataErased) return [];
  if (!mayErasePersonalData(state, command.data.today)) {
    throw new DomainError('conflict', 'Personal data can be erased once the stay has ended, or after the booking is cancelled or expired', {
      code: 'booking.stayNotEnded',
      params: { checkOut: state.checkOut },
    });
  }
  const { by, reason } = command.data;
  return [{ type: 'PersonalDataErased', data: { bookingId: state.bookingId, by, reason } }];
}

function decideExisting(
  command: Exclude<C.BookingCommand, C.CreateBooking | C.ExpireBooking | C.RecordConfirmationEmailSent | C.ErasePersonalData>,
  booking: Booking,
): BookingEvent[] {
  const { bookingId, status } = booking;
  switch (command.type) {
    case 'AddCustomerInfo': {
      const { by, guests, specialRequests, unpaidHoldsOfEmail, charges, ...fields } = command.data;
      const open = by === 'admin' ? HOLDING_STATUSES.includes(status) : status === 'pending_payment' || status === 'in_review';
      if (!open) throw transitionError('changeCustomerInfo', status);
      if (guests !== undefined) assertWholeNumber(guests, 1, 'guests');
      if (specialRequests !== undefined) assertOptionalText(specialRequests, 'specialRequests', 2000);
      const info = normalizeCustomerInfo(fields);
      if (by === 'guest' && info.email !== booking.customerInfo?.email) {
        assertEmailChangeAllowed(booking.customerInfo?.email || undefined, info.email, booking.emailChanges);
        assertUnpaidHoldsLeft(unpaidHoldsOfEmail, 'email');
      }
      const repriced = repricedForGuests(booking, guests, charges, by);
      const extra = { ...(guests !== undefined && { guests }), ...(specialRequests !== undefined && { specialRequests }), ...repriced };
      return [{ type: 'CustomerInfoAdded', data: { bookingId, ...info, ...extra } }];
    }
    case 'ChoosePaymentMethod': {
      if (status !== 'pending_payment') throw transitionError('changePaymentMethod', status);
      assertPaymentMethod(command.data.paymentMethod);
      if (command.data.paymentMethod === booking.paymentMethod) return [];
      return [{ type: 'PaymentMethodChosen', data: { bookingId, paymentMethod: command.data.paymentMethod } }];
    }
    case 'AttachSlip': {
      if (status === 'confirmed') return attachBalanceSlip(booking, command.data.slip);
      if (status !== 'pending_payment') throw transitionError('attachSlip', status);
      if (isAfter(command.data.now, booking.paymentDeadline)) throw new DomainError('conflict', MESSAGES.paymentWindowExpired, { code: 'booking.paymentWindowExpired' });
      return [{ type: 'SlipAttached', data: { bookingId, ...command.data.slip } }];
    }
    case 'ClearSlip':
      return clearSlip(command, booking);
    case 'ConfirmBooking': {
      if (status === 'confirmed') return [];
      if (!mayTakeStatusAction(status, 'confirm')) throw transitionError('confirm', status);
      const { now, actor = ADMIN } = command.data;
      return [{ type: 'BookingConfirmed', data: { bookingId, previousStatus: status } }, ...depositReceived(booking, actor, now)];
    }
    case 'AcceptBalance':
      return acceptBalance(command, booking);
    case 'RecordPayment':
      return recordPayment(command, booking);
    case 'MarkBalanceOverdue':
      return markBalanceOverdue(command, booking);
    case 'ReturnSecurityDeposit':
      return returnSecurityDeposit(command, booking);
    case 'CancelBooking': {
      if (status === 'cancelled') return [];
      // A guest lets go of an unpaid hold only: a slip in review may already be money sent.
      // A guest cancels a paid booking only under the villa's written policy (the refund it gives is recorded).
      const { refund } = command.data;
      const underPolicy = refund !== undefined && refund.tiers.length > 0;
      const guestMayCancel = status === 'pending_payment' || (status === 'confirmed' && underPolicy);
      if (!mayTakeStatusAction(status, 'cancel') || (command.data.by === 'guest' && !guestMayCancel)) throw transitionError('cancel', status);
      const reason = command.data.reason?.trim();
      const messageToGuest = command.data.messageToGuest?.trim();
      const by = command.data.by ?? 'admin';
      // A paid booking goes back by the villa's cancellation policy (issue 30), or the admin's amount;
      // without tiers or an amount there is nothing to record but the admin's "refunded?" answer.
      const refundEvent = status === 'confirmed' && refund && (underPolicy || refund.override) ? decideRefund(booking, refund, by) : null;
      const refunded = command.data.refunded ?? (refundEvent ? refundEvent.data.amount > 0 : undefined);
      const paid = status === 'confirmed' && typeof refunded === 'boolean';
      return [
        {
          type: 'BookingCancelled',
          data: { bookingId, previousStatus: status, ...(reason && { reason }), ...(messageToGuest && { messageToGuest }), ...(paid && { refunded }) },
        },
        ...(refundEvent ? [refundEvent] : []),
      ];
    }
    case 'ChangeBookingDetails':
      if (!HOLDING_STATUSES.includes(status)) throw transitionError('changeDetails', status);
      return changeDetails(command, booking);
    case 'ChangeBookingStatus':
      return changeStatus(command, booking, decideBooking);
    case 'UpdateBooking':
      return updateBooking(command, booking, decideBooking);
    case 'AddBookingNote': {
      // A note is kept whatever the status: the owner writes down what happened, even after the stay.
      const text = command.data.text.trim();
      if (!text) throw invalid('booking.noteEmpty', 'The note is empty', { field: 'text' });
      if (text.length > NOTE_MAX) throw invalid('booking.textTooLong', `Please use at most ${NOTE_MAX} characters`, { max: NOTE_MAX, field: 'text' });
      return [{ type: 'BookingNoteAdded', data: { bookingId, text } }];
    }
    case 'GiveArrivalDetails': {
      const { maxGuests, ...given } = command.data;
      const { bookingId: _, ...details } = given;
      return [{ type: 'ArrivalDetailsGiven', data: { bookingId, ...arrivalDetails(details, maxGuests, status) } }];
    }
    case 'ViewSecrets':
      assertSecretsVisible(booking, command.data.daysBefore, command.data.today);
      return [{ type: 'SecretsViewed', data: { bookingId } }];
    case 'AddBuyerDetails': {
      if (status === 'expired' || booking.personalDataErased) throw transitionError('changeCustomerInfo', status);
      const { bookingId: _, ...buyer } = command.data;
      return [{ type: 'BuyerDetailsAdded', data: { bookingId, ...normalizeBuyer(buyer) } }];
    }
    case 'DeleteBooking':
      // A paid stay is never lost in one click: it is cancelled first (with the refund recorded).
      if (status === 'confirmed') {
        throw new DomainError('conflict', 'A confirmed booking cannot be deleted: cancel it first', { code: 'booking.deleteConfirmed' });
      }
      return [{ type: 'BookingDeleted', data: { bookingId, previousStatus: status } }];
    default:
      return assertNever(command);
  }
}

function create(command: C.CreateBooking, state: BookingState): BookingEvent[] {
  if (state !== null) throw new DomainError('conflict', 'This booking already exists', { code: 'booking.alreadyExists' });
  const { by, confirm, totalOverride, customerInfo, unpaidHoldsOfBrowser, unpaidHoldsOfIp, now, actor, ...data } = command.data;
  if (by === 'guest' && (confirm || customerInfo || (totalOverride ?? null) !== null)) {
    throw new DomainError('forbidden', 'Only an admin can confirm, price or fill in a booking when creating it', { code: 'booking.adminOnly' });
  }
  if (by === 'guest') {
    assertUnpaidHoldsLeft(unpaidHoldsOfBrowser, 'browser');
    assertUnpaidHoldsLeft(unpaidHoldsOfIp, 'ip');
  }
  assertStay(data.checkIn, data.checkOut, data.breakdown);
  assertWholeNumber(data.rooms, 1, 'rooms');
  assertWholeNumber(data.guests, 1, 'guests');
  if (totalOverride != null) assertWholeNumber(totalOverride, 0, 'totalPrice');
  assertPaymentMethod(data.paymentMethod);
  assertOptionalText(data.specialRequests, 'specialRequests', 2000);
  if (!LANGUAGES.includes(data.language)) throw invalid('booking.languageInvalid', 'language must be th or en', { field: 'language' });
  const { bookingId } = data;
  const events: BookingEvent[] = [{ type: 'BookingCreated', data: { ...data, totalOverride: totalOverride ?? null } }];
  if (customerInfo) events.push({ type: 'CustomerInfoAdded', data: { bookingId, ...normalizeCustomerInfo(customerInfo) } });
  if (confirm) {
    const booking = existing(events.reduce(evolveBooking, null as BookingState));
    events.push({ type: 'BookingConfirmed', data: { bookingId, previousStatus: 'pending_payment' } }, ...depositReceived(booking, actor ?? ADMIN, now ?? data.paymentDeadline));
  }
  return events;
}

function clearSlip(command: C.ClearSlip, booking: Booking): BookingEvent[] {
  const { bookingId, status } = booking;
  if (status === 'confirmed') return clearBalanceSlip(booking, command.data.by, command.data.reason);
  // The slip a guest removes is the one an admin would send back: only while it is in review.
  if (!mayTakeStatusAction(status, 'rejectSlip')) throw transitionError('clearSlip', status);
  const { by, now, reason, paymentDeadline } = command.data;
  if (by === 'guest') {
    if (paymentDeadline !== undefined) throw new DomainError('forbidden', 'Only an admin can set a new payment deadline', { code: 'booking.adminOnly' });
    const cleared: BookingEvent = { type: 'SlipCleared', data: { bookingId, by } };
    // Removing the slip hands the booking back to its payment window; when that is over, so is the booking.
    if (!isAfter(now, booking.paymentDeadline)) return [cleared];
    return [cleared, { type: 'BookingExpired', data: { bookingId, paymentDeadline: booking.paymentDeadline } }];
  }
  if (!paymentDeadline || Number.isNaN(Date.parse(paymentDeadline)) || !isAfter(paymentDeadline, now)) {
    throw invalid('booking.deadlineNotInFuture', 'Rejecting a slip needs a new payment deadline in the future');
  }
  // The guest is e-mailed the reason with the new deadline: a rejection without one tells them nothing.
  const trimmed = typeof reason === 'string' ? reason.trim() : '';
  if (!trimmed) throw invalid('booking.rejectReasonRequired', 'Say why the slip is rejected: the guest is e-mailed the reason', { field: 'reason' });
  return [{ type: 'SlipCleared', data: { bookingId, by, paymentDeadline, reason: trimmed } }];
}

function expire(command: C.ExpireBooking, state: BookingState): BookingEvent[] {
  // Expiry jobs may fire late or twice; only a booking still waiting for payment past its deadline expires.
  if (state === null || state.deleted || state.status !== 'pending_payment') return [];
  if (isAfter(state.paymentDeadline, command.data.now)) return [];
  return [{ type: 'BookingExpired', data: { bookingId: state.bookingId, paymentDeadline: state.paymentDeadline } }];
}

function existing(state: BookingState): Booking {
  if (state === null || state.deleted) throw notFound();
  return state;
}

export const bookingDecider: Decider<BookingState, C.BookingCommand, BookingEvent> = {
  decide: decideBooking,
  evolve: evolveBooking,
  initialState: null,
};
