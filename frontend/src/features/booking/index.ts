/** What other features may use of the booking feature. */
export { bookingTokenHeaders } from './booking-token';
export { SlipUpload } from './flow/payment/slip-upload';
export { PromptPayPanel } from './flow/payment/promptpay-panel';
export { BankTransferDetails } from './flow/payment/bank-transfer-details';
