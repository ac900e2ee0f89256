import { Alert, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatTHB } from '../../../../lib/format';
import { useGetPromptPayQrQuery } from '../../api/booking-api';

/** The QR for the booking's exact amount, or the villa's static QR image when no PromptPay id is set. */
export function PromptPayPanel({ bookingId, amount }: { bookingId: string; amount: number }) {
  const { t, i18n } = useTranslation('booking');
  const { data, isLoading, isError } = useGetPromptPayQrQuery(bookingId);
  if (isLoading) return <Skeleton.Node active style={{ width: 240, height: 240 }} />;
  if (isError || !data?.image) return <Alert type="warning" showIcon title={t('payment.qrFailed')} />;
  return (
    <figure className="promptpay">
      <img className="promptpay__qr" src={data.image} width={240} height={240}
        alt={t('payment.qrAlt', { amount: formatTHB(amount, i18n.resolvedLanguage ?? 'th') })} />
      <figcaption>{data.kind === 'dynamic' ? t('payment.qrHint') : t('payment.qrStaticHint')}</figcaption>
    </figure>
  );
}
