import { Spin } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTHB } from '../../../lib/format';
import { useRefundQuoteQuery } from '../api/booking-billing-api';

/** What cancelling today refunds under the villa's policy, as the server computes it (the rule it applies). */
export function RefundPreview({ bookingId, onLoaded }: { bookingId: string; onLoaded: () => void }) {
  const { t, i18n } = useTranslation('booking');
  const { data: quote } = useRefundQuoteQuery(bookingId, { refetchOnMountOrArgChange: true });
  useEffect(() => {
    if (quote) onLoaded();
  }, [quote, onLoaded]);
  if (!quote) return <Spin />;
  const money = (amount: number) => formatTHB(amount, i18n.resolvedLanguage ?? 'th');
  return (
    <p>
      {quote.proposed > 0
        ? t('billing.refundPreview', { amount: money(quote.proposed), paid: money(quote.paid), count: quote.daysBefore })
        : t('billing.noRefundPreview', { count: quote.daysBefore })}
    </p>
  );
}
