const THAI_LIMIT = 100;
const WORD_LIMIT = 20;

/**
 * The hero's short description (SPEC §9): 20 words, or 100 characters for Thai, which is written
 * without spaces between words. Thai is cut by grapheme so a vowel mark never loses its consonant.
 */
export function heroExcerpt(text: string, language: string): string {
  const clean = text.trim().replace(/\s+/g, ' ');
  if (language === 'th') {
    const graphemes =
      typeof Intl.Segmenter === 'function'
        ? Array.from(new Intl.Segmenter('th', { granularity: 'grapheme' }).segment(clean), (part) => part.segment)
        : Array.from(clean);
    return graphemes.length > THAI_LIMIT ? `${graphemes.slice(0, THAI_LIMIT).join('').trimEnd()}…` : clean;
  }
  const words = clean.split(' ');
  return words.length > WORD_LIMIT ? `${words.slice(0, WORD_LIMIT).join(' ')}…` : clean;
}
