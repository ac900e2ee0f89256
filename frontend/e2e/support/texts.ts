import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export type Lang = 'th' | 'en';

// The words a guest reads, taken from the site's own dictionaries, so a spec says
// `text('en', 'booking:widget.bookNow')` rather than repeating every label in two languages.
const cache = new Map<string, Record<string, unknown>>();

function dictionary(lang: Lang, ns: string): Record<string, unknown> {
  const key = `${lang}/${ns}`;
  if (!cache.has(key)) {
    const file = join(__dirname, '../../public/locales', lang, `${ns}.json`);
    cache.set(key, JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>);
  }
  return cache.get(key)!;
}

export function text(lang: Lang, id: string, params: Record<string, string | number> = {}): string {
  const [ns, path] = id.includes(':') ? id.split(':') : ['common', id];
  const lookup = (p: string) => p.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], dictionary(lang, ns));
  let value = lookup(path);
  if (value === undefined && typeof params.count === 'number') value = lookup(`${path}_${params.count === 1 ? 'one' : 'other'}`) ?? lookup(`${path}_other`);
  if (typeof value !== 'string') throw new Error(`no text ${lang}:${id}`);
  return value.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? `{{${name}}}`));
}
