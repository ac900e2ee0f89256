import { pageLanguage } from './landing-language';

describe('pageLanguage', () => {
  it('follows the stored choice first', () => {
    expect(pageLanguage('theme=dark; language=en', 'th-TH,th;q=0.9')).toBe('en');
    expect(pageLanguage('language=th', 'en-US,en;q=0.9')).toBe('th');
  });

  it('else takes the preferred of Thai and English from Accept-Language', () => {
    expect(pageLanguage(undefined, 'en-GB,en;q=0.9,th;q=0.8')).toBe('en');
    expect(pageLanguage(undefined, 'de-DE,de;q=0.9,th;q=0.8,en;q=0.7')).toBe('th');
    expect(pageLanguage(undefined, 'th;q=0.5, en;q=0.8')).toBe('en');
    expect(pageLanguage('language=fr', 'en')).toBe('en');
  });

  it('is Thai otherwise', () => {
    expect(pageLanguage(undefined, undefined)).toBe('th');
    expect(pageLanguage('', 'de-DE,fr;q=0.8')).toBe('th');
    expect(pageLanguage(undefined, 'en;q=0')).toBe('th');
  });
});
