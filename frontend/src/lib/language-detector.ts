import type { LanguageDetectorModule } from 'i18next';

const YEAR_SECONDS = 60 * 60 * 24 * 365;

function storedLanguage(key: string): string | undefined {
  try {
    return window.localStorage.getItem(key) ?? undefined;
  } catch {
    return undefined; // storage refused (private mode, blocked cookies)
  }
}

function cookieLanguage(key: string): string | undefined {
  const pair = document.cookie.split('; ').find((entry) => entry.startsWith(`${key}=`));
  return pair ? decodeURIComponent(pair.slice(key.length + 1)) : undefined;
}

/**
 * The guest's language: the stored choice (local storage, then the cookie the server also reads to
 * render the landing page), then the browser's languages in order; i18next takes the first it
 * supports. A change is kept in both. It does what i18next-browser-languagedetector did here with
 * the three sources the site uses, in a tenth of its size: the landing page must be interactive on
 * 150 KB of JavaScript (issue 18).
 */
export function languageDetector(key: string): LanguageDetectorModule {
  return {
    type: 'languageDetector',
    detect: () =>
      [storedLanguage(key), cookieLanguage(key), ...(navigator.languages ?? [navigator.language])].filter(
        (language): language is string => Boolean(language),
      ),
    cacheUserLanguage: (language: string) => {
      try {
        window.localStorage.setItem(key, language);
      } catch {
        // storage refused: the cookie still keeps the choice
      }
      document.cookie = `${key}=${encodeURIComponent(language)}; path=/; max-age=${YEAR_SECONDS}; samesite=lax`;
    },
  };
}
