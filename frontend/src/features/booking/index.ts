/** What other features may use from the booking feature. */
export { bookingTokenHeaders, readBookingToken, saveBookingToken } from './booking-token';
export { useBookingLinkToken } from './use-link-token';
export { LinkedPageGate } from './linked-page-gate';
export { SlipUpload } from './flow/payment/slip-upload';
export { PromptPayPanel } from './flow/payment/promptpay-panel';
export { BankTransferDetails } from './flow/payment/bank-transfer-details';
