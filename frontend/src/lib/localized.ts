import type { LocalizedText } from '@baan-talay/contracts';

/**
 * Villa content in the current language, falling back to English when that text is empty
 * (SPEC §1), then to Thai, then to ''.
 */
export function pickLocalized(text: Partial<LocalizedText> | null | undefined, language: string): string {
  if (!text) return '';
  const own = text[language as keyof LocalizedText]?.trim();
  return own || text.en?.trim() || text.th?.trim() || '';
}
