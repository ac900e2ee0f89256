import { DownloadOutlined, HomeOutlined } from '@ant-design/icons';
import { bookingDocumentName, formatPhone, type BookingDto, type BookingStatus } from '@baan-talay/contracts';
import { Button, Descriptions, Result, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/link-button';
import { errorMessage } from '../../../lib/api';
import { currentLanguage } from '../../../lib/i18n';
import { useFetchReceiptMutation, useGetSlipQuery } from '../api/booking-api';
import { BookingDocuments } from '../billing/booking-documents';
import { BuyerDetailsForm } from '../billing/buyer-details-form';
import { SlipInReviewActions } from './slip-in-review';
import { useStepFocus } from './use-step-focus';
import { useToast } from '../../../components/toast';

const STATUS_COLOR: Record<BookingStatus, string> = {
  pending_payment: 'gold',
  in_review: 'blue',
  confirmed: 'green',
  expired: 'default',
  cancelled: 'red',
};

/** Status, details, the receipt and the way back home (SPEC §2 confirmation). */
export function ConfirmationDetails({ booking }: { booking: BookingDto }) {
  const { t, i18n } = useTranslation('booking');
  const notification = useToast();
  const headingRef = useStepFocus<HTMLDivElement>();
  const [fetchReceipt, { isLoading }] = useFetchReceiptMutation();
  const { data: slip } = useGetSlipQuery(
    { id: booking._id, slipUrl: booking.paymentSlipUrl ?? '' },
    { skip: !booking.paymentSlipUrl },
  );
  const customer = booking.customerInfo;
  const name = customer ? `${customer.firstName} ${customer.lastName}` : '';

  const downloadReceipt = async () => {
    try {
      const lang = currentLanguage(i18n.resolvedLanguage);
      const { url } = await fetchReceipt({ id: booking._id, lang }).unwrap();
      const link = document.createElement('a');
      link.href = url;
      link.download = bookingDocumentName(booking.reference || booking._id, booking.status, lang);
      link.click();
      // Give the browser a moment to start the download before the URL goes away.
      window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (error) {
      notification.error({ title: errorMessage(error, t('confirmation.receiptFailed')) });
    }
  };

  const message =
    booking.status === 'confirmed' ? t('confirmation.confirmed') : booking.status === 'in_review' ? t('confirmation.inReview') : t('confirmation.pendingPayment');
  return (
    <section className="confirmation">
      <div ref={headingRef} tabIndex={-1} className="confirmation__result">
        <Result
          status={booking.status === 'confirmed' || booking.status === 'in_review' ? 'success' : 'info'}
          title={<h1 className="flow-title">{t(`confirmation.titles.${booking.status}`)}</h1>}
          subTitle={<>{name ? t('confirmation.thanks', { name: customer?.firstName }) : t('confirmation.thanksAnonymous')} {message}</>}
        />
      </div>
      <Descriptions bordered column={1} size="middle" className="confirmation__details">
        <Descriptions.Item label={t('confirmation.status')}>
          <Tag color={STATUS_COLOR[booking.status]}>{t(`confirmation.statuses.${booking.status}`)}</Tag>
        </Descriptions.Item>
        {customer ? <Descriptions.Item label={t('confirmation.guest')}>{name}</Descriptions.Item> : null}
        {customer ? <Descriptions.Item label={t('confirmation.email')}>{customer.email}</Descriptions.Item> : null}
        {customer ? <Descriptions.Item label={t('confirmation.phone')}>{formatPhone(customer.phone)}</Descriptions.Item> : null}
        <Descriptions.Item label={t('confirmation.paymentMethod')}>
          {booking.paymentMethod === 'promptpay' ? t('payment.promptpay') : t('payment.bankTransfer')}
        </Descriptions.Item>
        {booking.specialRequests ? (
          <Descriptions.Item label={t('confirmation.specialRequests')}>{booking.specialRequests}</Descriptions.Item>
        ) : null}
        {slip ? (
          <Descriptions.Item label={t('confirmation.slip')}>
            {slip.contentType.startsWith('image/') ? (
              <img className="confirmation__slip" src={slip.url} alt={t('payment.slip.preview')} />
            ) : (
              <a href={slip.url} target="_blank" rel="noreferrer">{t('payment.slip.preview')}</a>
            )}
          </Descriptions.Item>
        ) : null}
      </Descriptions>
      <SlipInReviewActions booking={booking} />
      <BookingDocuments booking={booking} />
      <BuyerDetailsForm booking={booking} />
      {booking.status !== 'pending_payment' && <LinkButton type="link" to={`/booking/${booking._id}/guests`}>{t('tm30Guests.link')}</LinkButton>}
      <div className="confirmation__actions">
        {booking.status === 'pending_payment' && (
          <LinkButton size="large" to={`/booking/${booking._id}/payment`}>{t('confirmation.goToPayment')}</LinkButton>
        )}
        <Button type="primary" size="large" icon={<DownloadOutlined />} loading={isLoading} onClick={downloadReceipt}>
          {booking.status === 'confirmed' ? t('confirmation.downloadReceipt') : t('confirmation.downloadSummary')}
        </Button>
        <LinkButton size="large" to="/" icon={<HomeOutlined />}>{t('confirmation.backHome')}</LinkButton>
      </div>
    </section>
  );
}
