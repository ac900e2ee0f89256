import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { VILLA_TIME_ZONE } from '@baan-talay/pricing';
import { dateTimeFormat } from '../../../lib/intl';
import { useGetBookingQuery } from '../api/booking-api';
import { useDispatch } from 'react-redux';
import { ownNightsKnown } from '../booking-search-slice';
import { forgetStarted, ownHeldNights, startedBookings } from '../started-bookings';
import './continue-booking.css';

/** The hour and minute of an instant in Thailand time ("14:05"). */
const formatClock = (iso: string, language: string) =>
  dateTimeFormat(language === 'en' ? 'en-GB' : 'th-TH', { timeStyle: 'short', timeZone: VILLA_TIME_ZONE }).format(new Date(iso));

/** "Continue your booking BT-…, pay by 14:05": the newest hold this browser started, on its next step. */
export default function ContinueBooking({ placement }: { placement: 'header' | 'banner' }) {
  const { t, i18n } = useTranslation('common');
  const { pathname } = useLocation();
  const [started] = useState(() => startedBookings()[0]);
  const { data: booking, error } = useGetBookingQuery(started?.id ?? '', { skip: !started });
  // Paid, cancelled, expired or no longer opened by this browser's token: nothing to continue.
  const over = Boolean(error) || (booking !== undefined && booking.status !== 'pending_payment');
  const dispatch = useDispatch();
  useEffect(() => {
    if (started && over) forgetStarted(started.id);
    // The calendar shows the nights of the holds still live as the guest's own.
    dispatch(ownNightsKnown([...ownHeldNights()]));
  }, [started, over, dispatch]);
  // Offered once the server has said the hold is still waiting, on the step it is at.
  if (!started || !booking || over || pathname.startsWith(`/booking/${started.id}`)) return null;

  const time = formatClock(booking.paymentDeadline, i18n.resolvedLanguage ?? 'th');
  const to = `/booking/${started.id}/${booking.customerInfo ? 'payment' : 'customer-info'}`;
  const label = t('resume.title', { reference: started.reference, time });
  if (placement === 'header') {
    return (
      <Link className="bt-button bt-button--round continue-booking__header" to={to} title={label}>
        {t('resume.short', { reference: started.reference })}
      </Link>
    );
  }
  return (
    <aside className="continue-booking" aria-label={t('resume.region')}>
      <p>{label}</p>
      <Link className="bt-button bt-button--primary" to={to}>{t('resume.action')}</Link>
    </aside>
  );
}
