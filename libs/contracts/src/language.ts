/** The site's two languages; every text a guest or owner reads exists in both. */
export const LANGUAGES = ['th', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

export type LocalizedText = Record<Language, string>;
