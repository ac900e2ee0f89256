import { DEFAULT_PAYMENT_PLAN } from '@baan-talay/contracts';
import { paymentTerms } from '@baan-talay/pricing';
import { deciderSpec } from '../../../../test/support/decider-spec';
import { bookingDecider } from './booking.decider';
import type { BookingEvent } from './booking.events';
import { BOOKING_ID, CONFIRMED_AT, FIXTURE_TOTAL, SLIP, created, events } from './booking.fixtures';

/** Payment plans (issue 30): a 30 % deposit holds the dates, the balance is due 7 days before check-in. */
const { given } = deciderSpec(bookingDecider);
const id = { bookingId: BOOKING_ID };
const admin = { kind: 'admin' as const, id: 'owner-1' };
const PLAN = { ...DEFAULT_PAYMENT_PLAN, depositPercent: 30, balanceDueDays: 7 };
const BALANCE_SLIP = { ...SLIP, key: `slips/${BOOKING_ID}/1a2b.png`, url: `/api/booking/${BOOKING_ID}/slip/1a2b.png`, sha256: 'c'.repeat(64) };
const LATER = '2026-03-02T05:00:00.000Z';

/** The fixture stay (10–12 March, 10,000 THB) booked on 1 March under `plan`. */
const createdWith = (plan = PLAN): BookingEvent => {
  const event = created();
  return { ...event, data: { ...event.data, paymentTerms: paymentTerms(plan, '2026-03-10', '2026-03-01') } } as BookingEvent;
};
const confirm = { type: 'ConfirmBooking', data: { ...id, now: CONFIRMED_AT, actor: admin } } as const;
const attach = (slip = SLIP) => ({ type: 'AttachSlip', data: { ...id, slip, now: '2026-03-01T03:10:00.000Z' } }) as const;
const received = (kind: 'deposit' | 'balance' | 'security_deposit', amount: number, n: number, slip: typeof SLIP | null, at = CONFIRMED_AT) => ({
  ...events.paymentReceived(kind, amount, n, slip, at),
  data: { ...events.paymentReceived(kind, amount, n, slip, at).data, actor: admin },
});

describe('payment plan: deposit, then balance', () => {
  const deposit = 3000;
  const balance = FIXTURE_TOTAL - deposit;

  it('confirms the booking when the owner accepts the deposit slip, recording the deposit only', () => {
    const when = given(createdWith(), events.slipAttached()).when(confirm);
    when.then([events.confirmed('in_review'), received('deposit', deposit, 1, SLIP)]);
    expect(when.state()).toMatchObject({ status: 'confirmed', payments: [{ kind: 'deposit', amount: deposit }] });
  });

  it('takes the balance slip on the confirmed booking for the balance, which stays confirmed', () => {
    given(createdWith(), events.slipAttached(), events.confirmed('in_review'), received('deposit', deposit, 1, SLIP))
      .when(attach(BALANCE_SLIP))
      .then([{ type: 'BalanceSlipAttached', data: { ...id, paymentId: `${BOOKING_ID}:2`, amount: balance, ...BALANCE_SLIP } }]);
  });

  it('records the balance when the owner accepts its slip; nothing is due after', () => {
    const history = [
      createdWith(),
      events.slipAttached(),
      events.confirmed('in_review'),
      received('deposit', deposit, 1, SLIP),
      { type: 'BalanceSlipAttached', data: { ...id, paymentId: `${BOOKING_ID}:2`, amount: balance, ...BALANCE_SLIP } } as BookingEvent,
    ];
    const when = given(...history).when({ type: 'AcceptBalance', data: { ...id, now: LATER, actor: admin } });
    when.then([received('balance', balance, 2, BALANCE_SLIP, LATER)]);
    expect(when.state()).toMatchObject({ status: 'confirmed', balanceSlip: null });
    given(...history, received('balance', balance, 2, BALANCE_SLIP, LATER)).when(attach(BALANCE_SLIP)).thenFails('conflict', 'booking.actionNotAllowed');
  });

  it('lets the owner reject the balance slip with a reason, and refuses one without', () => {
    const history = [
      createdWith(),
      events.confirmed('pending_payment'),
      received('deposit', deposit, 1, null),
      { type: 'BalanceSlipAttached', data: { ...id, paymentId: `${BOOKING_ID}:2`, amount: balance, ...BALANCE_SLIP } } as BookingEvent,
    ];
    const reject = (reason?: string) => ({ type: 'ClearSlip', data: { ...id, by: 'admin', now: LATER, reason } }) as const;
    given(...history)
      .when(reject('Amount does not match'))
      .then([{ type: 'BalanceSlipCleared', data: { ...id, paymentId: `${BOOKING_ID}:2`, by: 'admin', reason: 'Amount does not match' } }]);
    given(...history).when(reject('  ')).thenFails('validation', 'booking.rejectReasonRequired');
  });
});

