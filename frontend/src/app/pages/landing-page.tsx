import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { SkeletonLines } from '../../components/skeleton-lines';
import { StatusResult } from '../../components/status-result';
import { ResumeSlot } from '../../features/booking/resume/resume-slot';
import { BookingWidget } from '../../features/booking/widget/booking-widget';
import { useGetVillaQuery } from '../../features/villa/api/villa-api';
import { HeroBanner } from '../../features/villa/components/hero-banner';
import { VillaTabs } from '../../features/villa/components/villa-tabs';
import { errorMessage } from '../../lib/api';
import './landing-page.css';
import { preloadBookingFlow } from '../booking-flow-loaders';
import { PoliciesContact, VillaJsonLd } from './landing-deferred';
import { useIdle } from './use-idle';

const LandingPanel = lazy(() => import('./landing-panel'));

/**
 * Villa content on the left, the booking widget sticky on the right (SPEC §2). The first screen
 * (hero, widget, tab headings) is drawn without antd, so the server renders it and the page needs
 * little JavaScript before it responds; the tabs' content (slideshow, cards) loads once idle, and
 * the policies, contact and JSON-LD below it hydrate from chunks of their own (landing-deferred.ts).
 */
export default function LandingPage() {
  const { t } = useTranslation('villa');
  const { data: villa, error, isLoading, refetch } = useGetVillaQuery();
  const idle = useIdle();
  const loading = <SkeletonLines rows={8} label={t('common:loading')} />;
  return (
    <>
      <HeroBanner villa={villa} settled={!isLoading} />
      <div className="landing">
        {error && (
          <StatusResult status="warning" title={errorMessage(error, t('loadError'))}
            extra={<button type="button" className="bt-button bt-button--primary" onClick={() => void refetch()}>{t('common:errors.retry')}</button>} />
        )}
        {isLoading && loading}
        {villa && (
          <div className="landing__grid">
            <div className="landing__content">
              <VillaTabs
                renderPanel={(tab) => (idle ? <Suspense fallback={loading}><LandingPanel tab={tab} villa={villa} /></Suspense> : loading)}
              />
              <PoliciesContact villa={villa} />
            </div>
            <aside id="book" className="landing__booking" tabIndex={-1} onPointerDownCapture={preloadBookingFlow} onFocusCapture={preloadBookingFlow}>
              <ResumeSlot placement="banner" />
              <BookingWidget villa={villa} />
            </aside>
            <VillaJsonLd villa={villa} />
          </div>
        )}
      </div>
    </>
  );
}
