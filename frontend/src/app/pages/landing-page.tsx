import { Button } from 'antd';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { SkeletonLines } from '../../components/skeleton-lines';
import { StatusResult } from '../../components/status-result';
import { BookingWidget } from '../../features/booking/widget/booking-widget';
import { useGetVillaQuery } from '../../features/villa/api/villa-api';
import { HeroBanner } from '../../features/villa/components/hero-banner';
import { VillaJsonLd } from '../../features/villa/components/villa-json-ld';
import { VillaTabs } from '../../features/villa/components/villa-tabs';
import { errorMessage } from '../../lib/api';
import './landing-page.css';
import { useIdle } from './use-idle';

/** Villa content on the left, the booking widget sticky on the right (SPEC §2). */
export default function LandingPage() {
  const { t } = useTranslation('villa');
  const { data: villa, error, isLoading, refetch } = useGetVillaQuery();
  // The widget and the tabs are most of the page's render work: a deferred value renders them in a
  // transition, which React splits into short tasks, so the page stays responsive (TBT) while the
  // hero, already final, is painted first.
  const shown = useDeferredValue(villa, undefined);
  // The tabs (slideshow, cards) and the JSON-LD come in a later commit than the widget. On phones
  // they are below the widget, on wide screens in their own column: nothing above them moves.
  const idle = useIdle();
  return (
    <>
      <HeroBanner villa={villa} settled={!isLoading} />
      <div className="landing">
        {error && (
          <StatusResult status="warning" title={errorMessage(error, t('loadError'))}
            extra={<Button type="primary" onClick={() => void refetch()}>{t('common:errors.retry')}</Button>} />
        )}
        {(isLoading || (villa && !shown)) && <SkeletonLines rows={8} label={t('common:loading')} />}
        {shown && (
          <div className="landing__grid">
            <div className="landing__content">
              {idle ? <VillaTabs villa={shown} /> : <SkeletonLines rows={8} label={t('common:loading')} />}
            </div>
            <aside id="book" className="landing__booking" tabIndex={-1}>
              <BookingWidget villa={shown} />
            </aside>
            {idle && <VillaJsonLd villa={shown} />}
          </div>
        )}
      </div>
    </>
  );
}
