import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';

/** Shown while a lazy page or the translations load. */
export function PageSpinner() {
  const { t } = useTranslation('common', { useSuspense: false });
  return (
    <div className="page-spinner" role="status" aria-live="polite">
      <Spin size="large" />
      <span className="visually-hidden">{t('loading', 'Loading…')}</span>
    </div>
  );
}
