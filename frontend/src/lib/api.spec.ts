import { initI18nForTests } from './i18n';
import { errorMessage } from './api';
import { loadResources } from '../testing/render';

const refusal = (code: string, message: string) => ({ status: 409, data: { statusCode: 409, code, message, params: {} } });

describe('errorMessage', () => {
  it('translates the server error code in the current language', async () => {
    await initI18nForTests(loadResources(), 'th');
    expect(errorMessage(refusal('booking.nightsTaken', 'Sorry, some of these nights are no longer available.'), 'fallback')).toBe(
      'ขออภัย คืนที่เลือกเพิ่งถูกจองโดยผู้อื่น กรุณาเลือกวันอื่น',
    );
  });

  it('never shows an untranslated English message on the Thai site', async () => {
    await initI18nForTests(loadResources(), 'th');
    expect(errorMessage(refusal('some.unknownCode', 'An English sentence'), 'ข้อความสำรอง')).toBe('ข้อความสำรอง');
  });

  it("prefers the server's message on the English site when the code has no text", async () => {
    await initI18nForTests(loadResources(), 'en');
    expect(errorMessage(refusal('some.unknownCode', 'Server says no'), 'fallback')).toBe('Server says no');
    expect(errorMessage({ status: 'FETCH_ERROR' }, 'fallback')).toBe('fallback');
  });
});
