import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { LanguageSwitch } from '../../features/language/language-switch';
import { ThemeToggle } from '../../features/theme/theme-toggle';
import { useGetVillaQuery } from '../../features/villa/api/villa-api';
import { pickLocalized } from '../../lib/localized';

/** Villa name in the current language, theme control and TH/EN switch (SPEC §2 header). */
export function SiteHeader() {
  const { t, i18n } = useTranslation('common');
  const { data: villa } = useGetVillaQuery();
  const { pathname } = useLocation();
  const name = pickLocalized(villa?.name, i18n.resolvedLanguage ?? 'th') || t('brand');
  const overHero = pathname === '/';
  return (
    <header className={`site-header${overHero ? ' is-over-hero' : ''}`}>
      <Link to="/" className="site-header__brand" aria-label={t('header.home', { name })}>
        <img src="/favicon.svg" alt="" width={28} height={28} />
        <span>{name}</span>
      </Link>
      <div className="site-header__actions">
        {pathname === '/' && (
          <Button type="primary" shape="round" className="site-header__book" href="#book">
            {t('header.book')}
          </Button>
        )}
        <LanguageSwitch />
        <ThemeToggle />
      </div>
    </header>
  );
}
