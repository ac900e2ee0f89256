import { deciderSpec } from '../../../../test/support/decider-spec';
import { bookingDecider } from './booking.decider';
import { BOOKING_ID, CUSTOMER, events } from './booking.fixtures';
import type { BookingRefundRecorded } from './booking.events';
import type { RefundInput } from './refund.rule';

const { given } = deciderSpec(bookingDecider);
const id = { bookingId: BOOKING_ID };
// "Full refund up to 30 days before, 50 % up to 14, none after"; check-in is 2026-03-10, ฿10,000 paid.
const tiers = [
  { daysBefore: 30, refundPercent: 100 },
  { daysBefore: 14, refundPercent: 50 },
];
const policy = (today: string, extra: Partial<RefundInput> = {}): RefundInput => ({ tiers, today, ...extra });
const paid = [events.created(), events.customerInfoAdded(), events.slipAttached(), events.confirmed()] as const;
const cancel = (by: 'guest' | 'admin', refund: RefundInput) => ({ type: 'CancelBooking', data: { ...id, by, refund } }) as const;
const cancelled = (refunded: boolean) => ({ type: 'BookingCancelled', data: { ...id, previousStatus: 'confirmed', refunded } }) as const;
const refund = (data: Omit<BookingRefundRecorded['data'], 'bookingId' | 'refundId' | 'paid' | 'method'>): BookingRefundRecorded => ({
  type: 'BookingRefundRecorded',
  data: { ...id, refundId: 'refund-1', paid: 10_000, method: 'bank_transfer', ...data },
});

describe('booking decider: refunds by the cancellation policy', () => {
  it.each([
    ['45 days before: the full refund tier', '2026-01-24', 45, tiers[0], 10_000],
    ['20 days before: the 50 % tier', '2026-02-18', 20, tiers[1], 5_000],
    ['10 days before: after every tier, nothing back', '2026-02-28', 10, null, 0],
  ])('%s', (_, today, daysBefore, policyTier, amount) => {
    given(...paid)
      .when(cancel('guest', policy(today)))
      .then([cancelled(amount > 0), refund({ amount, proposedAmount: amount, daysBefore, policyTier, actor: 'guest' })]);
  });

  it('records an admin\'s other amount with the reason, beside what the policy proposed', () => {
    const when = given(...paid).when(cancel('admin', policy('2026-02-28', { override: { amount: 7_000, reason: 'Storm warning: flights cancelled' } })));
    when.then([
      cancelled(true),
      refund({ amount: 7_000, proposedAmount: 0, daysBefore: 10, policyTier: null, actor: 'admin', reason: 'Storm warning: flights cancelled' }),
    ]);
    expect(when.state()).toMatchObject({ status: 'cancelled', refundedAmount: 7_000, refunds: 1 });
  });

  it('asks the admin why an override differs from the policy', () => {
    given(...paid)
      .when(cancel('admin', policy('2026-02-28', { override: { amount: 7_000, reason: ' ' } })))
      .thenFails('validation', 'booking.refundReasonRequired');
  });

  it('never refunds more than was paid', () => {
    given(...paid)
      .when(cancel('admin', policy('2026-01-01', { override: { amount: 10_001, reason: 'Goodwill' } })))
      .thenFails('validation', 'booking.refundOutOfRange', { field: 'refundAmount', min: 0, max: 10_000 });
  });

  it('lets no guest change what the policy gives', () => {
    given(...paid)
      .when(cancel('guest', policy('2026-01-01', { override: { amount: 10_000, reason: 'Please' } })))
      .thenFails('forbidden', 'booking.adminOnly');
  });

  it('keeps the admin\'s own answer to "refunded?" beside the amount', () => {
    given(...paid)
      .when({ type: 'CancelBooking', data: { ...id, by: 'admin', refunded: true, refund: policy('2026-02-28') } })
      .then([cancelled(true), refund({ amount: 0, proposedAmount: 0, daysBefore: 10, policyTier: null, actor: 'admin' })]);
  });

  it('records no refund for a villa without tiers unless the admin names an amount, and lets no guest cancel a paid booking then', () => {
    given(...paid)
      .when({ type: 'CancelBooking', data: { ...id, by: 'admin', refunded: true, refund: { tiers: [], today: '2026-02-28' } } })
      .then([cancelled(true)]);
    given(...paid)
      .when(cancel('admin', { tiers: [], today: '2026-02-28', override: { amount: 2_000, reason: 'Goodwill' } }))
      .then([cancelled(true), refund({ amount: 2_000, proposedAmount: 0, daysBefore: 10, policyTier: null, actor: 'admin', reason: 'Goodwill' })]);
    given(...paid).when(cancel('guest', { tiers: [], today: '2026-01-01' })).thenFails('conflict', 'booking.actionNotAllowed');
  });

  it('records no refund for an unpaid hold, and lets a guest cancel a slip in review no more than before', () => {
    given(events.created()).when(cancel('guest', policy('2026-01-01'))).then([{ type: 'BookingCancelled', data: { ...id, previousStatus: 'pending_payment' } }]);
    given(events.created(), events.slipAttached()).when(cancel('guest', policy('2026-01-01'))).thenFails('conflict', 'booking.actionNotAllowed');
  });
});

describe('booking decider: the buyer on a tax invoice', () => {
  const buyer = { name: 'บริษัท ทะเลสวย จำกัด', address: '99 ถนนเพชรเกษม ตะกั่วป่า พังงา 82110', taxId: '0105558000014', branch: '' };

  it('records the buyer with a valid tax id, at the head office by default', () => {
    given(events.created(), events.customerInfoAdded())
      .when({ type: 'AddBuyerDetails', data: { ...id, ...buyer } })
      .then([{ type: 'BuyerDetailsAdded', data: { ...id, ...buyer, branch: '00000' } }]);
  });

  it('refuses a tax id whose check digit is wrong', () => {
    given(events.created())
      .when({ type: 'AddBuyerDetails', data: { ...id, ...buyer, taxId: '0105558000017' } })
      .thenFails('validation', 'billing.taxIdInvalid', { field: 'taxId' });
  });

  it('needs a name and an address', () => {
    given(events.created())
      .when({ type: 'AddBuyerDetails', data: { ...id, ...buyer, name: `${CUSTOMER.firstName}`, address: '' } })
      .thenFails('validation', 'booking.fieldRequired', { field: 'address' });
  });
});
