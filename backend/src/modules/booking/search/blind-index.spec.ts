import { randomBytes } from 'node:crypto';
import { BlindIndex, nameWords, normalisedEmail, normalisedPhone } from './blind-index';

describe('blind index of the guest search', () => {
  const index = new BlindIndex(randomBytes(32));

  it('normalises a phone to E.164 (a Thai number by default), whatever the separators', () => {
    for (const typed of ['0812345678', '081-234-5678', '(081) 234 5678', '+66 81 234 5678', '+66812345678']) expect(normalisedPhone(typed)).toBe('+66812345678');
    expect(normalisedPhone('+44 7700 900123')).toBe('+447700900123');
    expect(normalisedPhone('12345')).toBeNull();
    expect(normalisedPhone('081111')).toBeNull();
    expect(normalisedPhone('somchai')).toBeNull();
  });

  it('normalises an e-mail to lower case and refuses what is not one', () => {
    expect(normalisedEmail('  Somchai.R@Example.COM ')).toBe('somchai.r@example.com');
    expect(normalisedEmail('somchai')).toBeNull();
  });

  it('splits names into words, Thai included', () => {
    expect(nameWords('Somchai  Rakthai-Jaidee')).toEqual(['somchai', 'rakthai', 'jaidee']);
    expect(nameWords('สมชาย ใจดี')).toEqual(['สมชาย', 'ใจดี']);
  });

  it('gives equal tokens for equal values, and tokens that depend on the key', () => {
    expect(index.contactTokens('A@B.co', '0812345678')).toEqual(index.terms('a@b.co').contact.concat(index.terms('+66 81 234 5678').contact));
    expect(index.nameTokens('Somchai', 'Jaidee')).toEqual(index.terms('somchai jaidee').names);
    expect(new BlindIndex(randomBytes(32)).nameTokens('Somchai')).not.toEqual(index.nameTokens('Somchai'));
    expect(index.contactTokens(null, null)).toBeNull();
    expect(index.nameTokens('', null)).toBeNull();
  });
});
