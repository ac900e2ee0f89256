import i18n, { type InitOptions, type Resource } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';

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
};

/**
 * Stored choice, then the browser's language; every change is cached in local storage (SPEC §1)
 * and in a cookie, which the server reads to render the landing page in the guest's language.
 */
const detection = {
  order: ['localStorage', 'cookie', 'navigator'],
  lookupLocalStorage: LANGUAGE_STORAGE_KEY,
  lookupCookie: LANGUAGE_STORAGE_KEY,
  caches: ['localStorage', 'cookie'],
  cookieMinutes: 60 * 24 * 365,
  cookieOptions: { path: '/', sameSite: 'lax' as const },
};

/** The current interface language, narrowed to the two the site speaks. */
export function currentLanguage(language: string | undefined = i18n.resolvedLanguage): UiLanguage {
  return language?.startsWith('en') ? 'en' : 'th';
}

/**
 * The browser setup: stored choice, then the browser's language; translations fetched from
 * /locales with the spec's retry settings (SPEC §9). `language`: the language of the HTML the server
 * rendered, which hydration must match.
 */
export function initI18n(language?: UiLanguage) {
  return i18n
    .use(HttpBackend)
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      ...shared,
      detection,
      ...(language && { lng: language }),
      ns: [...STARTUP_NAMESPACES],
      backend: { loadPath: '/locales/{{lng}}/{{ns}}.json' },
      // i18next-http-backend options for loading retries live at the root of the init options.
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
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({ ...shared, resources, detection, initAsync: false });
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
