import countries from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json';
import th from 'i18n-iso-countries/langs/th.json';

countries.registerLocale(en);
countries.registerLocale(th);

/** Every ISO 3166 country but Thailand (Thai guests need no TM30), named in `language`, sorted. */
export function nationalityOptions(language: 'th' | 'en'): { value: string; label: string }[] {
  const names = countries.getNames(language, { select: 'official' });
  return Object.entries(names)
    .filter(([code]) => code !== 'TH')
    .map(([value, label]) => ({ value, label }))
    .sort((a, b) => a.label.localeCompare(b.label, language));
}
