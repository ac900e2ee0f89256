import type { MetaTag } from './features/villa/share-meta';

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

/**
 * index.html's head with the page's own title, canonical link and share tags (villa texts are the
 * owner's input: every value escaped). index.html's static tags of the same keys are dropped so a
 * crawler reads one of each.
 */
export function withHead(page: string, { title, canonical, tags }: { title: string; canonical: string; tags: MetaTag[] }): string {
  const keys = new Set(tags.map((tag) => `${tag.attribute}:${tag.key}`));
  const own = [
    `<title>${escapeHtml(title)}</title>`,
    `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    ...tags.map((tag) => `<meta ${tag.attribute}="${tag.key}" content="${escapeHtml(tag.content)}" />`),
  ].join('\n    ');
  return page
    .replace(/\s*<meta (name|property)="([^"]+)" content="[^"]*" \/>/g, (meta, attribute: string, key: string) => (keys.has(`${attribute}:${key}`) ? '' : meta))
    .replace(/<title>[^<]*<\/title>/, () => own);
}
