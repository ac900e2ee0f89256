import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router-dom';
import { PageSpinner } from '../../components/page-spinner';
import { useGetVillaQuery } from '../../features/villa/api/villa-api';
import { DocumentMeta } from '../../features/villa/components/document-meta';
import { pickLocalized } from '../../lib/localized';
import { SiteHeader } from './site-header';
import './public-layout.css';

/** Header, page and footer of the guest site; the admin area has its own layout. */
export function PublicLayout() {
  const { t, i18n } = useTranslation('common');
  const { data: villa } = useGetVillaQuery();
  const name = pickLocalized(villa?.name, i18n.resolvedLanguage ?? 'th') || t('brand');
  return (
    <div className="public-layout">
      <a className="skip-link" href="#main">{t('skipToContent')}</a>
      <DocumentMeta villa={villa} />
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
