import { LINE_ID_PATTERN, VILLA_TIME_PATTERN, compactContactPhone, promptPayDigits, villaNumberRange } from './villa-rules';

describe('villa rules', () => {
  it('bounds each villa number, and any other from 0', () => {
    expect(villaNumberRange('maxGuests')).toEqual([1, 100]);
    expect(villaNumberRange('paymentWindowMinutes')).toEqual([5, 10_080]);
    expect(villaNumberRange('somethingElse')).toEqual([0, Number.MAX_SAFE_INTEGER]);
  });

  it('takes a contact phone with the separators people type, 6 to 15 digits', () => {
    expect(compactContactPhone('+66 (81) 234-5678')).toBe('+66812345678');
    expect(compactContactPhone('12345')).toBeNull();
    expect(compactContactPhone('081 234 567 890 1234')).toBeNull();
  });

  it('takes a PromptPay id as a 10-digit mobile number, a 13-digit tax id or a 15-digit e-wallet id', () => {
    expect(promptPayDigits('081-234-5678')).toBe('0812345678');
    expect(promptPayDigits('1 2345 67890 12 3')).toBe('1234567890123');
    expect(promptPayDigits('1812345678')).toBeNull();
    expect(promptPayDigits('')).toBeNull();
  });

  it('checks times and LINE IDs', () => {
    expect(VILLA_TIME_PATTERN.test('14:00')).toBe(true);
    expect(VILLA_TIME_PATTERN.test('24:00')).toBe(false);
    expect(LINE_ID_PATTERN.test('@baan.talay')).toBe(true);
    expect(LINE_ID_PATTERN.test('baan talay')).toBe(false);
  });
});
