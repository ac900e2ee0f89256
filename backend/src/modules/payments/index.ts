/** What other contexts may use from the payments context. */
export { PaymentsModule } from './payments.module';
export { PaymentLedgerQueries } from './queries/payment-ledger.queries';
export { LedgerReads } from './queries/ledger-reads';
export { PAYMENT_LEDGER_PROJECTION } from './projections/payment-ledger.projection';
export { PaymentFiguresQuery } from './queries/payment-figures.query';
