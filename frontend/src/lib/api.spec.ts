import { initI18nForTests } from './i18n';
import { errorMessage } from './api';
import { loadResources } from '../testing/render';

const refusal = (code: string, message: string, params: object = {}) => ({ status: 409, data: { statusCode: 409, code, message, params } });

describe('errorMessage', () => {
  it('translates the server error code in the current language', async () => {
    await initI18nForTests(loadResources(), 'th');
    expect(errorMessage(refusal('booking.nightsTaken', 'Sorry, some of these nights are no longer available.'), 'fallback')).toBe(
      'ขออภัย คืนที่เลือกเพิ่งถูกจองโดยผู้อื่น กรุณาเลือกวันอื่น',
    );
  });

  it("fills the code's params, statuses named in the site's language", async () => {
    const refused = refusal('booking.transitionNotAllowed', 'Cannot change the booking status from cancelled to confirmed', {
      from: 'cancelled',
      to: 'confirmed',
    });
    await initI18nForTests(loadResources(), 'th');
    expect(errorMessage(refused, 'fallback')).toBe('ไม่สามารถเปลี่ยนสถานะจาก ยกเลิกแล้ว เป็น ยืนยันแล้ว ได้');
    await initI18nForTests(loadResources(), 'en');
    expect(errorMessage(refused, 'fallback')).toBe('The status cannot change from cancelled to confirmed.');
    expect(errorMessage(refusal('stay.tooLong', 'The maximum stay is 30 nights', { max: 30 }), 'fallback')).toBe('The maximum stay is 30 nights.');
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

  it('names the field a refused null was sent in, in both languages', async () => {
    const refused = { status: 400, data: { statusCode: 400, code: 'request.nullNotAllowed', message: 'paymentMethod must not be null', params: { field: 'paymentMethod' } } };
    await initI18nForTests(loadResources(), 'th');
    expect(errorMessage(refused, 'fallback')).toBe('ช่อง paymentMethod ต้องมีค่า ไม่รับค่าว่าง (null)');
    await initI18nForTests(loadResources(), 'en');
    expect(errorMessage(refused, 'fallback')).toBe('paymentMethod must have a value: empty (null) is not accepted here.');
  });
});
