import { DEFAULT_PAYMENT_PLAN } from '@baan-talay/contracts';
import { depositAmount, paymentTerms } from './payment-plan';

const plan = { ...DEFAULT_PAYMENT_PLAN, depositPercent: 30, balanceDueDays: 14, securityDeposit: 5000 };

describe('paymentTerms', () => {
  it('takes a deposit and sets the balance N days before check-in', () => {
    expect(paymentTerms(plan, '2027-03-20', '2027-01-10')).toEqual({ depositPercent: 30, balanceDueOn: '2027-03-06', securityDeposit: 5000 });
  });

  it('asks for everything at once when the stay is booked on or after the balance would be due', () => {
    expect(paymentTerms(plan, '2027-03-20', '2027-03-06')).toEqual({ depositPercent: 100, balanceDueOn: null, securityDeposit: 5000 });
    expect(paymentTerms(plan, '2027-03-20', '2027-03-05').depositPercent).toBe(30);
  });

  it('is paying in full with a 100 % deposit, today’s behaviour', () => {
    expect(paymentTerms(DEFAULT_PAYMENT_PLAN, '2027-03-20', '2027-01-10')).toEqual({ depositPercent: 100, balanceDueOn: null, securityDeposit: 0 });
  });
});

describe('depositAmount', () => {
  it('rounds the deposit up to whole baht', () => {
    expect(depositAmount(10_001, 30)).toBe(3001);
    expect(depositAmount(36_000, 30)).toBe(10_800);
    expect(depositAmount(36_000, 100)).toBe(36_000);
  });
});
