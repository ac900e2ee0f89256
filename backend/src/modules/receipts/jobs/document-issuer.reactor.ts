import { Inject, Injectable } from '@nestjs/common';
import { EVENT_STORE, EventStore, type RecordedEvent } from '../../../event-store/event-store.port';
import { EventHandlerDefinition, EventHandlerProvider } from '../../../event-store/subscriptions/projection';
import { paymentsOf, type BookingEvent, type BookingPayment } from '../../booking';
import { VillaQueries } from '../../villa';
import { DocumentRegister, type DocumentSnapshot, type IssuedDocument } from '../register/document-register';

/**
 * Issues a numbered receipt for every payment of a booking and a credit note for every refund
 * (issue 30). A reactor, never replayed by a rebuild: the register is the record itself. Delivery is
 * at least once; the register issues once per payment or refund id, so a re-delivery adds nothing.
 */
@Injectable()
@EventHandlerProvider()
export class DocumentIssuerReactor implements EventHandlerDefinition {
  readonly name = 'booking-documents';
  readonly kind = 'reactor';
  readonly eventTypes = ['BookingConfirmed', 'PaymentReceived', 'BookingRefundRecorded'] as const;

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly register: DocumentRegister,
    private readonly villa: VillaQueries,
  ) {}

  handle(recorded: RecordedEvent): Promise<void> {
    return this.handleBatch([recorded]);
  }

  /**
   * Each booking of the batch once: a confirmation arrives with its deposit (one append), and a
   * stream's payments are all read from one read of it, however many of its events the batch holds.
   */
  async handleBatch(events: readonly RecordedEvent[]): Promise<void> {
    const byStream = new Map<string, RecordedEvent[]>();
    for (const event of events) byStream.set(event.streamId, [...(byStream.get(event.streamId) ?? []), event]);
    const { seller } = await this.villa.billing();
    for (const [streamId, recorded] of byStream) await this.issueFor(streamId, recorded, seller);
  }

  private async issueFor(streamId: string, recorded: readonly RecordedEvent[], seller: DocumentSnapshot['seller']): Promise<void> {
    // The whole stream: whether its payments are events (PaymentReceived, written after a
    // BookingConfirmed in the same append) decides what a confirmation was.
    const stream = await this.store.readStream(streamId);
    const history = stream.map((e) => ({ eventId: e.eventId, occurredAt: e.metadata.occurredAt, event: e as unknown as BookingEvent }));
    const { payments, refunds } = paymentsOf(history);
    const bookingId = (recorded[0].data as { bookingId: string }).bookingId;
    const issue = (payment: BookingPayment): Promise<IssuedDocument> =>
      this.register.issueReceipt({ bookingId, ...payment, paidAt: new Date(payment.paidAt), snapshot: { seller, split: payment.split } });
    // Every payment so far has its receipt (one confirmed before the register existed gets it now),
    // so a credit note always has an invoice to refer to.
    const receipts: IssuedDocument[] = [];
    for (const payment of payments) receipts.push(await issue(payment));
    for (const event of recorded) {
      if (event.type !== 'BookingRefundRecorded') continue;
      const refundId = (event.data as { refundId: string }).refundId;
      const refund = refunds.find((r) => r.refundId === refundId);
      if (!refund) continue;
      await this.register.issueCreditNote({
        bookingId,
        refundId,
        refersToNumber: receipts.at(-1)?.number ?? null,
        amount: refund.amount,
        method: refund.method,
        issuedAt: new Date(refund.at),
        snapshot: { seller, split: refund.split },
      });
    }
  }
}
