import i18n, { type InitOptions, type ReadCallback, type Resource, type ResourceKey } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { languageDetector } from './language-detector';

export const LANGUAGE_STORAGE_KEY = 'language';
export const NAMESPACES = ['common', 'booking', 'villa', 'validation', 'admin'] as const;
/**
 * What the guest site needs before its first render (index.html preloads these files). `admin` is
 * read when the admin area first asks for it (react-i18next loads a missing namespace and waits),
 * so the landing page does not download the admin texts in both languages.
 */
export const STARTUP_NAMESPACES = ['common', 'booking', 'villa', 'validation'] as const;
export const SUPPORTED_LANGUAGES = ['th', 'en'] as const;
export type UiLanguage = (typeof SUPPORTED_LANGUAGES)[number];

const shared: InitOptions = {
  fallbackLng: 'th',
  supportedLngs: [...SUPPORTED_LANGUAGES],
  // 'en-US' from the browser means 'en'.
  nonExplicitSupportedLngs: true,
  load: 'languageOnly',
  ns: [...NAMESPACES],
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  // i18next's console advertisement on every init (each test file, each server render).
  showSupportNotice: false,
};

/** The current interface language, narrowed to the two the site speaks. */
export function currentLanguage(language: string | undefined = i18n.resolvedLanguage): UiLanguage {
  return language?.startsWith('en') ? 'en' : 'th';
}

/**
 * One namespace of one language from /locales (served precompressed, revalidated by ETag). A
 * network failure or a 5xx answer asks i18next to try again (`maxRetries`, `retryTimeout` below,
 * doubling the wait), as i18next-http-backend did; a 4xx or a file that is not JSON does not. Through
 * i18next-resources-to-backend and the browser's fetch: 4 KB gzip less before `/` is interactive
 * than i18next-http-backend with its XMLHttpRequest fallbacks (issue 18).
 */
export function readLocale(language: string, namespace: string, callback: ReadCallback) {
  fetch(`/locales/${language}/${namespace}.json`).then(
    (response) => {
      if (!response.ok) return callback(new Error(`/locales/${language}/${namespace}.json: ${response.status}`), response.status >= 500);
      return response.json().then(
        (data: ResourceKey) => callback(null, data),
        (error: Error) => callback(error, false),
      );
    },
    (error: Error) => callback(error, true),
  );
}

/**
 * The browser setup: stored choice, then the browser's language, every change kept in local
 * storage (SPEC §1) and in a cookie the server reads (language-detector.ts); translations fetched from
 * /locales with the spec's retry settings (SPEC §9). `language`: the language of the HTML the server
 * rendered, which hydration must match.
 */
export function initI18n(language?: UiLanguage) {
  return i18n
    .use(resourcesToBackend(readLocale))
    .use(languageDetector(LANGUAGE_STORAGE_KEY))
    .use(initReactI18next)
    .init({
      ...shared,
      ...(language && { lng: language }),
      ns: [...STARTUP_NAMESPACES],
      // i18next's own retries of a backend read that failed with its retry flag set (readLocale).
      maxRetries: 5,
      retryTimeout: 350,
      maxParallelReads: 10,
    } as InitOptions);
}

/**
 * Tests: the same namespaces from in-memory resources. With a language it is fixed; without one
 * the browser's detection runs as in the app (stored choice, then navigator, cached).
 */
export function initI18nForTests(resources: Resource, lng?: string) {
  if (lng) return i18n.use(initReactI18next).init({ ...shared, resources, lng, initAsync: false });
  return i18n
    .use(languageDetector(LANGUAGE_STORAGE_KEY))
    .use(initReactI18next)
    .init({ ...shared, resources, initAsync: false });
}

/**
 * The server's setup for one render: its own instance with the translations given, ready at once
 * (`initAsync: false`), so rendering never waits and never reads another request's language.
 */
export function createServerI18n(resources: Resource, language: UiLanguage) {
  const instance = i18n.createInstance();
  void instance.use(initReactI18next).init({ ...shared, resources, lng: language, ns: [...STARTUP_NAMESPACES], initAsync: false });
  return instance;
}

export { i18n };
