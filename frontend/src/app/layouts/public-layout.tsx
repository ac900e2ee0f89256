import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { PageSpinner } from '../../components/page-spinner';
import { useGetVillaQuery } from '../../features/villa/api/villa-api';
import { DocumentMeta } from '../../features/villa/components/document-meta';
import { pickLocalized } from '../../lib/localized';
import { SiteHeader } from './site-header';
import './public-layout.css';

/** The key of a page's name for its tab title (common:meta.pages); none for `/`, titled by the villa. */
function pageKey(pathname: string): string | null {
  if (pathname === '/booking') return 'booking';
  if (pathname.startsWith('/booking/find')) return 'findBooking';
  if (pathname.startsWith('/booking/')) return 'yourBooking';
  if (pathname.startsWith('/privacy')) return 'privacy';
  return null;
}

/** Header, page and footer of the guest site; the admin area has its own layout. */
export function PublicLayout() {
  const { t, i18n } = useTranslation('common');
  const { data: villa } = useGetVillaQuery();
  const name = pickLocalized(villa?.name, i18n.resolvedLanguage ?? 'th') || t('brand');
  const page = pageKey(useLocation().pathname.replace(/\/+$/, '') || '/');
  return (
    <div className="public-layout">
      <a className="skip-link" href="#main">{t('skipToContent')}</a>
      <DocumentMeta villa={villa} page={page ? t(`meta.pages.${page}`) : undefined} />
      <SiteHeader />
      <main id="main" className="public-layout__main" tabIndex={-1}>
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <footer className="site-footer">
        <p className="site-footer__name">{name}</p>
        <p>{t('footer.tagline')}</p>
        <p>
          <Link to="/privacy">{t('privacy.link')}</Link>
        </p>
        <p>
          <Link to="/booking/find">{t('footer.manageBooking')}</Link>
        </p>
        <p className="site-footer__rights">{t('footer.rights', { year: new Date().getFullYear(), name })}</p>
      </footer>
    </div>
  );
}