describe('payment plan: balance overdue', () => {
  const history = [createdWith(), events.confirmed('pending_payment'), received('deposit', 3000, 1, null)];
  const overdue = (today: string) => ({ type: 'MarkBalanceOverdue', data: { ...id, today } }) as const;

  it('records the balance overdue the day after its due date, once', () => {
    given(...history).when(overdue('2026-03-03')).then([]);
    given(...history)
      .when(overdue('2026-03-04'))
      .then([{ type: 'BalanceOverdue', data: { ...id, amount: 7000, dueOn: '2026-03-03' } }]);
    given(...history, { type: 'BalanceOverdue', data: { ...id, amount: 7000, dueOn: '2026-03-03' } }).when(overdue('2026-03-05')).then([]);
  });

  it('records nothing once the balance is paid', () => {
    given(...history, received('balance', 7000, 2, null)).when(overdue('2026-03-04')).then([]);
  });
});

describe('payment plan: pay in full when booked late', () => {
  it('asks for the whole price at once when the balance would already be due', () => {
    const late = paymentTerms({ ...PLAN, balanceDueDays: 14 }, '2026-03-10', '2026-03-01');
    expect(late).toEqual({ depositPercent: 100, balanceDueOn: null, securityDeposit: 0 });
    const event = created();
    given({ ...event, data: { ...event.data, paymentTerms: late } }, events.slipAttached())
      .when(confirm)
      .then([events.confirmed('in_review'), received('deposit', FIXTURE_TOTAL, 1, SLIP)]);
  });
});

describe('payment plan: security deposit with deductions', () => {
  const plan = { ...PLAN, securityDeposit: 5000 };
  const paid = [
    createdWith(plan),
    events.confirmed('pending_payment'),
    received('deposit', 3000, 1, null),
    { type: 'BalanceSlipAttached', data: { ...id, paymentId: `${BOOKING_ID}:2`, amount: 12_000, ...BALANCE_SLIP } } as BookingEvent,
  ];
  const giveBack = (deductions: { amount: number; reason: string }[], today = '2026-03-12') =>
    ({ type: 'ReturnSecurityDeposit', data: { ...id, deductions, today, now: '2026-03-12T08:00:00.000Z', actor: admin } }) as const;

  it('collects the security deposit with the balance, each a payment of its own', () => {
    given(...paid)
      .when({ type: 'AcceptBalance', data: { ...id, now: LATER, actor: admin } })
      .then([received('balance', 7000, 2, BALANCE_SLIP, LATER), received('security_deposit', 5000, 3, BALANCE_SLIP, LATER)]);
  });

  const held = [...paid, received('balance', 7000, 2, BALANCE_SLIP, LATER), received('security_deposit', 5000, 3, BALANCE_SLIP, LATER)];

  it('returns it after check-out by transfer, less the deductions and their reasons', () => {
    given(...held)
      .when(giveBack([{ amount: 1200, reason: ' Broken lamp ' }]))
      .then([
        {
          type: 'SecurityDepositReturned',
          data: {
            ...id,
            paymentId: `${BOOKING_ID}:4`,
            held: 5000,
            amount: 3800,
            deductions: [{ amount: 1200, reason: 'Broken lamp' }],
            method: 'bank_transfer',
            actor: admin,
            at: '2026-03-12T08:00:00.000Z',
          },
        },
      ]);
  });

  it('refuses before check-out, deductions above what is held or without a reason, and a second return', () => {
    given(...held).when(giveBack([], '2026-03-11')).thenFails('conflict', 'payment.stayNotOver');
    given(...held).when(giveBack([{ amount: 6000, reason: 'Pool' }])).thenFails('validation', 'payment.deductionsAboveHeld');
    given(...held).when(giveBack([{ amount: 100, reason: '' }])).thenFails('validation', 'payment.deductionReasonRequired');
    expect(given(...held).when(giveBack([])).state()).toMatchObject({ securityReturned: true });
    const returned = {
      type: 'SecurityDepositReturned',
      data: { ...id, paymentId: `${BOOKING_ID}:4`, held: 5000, amount: 5000, deductions: [], method: 'bank_transfer', actor: admin, at: LATER },
    } as BookingEvent;
    given(...held, returned).when(giveBack([])).thenFails('conflict', 'payment.noSecurityDepositHeld');
  });

  it('lets an admin record the security deposit taken in cash on arrival instead', () => {
    const history = [createdWith(plan), events.confirmed('pending_payment'), received('deposit', 3000, 1, null), received('balance', 7000, 2, null)];
    const record = (amount: number) =>
      ({ type: 'RecordPayment', data: { ...id, kind: 'security_deposit', amount, method: 'cash', now: LATER, actor: admin } }) as const;
    given(...history)
      .when(record(5000))
      .then([
        {
          type: 'PaymentReceived',
          data: { ...id, paymentId: `${BOOKING_ID}:3`, kind: 'security_deposit', amount: 5000, method: 'cash', slipUrl: null, qrTransactionRef: null, actor: admin, at: LATER },
        },
      ]);
    given(...history).when(record(5001)).thenFails('validation', 'payment.amountOutOfRange');
  });
});
