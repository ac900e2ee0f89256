import type { VillaDto } from '@baan-talay/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { pickLocalized } from '../../../lib/localized';
import { heroExcerpt } from '../hero-text';

function setMetaDescription(content: string) {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.appendChild(meta);
  }
  meta.content = content;
}

/** Document title and meta description in the current language, from the villa when it is loaded. */
export function DocumentMeta({ villa }: { villa: VillaDto | undefined }) {
  const { t, i18n } = useTranslation('common');
  const language = i18n.resolvedLanguage ?? 'th';
  const name = pickLocalized(villa?.name, language) || t('brand');
  const description = heroExcerpt(pickLocalized(villa?.description, language), language) || t('meta.description', { name });
  const title = t('meta.title', { name });
  useEffect(() => {
    document.title = title;
    setMetaDescription(description);
  }, [title, description]);
  return null;
}
