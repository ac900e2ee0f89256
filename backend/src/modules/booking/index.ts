/** What other contexts may use from the booking context. */
export * from './commands';
export { BookingModule } from './booking.module';
export { BookingQueries } from './queries/booking.queries';
export { SlipFiles } from './queries/slip-files';
export { BookingLinks } from './queries/booking-links';
export { StaysInRange, type StayInRange } from './queries/stays-in-range';
export { BookingAccess, BookingAccessGuard, BookingActor, BOOKING_TOKEN_HEADER } from './http/booking-access';
export { BookingView } from './projections/booking-view.entity';
export { BOOKING_VIEW_PROJECTION } from './projections/booking-view.projection';
export { toBookingDto, bookingReference } from './projections/booking-dto.mapper';
export { paidInFull, secretsVisibility } from './domain/secrets-visibility.rule';
export { BOOKING_EVENT_TYPES, bookingsCreatedIn, bookingStreamId, type BookingEvent, type SlipFile } from './domain/booking.events';
export { SendPaymentReminderCommand } from './jobs/payment-reminder.command';
export { paymentsOf, type BookingPayment, type BookingRefund, type HistoryEvent } from './domain/booking-payments';
export type { PaymentEvent, PaymentReceived } from './domain/payment.events';
export { BookingIdPipe } from './http/booking-id.pipe';
export { BalanceDueQuery } from './queries/balance-due.query';
