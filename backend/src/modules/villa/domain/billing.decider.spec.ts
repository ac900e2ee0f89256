import { deciderSpec } from '../../../../test/support/decider-spec';
import { villaDecider } from './villa.decider';
import { defaultVilla } from './villa.defaults';

const { given } = deciderSpec(villaDecider);
const created = { type: 'VillaCreated', data: { villa: defaultVilla() } } as const;
const update = (changes: object) => ({ type: 'UpdateBillingSettings', data: { changes } }) as const;

describe('villa decider: billing settings', () => {
  it('records taxes and fees, keeping the settings not sent', () => {
    const when = given(created).when(update({ charges: { cleaningFee: 1500, serviceChargePercent: 10, serviceChargeIncluded: false, vatPercent: 7, vatIncluded: false } }));
    when.then([
      {
        type: 'BillingSettingsUpdated',
        data: {
          changes: {
            charges: { cleaningFee: 1500, extraGuestFee: 0, guestsIncluded: 0, serviceChargePercent: 10, serviceChargeIncluded: false, vatPercent: 7, vatIncluded: false },
          },
        },
      },
    ]);
    expect(when.state()?.billing?.cancellationTiers).toEqual([]);
  });

  it('sorts the cancellation tiers, most days first', () => {
    given(created)
      .when(update({ cancellationTiers: [{ daysBefore: 14, refundPercent: 50 }, { daysBefore: 30, refundPercent: 100 }] }))
      .then([{ type: 'BillingSettingsUpdated', data: { changes: { cancellationTiers: [{ daysBefore: 30, refundPercent: 100 }, { daysBefore: 14, refundPercent: 50 }] } } }]);
  });

  it('refuses a tier closer to arrival that refunds more', () => {
    given(created)
      .when(update({ cancellationTiers: [{ daysBefore: 30, refundPercent: 50 }, { daysBefore: 14, refundPercent: 100 }] }))
      .thenFails('validation', 'villa.tiersNotDescending');
  });

  it('refuses a VAT percentage with more than two decimals', () => {
    given(created).when(update({ charges: { vatPercent: 7.125 } })).thenFails('validation', 'villa.percentInvalid', { field: 'vatPercent' });
  });

  it('checks the seller\'s tax id and needs the legal name with it; the branch defaults to the head office', () => {
    given(created).when(update({ seller: { taxId: '0105558000017', legalName: { th: 'บริษัท บ้านทะเล จำกัด', en: '' } } })).thenFails('validation', 'billing.taxIdInvalid');
    given(created).when(update({ seller: { taxId: '0105558000014' } })).thenFails('validation', 'billing.legalNameRequired');
    given(created)
      .when(update({ seller: { taxId: '0-1055-58000-01-4', legalName: { th: 'บริษัท บ้านทะเล จำกัด', en: 'Baan Talay Co., Ltd.' }, branch: '' } }))
      .then([
        {
          type: 'BillingSettingsUpdated',
          data: {
            changes: {
              seller: { legalName: { th: 'บริษัท บ้านทะเล จำกัด', en: 'Baan Talay Co., Ltd.' }, address: { th: '', en: '' }, taxId: '0105558000014', branch: '00000' },
            },
          },
        },
      ]);
  });

  it('records nothing when nothing changes', () => {
    given(created).when(update({ cancellationTiers: [] })).then([]);
  });
});
