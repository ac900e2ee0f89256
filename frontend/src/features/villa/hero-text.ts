const THAI_LIMIT = 100;
const WORD_LIMIT = 20;

/**
 * Excerpts the server rendered the page with (entry-server.tsx sends them in `#ssr-state`): the
 * browser's word breaker (its own ICU dictionary) may cut Thai elsewhere than the server's, and the
 * hydrated text must be the server's, character for character.
 */
const rendered = new Map<string, string>();
const renderedKey = (text: string, language: string) => `${language}\u0000${text.trim().replace(/\s+/g, ' ')}`;

export function keepRenderedExcerpt(text: string, language: string, excerpt: string): void {
  rendered.set(renderedKey(text, language), excerpt);
}

const graphemeCount = (text: string) =>
  typeof Intl.Segmenter === 'function'
    ? Array.from(new Intl.Segmenter('th', { granularity: 'grapheme' }).segment(text)).length
    : Array.from(text).length;

/**
 * At most `limit` graphemes of Thai, cut between words (Intl.Segmenter's Thai dictionary: Thai
 * has no spaces between words). A first word longer than the limit is cut by grapheme, so a vowel
 * mark never loses its consonant.
 */
export function cutThai(text: string, limit: number): string {
  if (graphemeCount(text) <= limit) return text;
  if (typeof Intl.Segmenter !== 'function') return `${Array.from(text).slice(0, limit).join('').trimEnd()}…`;
  let kept = '';
  let count = 0;
  for (const { segment } of new Intl.Segmenter('th', { granularity: 'word' }).segment(text)) {
    const length = graphemeCount(segment);
    if (count + length > limit) break;
    kept += segment;
    count += length;
  }
  if (!kept.trim()) {
    const graphemes = Array.from(new Intl.Segmenter('th', { granularity: 'grapheme' }).segment(text), (part) => part.segment);
    kept = graphemes.slice(0, limit).join('');
  }
  return `${kept.trimEnd().replace(/[\s,.;:–—-]+$/u, '')}…`;
}

/**
 * The hero's short description (SPEC §9): 20 words, or 100 characters for Thai, which is written
 * without spaces between words and so is cut at the last whole word that fits.
 */
export function heroExcerpt(text: string, language: string): string {
  const clean = text.trim().replace(/\s+/g, ' ');
  const known = rendered.get(renderedKey(clean, language));
  if (known !== undefined) return known;
  if (language === 'th') return cutThai(clean, THAI_LIMIT);
  const words = clean.split(' ');
  return words.length > WORD_LIMIT ? `${words.slice(0, WORD_LIMIT).join(' ')}…` : clean;
}
