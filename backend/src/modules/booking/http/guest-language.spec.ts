import { guestLanguage } from './guest-language';

describe('guestLanguage', () => {
  it('keeps the language the SPA sent', () => {
    expect(guestLanguage('en', 'th-TH,th;q=0.9')).toBe('en');
  });

  it("falls back to the browser's preferred language among Thai and English", () => {
    expect(guestLanguage(undefined, 'en-GB,en;q=0.9')).toBe('en');
    expect(guestLanguage(undefined, 'de-DE,de;q=0.9,en;q=0.8,th;q=0.7')).toBe('en');
    expect(guestLanguage(undefined, 'en;q=0.5, th;q=0.8')).toBe('th');
    expect(guestLanguage(undefined, 'en;q=0')).toBe('th');
  });

  it('is Thai when nothing says otherwise', () => {
    expect(guestLanguage(undefined, undefined)).toBe('th');
    expect(guestLanguage(undefined, 'fr-FR,*;q=0.5')).toBe('th');
  });
});
