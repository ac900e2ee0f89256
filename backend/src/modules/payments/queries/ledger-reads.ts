import { Injectable } from '@nestjs/common';
import type { PaymentLedgerDto } from '@baan-talay/contracts';
import { SubscriptionRunner } from '../../../event-store/subscriptions/subscription-runner';
import { awaitProjection } from '../../../event-store/subscriptions/read-your-writes';
import { PAYMENT_LEDGER_PROJECTION } from '../projections/payment-ledger.projection';
import { PaymentLedgerQueries } from './payment-ledger.queries';

/** The ledger as a write left it: waits for the projection to reach the write's position first. */
@Injectable()
export class LedgerReads {
  constructor(
    readonly queries: PaymentLedgerQueries,
    private readonly subscriptions: SubscriptionRunner,
  ) {}

  async after(bookingId: string, position: string | null): Promise<PaymentLedgerDto> {
    await awaitProjection(this.subscriptions, PAYMENT_LEDGER_PROJECTION, position);
    return this.queries.view(bookingId);
  }
}
