import { languageDetector } from './language-detector';

describe('the language detector', () => {
  const detector = languageDetector('language');
  const clearCookie = () => (document.cookie = 'language=; path=/; max-age=0');
  beforeEach(() => {
    window.localStorage.clear();
    clearCookie();
  });

  it('puts the stored choice first, then the cookie, then the browser languages', () => {
    expect(detector.detect()).toEqual([...navigator.languages]);
    document.cookie = 'language=en; path=/';
    expect(detector.detect()).toEqual(['en', ...navigator.languages]);
    window.localStorage.setItem('language', 'th');
    expect(detector.detect()).toEqual(['th', 'en', ...navigator.languages]);
  });

  it('keeps a choice in local storage and in the cookie the server reads', () => {
    detector.cacheUserLanguage?.('en');
    expect(window.localStorage.getItem('language')).toBe('en');
    expect(document.cookie.split('; ')).toContain('language=en');
  });
});
