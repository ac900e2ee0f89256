import { Button } from 'antd';
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

/** Villa content on the left, the booking widget sticky on the right (SPEC §2). */
export default function LandingPage() {
  const { t } = useTranslation('villa');
  const { data: villa, error, isLoading, refetch } = useGetVillaQuery();
  return (
    <>
      <HeroBanner villa={villa} settled={!isLoading} />
      <div className="landing">
        {error && (
          <StatusResult status="warning" title={errorMessage(error, t('loadError'))}
            extra={<Button type="primary" onClick={() => void refetch()}>{t('common:errors.retry')}</Button>} />
        )}
        {isLoading && <SkeletonLines rows={8} label={t('common:loading')} />}
        {villa && (
          <div className="landing__grid">
            <div className="landing__content">
              <VillaTabs villa={villa} />
            </div>
            <aside id="book" className="landing__booking" tabIndex={-1}>
              <BookingWidget villa={villa} />
            </aside>
            <VillaJsonLd villa={villa} />
          </div>
        )}
      </div>
    </>
  );
}
