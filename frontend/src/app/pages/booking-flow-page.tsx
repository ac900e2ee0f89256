import type { BookingDto, VillaDto } from '@baan-talay/contracts';
import { Result } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate, useOutletContext, useParams, useSearchParams } from 'react-router-dom';
import { LinkButton } from '../../components/link-button';
import { PageSpinner } from '../../components/page-spinner';
import { useGetBookingQuery } from '../../features/booking/api/booking-api';
import { readBookingToken, saveBookingToken } from '../../features/booking/booking-token';
import { useRememberStarted } from '../../features/booking/resume/use-remember-started';
import { BookingSteps, type FlowStep } from '../../features/booking/flow/booking-steps';
import { BookingSummary } from '../../features/booking/flow/booking-summary';
import { CancelHold } from '../../features/booking/flow/cancel-hold';
import { BookingDocuments } from '../../features/booking/billing/booking-documents';
import { RefundSummary } from '../../features/booking/billing/refund-summary';
import { useGetVillaQuery } from '../../features/villa/api/villa-api';
import { errorMessage } from '../../lib/api';
import { pickLocalized } from '../../lib/localized';
import './booking-flow.css';

export interface FlowContext {
  booking: BookingDto;
  villa: VillaDto;
}

export const useFlowContext = () => useOutletContext<FlowContext>();

/**
 * /booking/:id/*: loads the booking with this device's token (or one from an e-mail link's
 * `?token=`, kept and removed from the address), then shows the steps around the current page.
 */
export default function BookingFlowPage() {
  const { id = '' } = useParams();
  const { t, i18n } = useTranslation('booking');
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const linkToken = params.get('token');
  const [hasToken] = useState(() => {
    if (linkToken) saveBookingToken(id, linkToken);
    return Boolean(linkToken || readBookingToken(id));
  });
  useEffect(() => {
    if (linkToken) navigate(pathname, { replace: true });
  }, [linkToken, navigate, pathname]);

  const { data: booking, error, isLoading } = useGetBookingQuery(id, { skip: !hasToken });
  const { data: villa, error: villaError } = useGetVillaQuery();
  useRememberStarted(booking);
  const step = (pathname.split('/').pop() ?? 'customer-info') as FlowStep;

  const fail = (title: string, subTitle?: string) => (
    <Result status="warning" title={title} subTitle={subTitle}
      extra={[
        <LinkButton key="find" type="primary" to="/booking/find">{t('find.title')}</LinkButton>,
        <LinkButton key="home" to="/">{t('flow.backHome')}</LinkButton>,
      ]} />
  );
  if (!hasToken) return fail(t('flow.notFound'), t('flow.noAccess'));
  if (error || villaError) return fail(t('flow.notFound'), errorMessage(error ?? villaError, t('common:errors.fetchBooking')));
  if (isLoading || !booking || !villa) return <PageSpinner />;
  if (booking.status === 'expired' || booking.status === 'cancelled') {
    return (
      <Result status="info" title={<h1 className="flow-title">{t(`confirmation.titles.${booking.status}`)}</h1>}
        subTitle={booking.status === 'expired' ? t('payment.expired') : <RefundSummary booking={booking} />}
        extra={<LinkButton type="primary" to="/">{t('flow.startNew')}</LinkButton>}>
        <BookingDocuments booking={booking} />
      </Result>
    );
  }

  return (
    <div className="booking-flow">
      <BookingSteps current={step} />
      <div className="booking-flow__grid">
        <div className="booking-flow__main">
          <Outlet context={{ booking, villa } satisfies FlowContext} />
          <CancelHold booking={booking} policyTiers={villa.cancellationTiers?.length ?? 0} />
        </div>
        <BookingSummary booking={booking} villaName={pickLocalized(villa.name, i18n.resolvedLanguage ?? 'th')} />
      </div>
    </div>
  );
}
