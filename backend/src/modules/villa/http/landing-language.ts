export type PageLanguage = 'th' | 'en';

const COOKIE = /(?:^|;\s*)language=(th|en)(?:;|$)/;

/**
 * The language of the server-rendered landing page, as the browser's i18next would pick it: the
 * guest's stored choice (the `language` cookie the site writes), else the first of Thai or English
 * in Accept-Language by preference, else Thai.
 */
export function pageLanguage(cookie: string | undefined, acceptLanguage: string | undefined): PageLanguage {
  const stored = COOKIE.exec(cookie ?? '')?.[1];
  if (stored === 'th' || stored === 'en') return stored;
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag, q: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ tag, q }) => tag && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    if (tag === 'th' || tag.startsWith('th-')) return 'th';
    if (tag === 'en' || tag.startsWith('en-')) return 'en';
  }
  return 'th';
}
