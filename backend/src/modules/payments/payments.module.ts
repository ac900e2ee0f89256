import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { BookingModule } from '../booking';
import { VillaModule } from '../villa';
import { AdminPaymentsController } from './http/admin-payments.controller';
import { BookingPaymentsController } from './http/booking-payments.controller';
import { PaymentLedgerProjection } from './projections/payment-ledger.projection';
import { BalanceDueHandler } from './queries/balance-due.handler';
import { PaymentFiguresHandler } from './queries/payment-figures.query';
import { LedgerReads } from './queries/ledger-reads';
import { PaymentLedgerQueries } from './queries/payment-ledger.queries';

/**
 * Payments (issue 30): the payment_ledger read model and the routes on it. The payment events live
 * on the booking streams, decided by the booking context (PaymentCommand).
 */
@Module({
  imports: [CqrsModule, BookingModule, VillaModule],
  controllers: [AdminPaymentsController, BookingPaymentsController],
  providers: [PaymentLedgerProjection, PaymentLedgerQueries, LedgerReads, BalanceDueHandler, PaymentFiguresHandler],
  exports: [PaymentLedgerQueries, LedgerReads],
})
export class PaymentsModule {}
