import { useTranslation } from 'react-i18next';
import { currentLanguage, SUPPORTED_LANGUAGES } from '../../lib/i18n';
import './language-switch.css';

/**
 * TH/EN as a two-button group: each button names its language in full for screen readers and
 * reports whether it is the current one. i18next caches the choice in local storage.
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation('common');
  const active = currentLanguage(i18n.resolvedLanguage);
  return (
    <div className="language-switch" role="group" aria-label={t('header.language')}>
      {SUPPORTED_LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          className={`language-switch__option${language === active ? ' is-active' : ''}`}
          aria-pressed={language === active}
          aria-label={language === 'th' ? 'ภาษาไทย (TH)' : 'English (EN)'}
          onClick={() => void i18n.changeLanguage(language)}
        >
          {language.toUpperCase()}
        </button>
      ))}
    </div>
  );
}
