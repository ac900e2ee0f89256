/**
 * Breaks text into lines no wider than `maxWidth` at word boundaries. Thai has no spaces between
 * words, so a break-at-space wrapper would split it mid-word or not at all: the ICU word segmenter
 * finds the boundaries (it also handles Latin text and mixed lines).
 */
export function wrapWords(
  text: string,
  maxWidth: number,
  measure: (text: string) => number,
  locale = 'th',
): string[] {
  const segmenter = new Intl.Segmenter(locale, { granularity: 'word' });
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const { segment } of segmenter.segment(paragraph)) {
      const candidate = line + segment;
      if (measure(candidate.trimEnd()) <= maxWidth) {
        line = candidate;
        continue;
      }
      if (line.trim()) lines.push(line.trimEnd());
      line = segment.trimStart();
      // One word wider than the line (a long e-mail address): split it by grapheme instead.
      while (measure(line) > maxWidth) {
        const [head, rest] = splitGraphemes(line, maxWidth, measure);
        lines.push(head);
        line = rest;
      }
    }
    lines.push(line.trimEnd());
  }
  return lines;
}

function splitGraphemes(word: string, maxWidth: number, measure: (text: string) => number): [string, string] {
  const graphemes = [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(word)].map((g) => g.segment);
  let head = graphemes[0] ?? '';
  let taken = 1;
  while (taken < graphemes.length && measure(head + graphemes[taken]) <= maxWidth) head += graphemes[taken++];
  return [head, graphemes.slice(taken).join('')];
}
