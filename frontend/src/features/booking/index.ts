/** What other features may use from the booking feature. */
export { bookingTokenHeaders, readBookingToken, saveBookingToken } from './booking-token';
export { useBookingLinkToken } from './use-link-token';
export { LinkedPageGate } from './linked-page-gate';
