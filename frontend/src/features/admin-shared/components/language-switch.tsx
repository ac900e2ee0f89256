import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';

/** TH/EN switch; i18next's detector caches the choice in local storage. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation('admin');
  const current = i18n.language?.startsWith('en') ? 'en' : 'th';
  return (
    <Segmented
      size="small"
      aria-label={t('layout.language')}
      value={current}
      options={[
        { label: 'TH', value: 'th' },
        { label: 'EN', value: 'en' },
      ]}
      onChange={(language) => void i18n.changeLanguage(String(language))}
    />
  );
}
