import type { BookingEventType } from './booking.events';

/**
 * The personal fields of each booking event (paths into its data), encrypted under the booking's
 * data key and erased with it. An event that carries personal data adds its line here.
 */
export const BOOKING_PERSONAL_FIELDS: Partial<Record<BookingEventType, readonly string[]>> = {
  BookingCreated: ['specialRequests'],
  CustomerInfoAdded: ['firstName', 'lastName', 'email', 'phone', 'specialRequests'],
  SlipAttached: ['key', 'url', 'qr'],
  SlipCleared: ['reason'],
  BookingCancelled: ['reason', 'messageToGuest'],
  BookingNoteAdded: ['text'],
  BookingDetailsChanged: ['changes.customerName', 'previous.customerName'],
  ConfirmationEmailSent: ['to'],
  PaymentReceived: ['slipUrl', 'qrTransactionRef', 'note'],
  BalanceSlipAttached: ['key', 'url', 'qr'],
  BalanceSlipCleared: ['reason'],
  SecurityDepositReturned: ['deductions'],
};
