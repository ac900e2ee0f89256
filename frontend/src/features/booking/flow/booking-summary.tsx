import type { BookingDto } from '@baan-talay/contracts';
import { nightsBetween, toVillaDate } from '@baan-talay/pricing';
import { useTranslation } from 'react-i18next';
import { formatTHB, formatVillaDate } from '../../../lib/format';

/** The stay at a glance, beside every step. Dates may arrive as ISO date-times: read as villa dates. */
export function BookingSummary({ booking, villaName }: { booking: BookingDto; villaName: string }) {
  const { t, i18n } = useTranslation('booking');
  const language = i18n.resolvedLanguage ?? 'th';
  const checkIn = toVillaDate(booking.checkIn) ?? booking.checkIn;
  const checkOut = toVillaDate(booking.checkOut) ?? booking.checkOut;
  const nights = nightsBetween(checkIn, checkOut);
  return (
    <aside className="booking-summary" aria-labelledby="booking-summary-title">
      <h2 id="booking-summary-title" className="booking-summary__title">{t('flow.summary')}</h2>
      <p className="booking-summary__villa">{villaName}</p>
      <dl>
        <div><dt>{t('flow.reference')}</dt><dd>{booking.reference || booking._id}</dd></div>
        <div><dt>{t('widget.checkIn')}</dt><dd>{formatVillaDate(checkIn, language)}</dd></div>
        <div><dt>{t('widget.checkOut')}</dt><dd>{formatVillaDate(checkOut, language)}</dd></div>
        <div>
          <dt>{t('flow.stay')}</dt>
          <dd>{t('widget.nights', { count: nights })} · {t('flow.rooms', { count: booking.rooms })} · {t('flow.guests', { count: booking.guests || 1 })}</dd>
        </div>
        <div className="booking-summary__total"><dt>{t('flow.total')}</dt><dd>{formatTHB(booking.totalPrice, language)}</dd></div>
      </dl>
    </aside>
  );
}
