import { DeleteOutlined, SwapOutlined } from '@ant-design/icons';
import type { BookingDto } from '@baan-talay/contracts';
import { Button, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useToast } from '../../../components/toast';
import { errorMessage } from '../../../lib/api';
import { formatInstant } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useUpdateBookingMutation } from '../api/booking-api';

/**
 * While the slip is in review the guest may take it back (SPEC §4): removing it returns the booking
 * to pending payment with what is left of its window; replacing it is removing it and uploading
 * another on the payment step.
 */
export function SlipInReviewActions({ booking }: { booking: BookingDto }) {
  const { t, i18n } = useTranslation('booking');
  const notification = useToast();
  const navigate = useNavigate();
  const [updateBooking, { isLoading }] = useUpdateBookingMutation();
  if (booking.status !== 'in_review') return null;

  const clear = async (then: 'replace' | 'remove') => {
    try {
      const updated = await updateBooking({ id: booking._id, patch: { paymentSlipUrl: null } }).unwrap();
      if (updated.status !== 'pending_payment') return;
      const deadline = formatInstant(updated.paymentDeadline, currentLanguage(i18n.resolvedLanguage));
      notification.success({ title: t(then === 'replace' ? 'review.replaceNow' : 'review.removed', { deadline }) });
      navigate(`/booking/${booking._id}/payment`);
    } catch (error) {
      notification.error({ title: errorMessage(error, t('review.failed')) });
    }
  };

  return (
    <div className="slip-in-review" role="group" aria-label={t('review.label')}>
      <Button size="large" icon={<SwapOutlined />} loading={isLoading} onClick={() => void clear('replace')}>
        {t('review.replace')}
      </Button>
      <Popconfirm title={t('review.removeConfirm')} okText={t('review.remove')} cancelText={t('review.keep')} onConfirm={() => clear('remove')}>
        <Button size="large" danger icon={<DeleteOutlined />} disabled={isLoading}>{t('review.remove')}</Button>
      </Popconfirm>
    </div>
  );
}
