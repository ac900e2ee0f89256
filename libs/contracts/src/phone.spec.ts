import { checkPhone, formatPhone, phoneCountries, phoneCountry, typedPhoneCountry } from './phone';

describe('checkPhone', () => {
  it.each([
    ['0812345678', '0812345678'],
    ['081-234-5678', '0812345678'],
    ['(081) 234-5678', '0812345678'],
    [' 081 234 5678 ', '0812345678'],
  ])('keeps a Thai local number %p as its 10 digits', (input, phone) => {
    expect(checkPhone(input)).toEqual({ ok: true, phone });
  });

  it.each(['08123', '08123456789', '081234567a', '', '66812345678'])('refuses %p with the spec rule', (input) => {
    expect(checkPhone(input)).toEqual({ ok: false, code: 'booking.phoneInvalid' });
  });

  it.each([
    ['+66 81 234 5678', '+66812345678'],
    ['+44 7700 900123', '+447700900123'],
    ['+1 415 555 0123', '+14155550123'],
    ['+1 (415) 555-0123', '+14155550123'],
    ['+49 30 123456', '+4930123456'],
  ])('stores %p with its country code as E.164', (input, phone) => {
    expect(checkPhone(input)).toEqual({ ok: true, phone });
  });

  it('reads a national number typed after picking its country', () => {
    expect(checkPhone('07700 900123', 'GB')).toEqual({ ok: true, phone: '+447700900123' });
    expect(checkPhone('415 555 0123', 'US')).toEqual({ ok: true, phone: '+14155550123' });
  });

  it.each(['+66 12', '+44 12345', '+1 415 555', '+999 1234567', '+44 7700 9001234567', '+44 7700 abc123', '++447700900123', '+'])(
    'refuses the malformed %p',
    (input) => {
      expect(checkPhone(input)).toEqual({ ok: false, code: 'booking.phoneInvalidInternational' });
    },
  );
});

describe('formatPhone', () => {
  it('shows E.164 in international format and a Thai local number as kept', () => {
    expect(formatPhone('+447700900123')).toBe('+44 7700 900123');
    expect(formatPhone('+66812345678')).toBe('+66 81 234 5678');
    expect(formatPhone('0812345678')).toBe('0812345678');
  });
});

describe('phoneCountry and phoneCountries', () => {
  it('finds the country of a stored number, Thailand otherwise', () => {
    expect(phoneCountry('+447700900123')).toBe('GB');
    expect(phoneCountry('+14155550123')).toBe('US');
    expect(phoneCountry('0812345678')).toBe('TH');
    expect(phoneCountry(undefined)).toBe('TH');
  });

  it('offers Thailand first, each country once', () => {
    const options = phoneCountries();
    expect(options[0]).toEqual({ country: 'TH', callingCode: '66' });
    expect(new Set(options.map((o) => o.country)).size).toBe(options.length);
    expect(options).toContainEqual({ country: 'GB', callingCode: '44' });
  });
});

describe('typedPhoneCountry', () => {
  it.each([
    ['+44', 'GB'],
    ['+44 7700 900123', 'GB'],
    ['+1 415', 'US'],
    ['+1 (416) 555-0123', 'CA'],
    ['+66 81', 'TH'],
    ['+7 701', 'KZ'],
  ])('names the country of %s', (typed, country) => {
    expect(typedPhoneCountry(typed)).toBe(country);
  });

  it.each(['', '+', '+4', '081 234 5678', 'call me'])('names none for %p', (typed) => {
    expect(typedPhoneCountry(typed)).toBeUndefined();
  });
});
