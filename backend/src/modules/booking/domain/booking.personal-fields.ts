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
  // Not its `reason`: that is the owner's own internal note (say, why a refund was or was not
  // made), which an erasure must leave (issue 33). Events written before hold it sealed and read as
  // erased once the key is gone.
  BookingCancelled: ['messageToGuest'],
  BookingNoteAdded: ['text'],
  ArrivalDetailsGiven: ['flight'],
  BookingDetailsChanged: ['changes.customerName', 'previous.customerName'],
  ConfirmationEmailSent: ['to'],
  BuyerDetailsAdded: ['name', 'address', 'taxId'],
  PaymentReceived: ['slipUrl', 'qrTransactionRef', 'note'],
  BalanceSlipAttached: ['key', 'url', 'qr'],
  BalanceSlipCleared: ['reason'],
  SecurityDepositReturned: ['deductions'],
};
