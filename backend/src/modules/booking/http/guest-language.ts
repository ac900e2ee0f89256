import { LANGUAGES, type Language } from '@baan-talay/contracts';

/**
 * The booking's language when the SPA did not send one (SPEC §1): the first of Thai or English the
 * browser's `Accept-Language` prefers (by q-value, then order), else Thai.
 */
export function guestLanguage(sent: Language | undefined, acceptLanguage: string | undefined): Language {
  if (sent) return sent;
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag, ...options] = part.trim().toLowerCase().split(';');
      const q = options.map((option) => /^\s*q=([0-9.]+)\s*$/.exec(option)?.[1]).find(Boolean);
      return { base: tag.split('-')[0], q: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ base, q }) => q > 0 && (LANGUAGES as readonly string[]).includes(base))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return (ranked[0]?.base as Language | undefined) ?? 'th';
}
