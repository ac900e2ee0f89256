import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const localesDir = join(__dirname, '..', '..', 'public', 'locales');

/**
 * Every leaf key of a translation file, dotted (`errors.selectDates`), plural suffixes folded: Thai
 * has one plural form (`nights_other`) where English has two (`nights_one`, `nights_other`).
 */
function keys(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [prefix.replace(/_(zero|one|two|few|many|other)$/, '')];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

const read = (language: string, file: string) => JSON.parse(readFileSync(join(localesDir, language, file), 'utf8')) as unknown;

describe('translation files', () => {
  const namespaces = readdirSync(join(localesDir, 'th')).filter((file) => file.endsWith('.json'));

  it('both languages have the same namespaces', () => {
    expect(readdirSync(join(localesDir, 'en')).filter((file) => file.endsWith('.json')).sort()).toEqual([...namespaces].sort());
  });

  it.each(namespaces)('%s: every key exists in Thai and English', (file) => {
    const th = new Set(keys(read('th', file)));
    const en = new Set(keys(read('en', file)));
    expect({ thaiOnly: [...th].filter((key) => !en.has(key)), englishOnly: [...en].filter((key) => !th.has(key)) }).toEqual({
      thaiOnly: [],
      englishOnly: [],
    });
  });
});
