import i18n, { type InitOptions, type Resource } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';

export const LANGUAGE_STORAGE_KEY = 'language';
export const NAMESPACES = ['common', 'booking', 'villa', 'validation', 'admin'] as const;

const shared: InitOptions = {
  fallbackLng: 'th',
  supportedLngs: ['th', 'en'],
  ns: [...NAMESPACES],
  defaultNS: 'common',
  interpolation: { escapeValue: false },
};

/**
 * The browser setup: stored choice, then the browser's language; translations fetched from
 * /locales with the spec's retry settings (SPEC §9).
 */
export function initI18n() {
  return i18n
    .use(HttpBackend)
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      ...shared,
      detection: { order: ['localStorage', 'navigator'], lookupLocalStorage: LANGUAGE_STORAGE_KEY, caches: ['localStorage'] },
      backend: { loadPath: '/locales/{{lng}}/{{ns}}.json' },
      // i18next-http-backend options for loading retries live at the root of the init options.
      maxRetries: 5,
      retryTimeout: 350,
      maxParallelReads: 10,
    } as InitOptions);
}

/** Tests: the same namespaces from in-memory resources, in the given language. */
export function initI18nForTests(resources: Resource, lng: string) {
  return i18n.use(initReactI18next).init({ ...shared, resources, lng, initAsync: false });
}

export { i18n };
