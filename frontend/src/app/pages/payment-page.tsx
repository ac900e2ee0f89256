import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import { LinkButton } from '../../components/link-button';
import { PaymentStep } from '../../features/booking/flow/payment/payment-step';
import { SlipInReviewActions } from '../../features/booking/flow/slip-in-review';
import { PaymentSchedule, useGetBookingPaymentsQuery } from '../../features/payments';
import { useFlowContext } from './booking-flow-page';

export default function PaymentPage() {
  const { booking, villa } = useFlowContext();
  const navigate = useNavigate();
  const { t } = useTranslation('booking');
  const { data: payments } = useGetBookingPaymentsQuery(booking._id);
  const confirmationPath = `/booking/${booking._id}/confirmation`;
  if (!booking.customerInfo) return <Navigate to={`/booking/${booking._id}/customer-info`} replace />;
  if (booking.status === 'confirmed') return <Navigate to={confirmationPath} replace />;
  if (booking.status === 'in_review') {
    return (
      <>
        <Alert type="success" showIcon title={t('payment.inReview')}
          action={<LinkButton type="primary" to={confirmationPath}>{t('page.continue')}</LinkButton>} />
        <SlipInReviewActions booking={booking} />
      </>
    );
  }
  return (
    <PaymentStep booking={booking} villa={villa} onConfirmed={() => navigate(confirmationPath)} amount={payments?.schedule.dueNow?.amount}
      schedule={payments && payments.schedule.depositPercent < 100 ? <PaymentSchedule schedule={payments.schedule} /> : null} />
  );
}
