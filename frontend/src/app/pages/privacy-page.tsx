import { useTranslation } from 'react-i18next';
import { useGetVillaQuery } from '../../features/villa/api/villa-api';
import { pickLocalized } from '../../lib/localized';
import './privacy-page.css';

/** /privacy: the owner's notice from the villa settings, or the site's default in the reader's language. */
export default function PrivacyPage() {
  const { t, i18n } = useTranslation('common');
  const { data: villa } = useGetVillaQuery();
  const text = pickLocalized(villa?.privacyNotice, i18n.resolvedLanguage ?? 'th') || t('privacy.default');
  return (
    <article className="privacy-page">
      <h1>{t('privacy.title')}</h1>
      {text.split(/\n\s*\n/).map((paragraph, i) => (
        <p key={i}>{paragraph.trim()}</p>
      ))}
      <p className="privacy-page__note">{t('privacy.updatedNote')}</p>
    </article>
  );
}
