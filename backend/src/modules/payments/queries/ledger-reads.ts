import { Inject, Injectable } from '@nestjs/common';
import type { PaymentLedgerDto } from '@baan-talay/contracts';
import { EVENT_STORE, type EventStore } from '../../../event-store/event-store.port';
import { bookingStreamId } from '../../booking';
import { SubscriptionRunner } from '../../../event-store/subscriptions/subscription-runner';
import { awaitProjection } from '../../../event-store/subscriptions/read-your-writes';
import { PAYMENT_LEDGER_PROJECTION } from '../projections/payment-ledger.projection';
import { PaymentLedgerQueries } from './payment-ledger.queries';

/**
 * The ledger as the booking's events left it: waits for the projection to reach a write's position,
 * or every event of the booking stored so far, first. What a guest is asked to pay, and whether a
 * balance slip is taken, are read here, never from a ledger behind a confirmation already shown.
 */
@Injectable()
export class LedgerReads {
  constructor(
    readonly queries: PaymentLedgerQueries,
    private readonly subscriptions: SubscriptionRunner,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  /** The guest's schedule and ledger, with every event of the booking stored so far. */
  async current(bookingId: string): Promise<PaymentLedgerDto> {
    await this.caughtUp(bookingId);
    return this.queries.view(bookingId);
  }

  /** What the guest pays now, with every event of the booking stored so far (PaymentLedgerQueries.dueNow). */
  async dueNow(bookingId: string): Promise<{ kind: 'deposit' | 'balance'; amount: number } | null | undefined> {
    await this.caughtUp(bookingId);
    return this.queries.dueNow(bookingId);
  }

  private async caughtUp(bookingId: string): Promise<void> {
    const last = (await this.store.readStream(bookingStreamId(bookingId))).at(-1);
    await awaitProjection(this.subscriptions, PAYMENT_LEDGER_PROJECTION, last?.position ?? null);
  }

  async after(bookingId: string, position: string | null): Promise<PaymentLedgerDto> {
    await awaitProjection(this.subscriptions, PAYMENT_LEDGER_PROJECTION, position);
    return this.queries.view(bookingId);
  }
}
