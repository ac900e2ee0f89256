import type { BookingDto } from '@baan-talay/contracts';
import { useTranslation } from 'react-i18next';
import { formatTHB } from '../../../lib/format';

/** What a cancelled paid booking refunds, as the server recorded it; nothing for an unpaid one. */
export function RefundSummary({ booking }: { booking: BookingDto }) {
  const { t, i18n } = useTranslation('booking');
  if (booking.refundAmount === null || booking.refundAmount === undefined) return null;
  const amount = formatTHB(booking.refundAmount, i18n.resolvedLanguage ?? 'th');
  return <span className="refund-summary">{booking.refundAmount > 0 ? t('billing.refunded', { amount }) : t('billing.notRefunded')}</span>;
}
