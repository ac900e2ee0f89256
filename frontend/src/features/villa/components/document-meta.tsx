import type { VillaDto } from '@baan-talay/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { pickLocalized } from '../../../lib/localized';
import { heroExcerpt } from '../hero-text';
import { shareImagePath, shareMetaTags } from '../share-meta';

/** Sets `<meta {attribute}="{key}" content>`, adding the tag when index.html has none. */
function setMeta(attribute: 'name' | 'property', key: string, content: string) {
  let meta = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!meta) {
    meta = document.createElement('meta');
    meta.setAttribute(attribute, key);
    document.head.appendChild(meta);
  }
  meta.content = content;
}

/**
 * Document title, meta description, and the Open Graph and Twitter card tags a shared link shows
 * (LINE, Facebook), in the current language, from the villa when it is loaded. `page`: the name of
 * a page other than `/`, which then titles the tab ("Privacy notice · Baan Talay").
 */
export function DocumentMeta({ villa, page }: { villa: VillaDto | undefined; page?: string }) {
  const { t, i18n } = useTranslation('common');
  const language = i18n.resolvedLanguage ?? 'th';
  const name = pickLocalized(villa?.name, language) || t('brand');
  const description = heroExcerpt(pickLocalized(villa?.description, language), language) || t('meta.description', { name });
  const title = page ? t('meta.pageTitle', { page, name }) : t('meta.title', { name });
  // As the server-rendered `/` says it (entry-server.tsx): the villa's own title on a link preview.
  const shareTitle = (!page && pickLocalized(villa?.title, language)) || title;
  const background = shareImagePath(villa);
  useEffect(() => {
    // In the effect, not in render: the server renders this component too, where there is no window.
    const image = background ? { url: new URL(background, window.location.origin).href } : null;
    const url = window.location.origin + window.location.pathname;
    document.title = title;
    // og:image:width/height stay as the server wrote them: the browser does not know the size.
    for (const tag of shareMetaTags({ title: shareTitle, description, siteName: name, url, language, image })) setMeta(tag.attribute, tag.key, tag.content);
  }, [title, shareTitle, description, name, language, background]);
  return null;
}
