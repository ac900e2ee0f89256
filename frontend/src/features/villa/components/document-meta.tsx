import type { VillaDto } from '@baan-talay/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { pickLocalized } from '../../../lib/localized';
import { heroExcerpt } from '../hero-text';

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
 * (LINE, Facebook), in the current language, from the villa when it is loaded.
 */
export function DocumentMeta({ villa }: { villa: VillaDto | undefined }) {
  const { t, i18n } = useTranslation('common');
  const language = i18n.resolvedLanguage ?? 'th';
  const name = pickLocalized(villa?.name, language) || t('brand');
  const description = heroExcerpt(pickLocalized(villa?.description, language), language) || t('meta.description', { name });
  const title = t('meta.title', { name });
  const background = villa?.backgroundImage ?? '';
  useEffect(() => {
    // In the effect, not in render: the server renders this component too, where there is no window.
    const image = background ? new URL(background, window.location.origin).href : '';
    document.title = title;
    setMeta('name', 'description', description);
    setMeta('property', 'og:title', title);
    setMeta('property', 'og:description', description);
    setMeta('property', 'og:site_name', name);
    setMeta('property', 'og:url', window.location.origin + window.location.pathname);
    setMeta('property', 'og:locale', language === 'en' ? 'en_GB' : 'th_TH');
    setMeta('property', 'og:locale:alternate', language === 'en' ? 'th_TH' : 'en_GB');
    setMeta('name', 'twitter:title', title);
    setMeta('name', 'twitter:description', description);
    if (image) {
      setMeta('property', 'og:image', image);
      setMeta('name', 'twitter:image', image);
    }
  }, [title, description, name, language, background]);
  return null;
}
