import { useTranslation } from 'react-i18next';

/** Shown while a lazy page or the translations load (a CSS spinner: no antd before the page). */
export function PageSpinner() {
  const { t } = useTranslation('common', { useSuspense: false });
  return (
    <div className="page-spinner" role="status" aria-live="polite">
      <span className="bt-spinner bt-spinner--large" aria-hidden />
      <span className="visually-hidden">{t('loading', 'Loading…')}</span>
    </div>
  );
}
