/** What the app and the admin may mount of the payments feature (issue 30). */
export { BookingPayments } from './components/booking-payments';
export { PaymentSchedule } from './components/payment-schedule';
export { PaymentLedgerPanel } from './components/payment-ledger-panel';
export { PaymentPlanForm } from './components/payment-plan-form';
export { PaymentFigureCards, PaymentFigures } from './components/payment-figures';
export { useGetBookingPaymentsQuery } from './api/payments-api';
