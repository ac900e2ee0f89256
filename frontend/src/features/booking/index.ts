/** What other features may use from the booking feature. */
export { bookingTokenHeaders } from './booking-token';
