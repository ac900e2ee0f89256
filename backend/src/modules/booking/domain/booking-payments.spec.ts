import { paymentsOf, type HistoryEvent } from './booking-payments';
import { paidFor } from './refund.rule';
import type { BookingEvent } from './booking.events';
import { BOOKING_ID, FIXTURE_TOTAL, SLIP, events } from './booking.fixtures';
import { evolveBooking, type BookingState } from './booking.state';

/** A booking's money as the receipts (paymentsOf) and the refund rule (paidFor) read it: one answer. */
const history = (...list: BookingEvent[]): HistoryEvent[] => list.map((event, i) => ({ eventId: `e${i + 1}`, occurredAt: `2026-03-01T0${i}:00:00.000Z`, event }));
const stateOf = (list: BookingEvent[]) => list.reduce<BookingState>(evolveBooking, null)!;
const legacy = [events.created(), events.slipAttached(), events.confirmed()];

describe('payments of a booking stream', () => {
  it('takes the confirmation of a stream without payment events as its payment in full', () => {
    const { payments } = paymentsOf(history(...legacy));
    expect(payments).toEqual([expect.objectContaining({ paymentId: 'payment-e3', kind: 'full', amount: FIXTURE_TOTAL })]);
    expect(paidFor(stateOf(legacy))).toBe(FIXTURE_TOTAL);
  });

  it('lists the payment events of a stream that records them, and adds them up toward the stay', () => {
    const list = [...legacy, events.paymentReceived('deposit', 3000, 1, SLIP), events.paymentReceived('balance', FIXTURE_TOTAL - 3000, 2)];
    expect(paymentsOf(history(...list)).payments.map((p) => [p.kind, p.amount])).toEqual([
      ['deposit', 3000],
      ['balance', FIXTURE_TOTAL - 3000],
    ]);
    expect(paidFor(stateOf(list.slice(0, 4)))).toBe(3000);
    expect(paidFor(stateOf(list))).toBe(FIXTURE_TOTAL);
  });

  it('keeps the confirmation as the payment in full when only a security deposit is recorded after it', () => {
    const list = [...legacy, events.paymentReceived('security_deposit', 2000, 1)];
    expect(paymentsOf(history(...list)).payments.map((p) => [p.kind, p.amount])).toEqual([
      ['full', FIXTURE_TOTAL],
      ['security_deposit', 2000],
    ]);
    expect(paidFor(stateOf(list))).toBe(FIXTURE_TOTAL);
  });

  it('takes refunds off what was paid', () => {
    const refund = { type: 'BookingRefundRecorded', data: { bookingId: BOOKING_ID, refundId: 'refund-1', amount: 4000, proposedAmount: 4000, paid: FIXTURE_TOTAL, daysBefore: 20, policyTier: null, method: 'bank_transfer', actor: 'admin' } } as BookingEvent;
    expect(paidFor(stateOf([...legacy, refund]))).toBe(FIXTURE_TOTAL - 4000);
    expect(paymentsOf(history(...legacy, refund)).refunds).toEqual([expect.objectContaining({ refundId: 'refund-1', amount: 4000 })]);
  });
});
