import { DEFAULT_PAYMENT_PLAN } from '@baan-talay/contracts';
import { deciderSpec } from '../../../../test/support/decider-spec';
import type { VillaEvent } from './villa.events';
import { villaDecider } from './villa.decider';
import { defaultVilla } from './villa.defaults';

const { given } = deciderSpec(villaDecider);
const created: VillaEvent = { type: 'VillaCreated', data: { villa: defaultVilla() } };
const plan = (paymentPlan: object) => ({ type: 'UpdateVilla', data: { changes: { paymentPlan } } }) as const;

describe('villa decider: the payment plan (issue 30)', () => {
  it('starts paid in full, as before plans existed', () => {
    given(created).when(plan({ depositPercent: 100 })).then([]);
  });

  it('records only what changes, and the villa then has it', () => {
    const when = given(created).when(plan({ depositPercent: 30, balanceDueDays: 30, securityDeposit: 5000, autoCancelOverdueBalance: false }));
    when.then([{ type: 'PaymentPlanUpdated', data: { changes: { depositPercent: 30, securityDeposit: 5000 } } }]);
    expect(when.state()).toMatchObject({ paymentPlan: { ...DEFAULT_PAYMENT_PLAN, depositPercent: 30, securityDeposit: 5000 } });
  });

  it.each([
    [{ depositPercent: 0 }, 'depositPercent'],
    [{ depositPercent: 101 }, 'depositPercent'],
    [{ balanceDueDays: 12.5 }, 'balanceDueDays'],
    [{ securityDeposit: -1 }, 'securityDeposit'],
  ])('refuses %j with the field named', (changes, field) => {
    given(created).when(plan(changes)).thenFails('validation', 'villa.numberOutOfRange', expect.objectContaining({ field }));
  });

  it('takes automatic cancellation only as on or off', () => {
    given(created).when(plan({ autoCancelOverdueBalance: 'yes' })).thenFails('validation', 'villa.notBoolean');
    given(created).when(plan({ autoCancelOverdueBalance: true })).then([{ type: 'PaymentPlanUpdated', data: { changes: { autoCancelOverdueBalance: true } } }]);
  });
});
