import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { ResumeSlot } from '../../features/booking/resume/resume-slot';
import { LanguageSwitch } from '../../features/language/language-switch';
import { ThemeToggle } from '../../features/theme/theme-toggle';
import { useGetVillaQuery } from '../../features/villa/api/villa-api';
import { pickLocalized } from '../../lib/localized';

function useScrolledPast(offset: number) {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > offset);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [offset]);
  return past;
}

/** Villa name in the current language, theme control and TH/EN switch (SPEC §2 header). */
export function SiteHeader() {
  const { t, i18n } = useTranslation('common');
  const { data: villa } = useGetVillaQuery();
  const { pathname } = useLocation();
  const name = pickLocalized(villa?.name, i18n.resolvedLanguage ?? 'th') || t('brand');
  const scrolled = useScrolledPast(80);
  // Transparent over the landing page's photo; solid once the page scrolls under it.
  const overHero = pathname === '/' && !scrolled;
  return (
    <header className={`site-header${overHero ? ' is-over-hero' : ''}`}>
      <Link to="/" className="site-header__brand" aria-label={t('header.home', { name })}>
        <img src="/favicon.svg" alt="" width={28} height={28} />
        <span>{name}</span>
      </Link>
      <div className="site-header__actions">
        {pathname === '/' && (
          <a className="bt-button bt-button--primary bt-button--round site-header__book" href="#book">
            {t('header.book')}
          </a>
        )}
        <ResumeSlot placement="header" />
        <LanguageSwitch />
        <ThemeToggle />
      </div>
    </header>
  );
}
