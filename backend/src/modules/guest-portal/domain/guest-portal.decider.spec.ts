import { deciderSpec } from '../../../../test/support/decider-spec';
import { guestPortalDecider } from './guest-portal.decider';
import { DEFAULT_EMAILS } from './guest-portal.defaults';

const { given } = deciderSpec(guestPortalDecider);
const section = (id: string, en: string, extra: object = {}) => ({ id, title: { th: '', en }, body: { th: 'ไทย', en: `${en} text` }, mapUrl: '', ...extra });

describe('guest portal decider: the owner’s settings', () => {
  it('keeps the house manual in the owner’s order, trimmed, and records nothing when it is the same', () => {
    const arrival = { ...section('a', 'Arrival', { mapUrl: 'https://maps.app.goo.gl/x' }), title: { th: '', en: ' Arrival ' } };
    const when = given().when({ type: 'SetHouseManual', data: { sections: [arrival, section('b', 'Wi-Fi')] } });
    when.then([{ type: 'HouseManualChanged', data: { sections: [section('a', 'Arrival', { mapUrl: 'https://maps.app.goo.gl/x' }), section('b', 'Wi-Fi')] } }]);
    given(...[{ type: 'HouseManualChanged' as const, data: { sections: [section('b', 'Wi-Fi')] } }])
      .when({ type: 'SetHouseManual', data: { sections: [section('b', 'Wi-Fi')] } })
      .then([]);
  });

  it('refuses a section without a title, a map link that is not https and too many sections', () => {
    given().when({ type: 'SetHouseManual', data: { sections: [section('a', ' ')] } }).thenFails('validation', 'portal.textRequired', { field: 'title' });
    given().when({ type: 'SetHouseManual', data: { sections: [section('a', 'Map', { mapUrl: 'javascript:alert(1)' })] } }).thenFails('validation', 'portal.mapUrlInvalid');
    const many = Array.from({ length: 31 }, (_, i) => section(String(i), `S${i}`));
    given().when({ type: 'SetHouseManual', data: { sections: many } }).thenFails('validation', 'portal.tooManySections', { max: 30 });
  });

  it('records the secrets’ names only, never their values', () => {
    const secrets = [{ id: 's1', label: { th: 'รหัสประตู', en: 'Door code' }, value: '4711' }];
    const [event] = guestPortalDecider.decide({ type: 'SetPortalSecrets', data: { secrets } }, guestPortalDecider.initialState);
    expect(event).toEqual({ type: 'PortalSecretsChanged', data: { labels: [{ id: 's1', label: { th: 'รหัสประตู', en: 'Door code' } }] } });
    expect(JSON.stringify(event)).not.toContain('4711');
    given().when({ type: 'SetPortalSecrets', data: { secrets: [{ ...secrets[0], value: ' ' }] } }).thenFails('validation', 'portal.secretValueRequired');
  });

  it('defaults to secrets two days before check-in and the pre-arrival e-mail three days before', () => {
    expect(guestPortalDecider.initialState.settings).toEqual({ secretsDaysBefore: 2, preArrivalDaysBefore: 3 });
    given().when({ type: 'SetPortalSettings', data: { secretsDaysBefore: 1 } }).then([
      { type: 'PortalSettingsChanged', data: { secretsDaysBefore: 1, preArrivalDaysBefore: 3 } },
    ]);
    given().when({ type: 'SetPortalSettings', data: { secretsDaysBefore: 31 } }).thenFails('validation', 'portal.daysInvalid');
    given().when({ type: 'SetPortalSettings', data: { preArrivalDaysBefore: 0 } }).thenFails('validation', 'portal.daysInvalid');
  });

  it('turns an e-mail off, and needs both languages for one that is sent', () => {
    const off = { ...DEFAULT_EMAILS.thank_you, enabled: false };
    given().when({ type: 'SetGuestEmailTemplate', data: off }).then([{ type: 'GuestEmailTemplateChanged', data: off }]);
    const thaiMissing = { ...DEFAULT_EMAILS.pre_arrival, body: { th: '', en: 'Hello' } };
    given().when({ type: 'SetGuestEmailTemplate', data: thaiMissing }).thenFails('validation', 'portal.emailTextMissing', { language: 'th' });
    given().when({ type: 'SetGuestEmailTemplate', data: DEFAULT_EMAILS.pre_arrival }).then([]);
  });
});
