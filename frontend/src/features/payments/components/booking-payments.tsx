import type { BookingDto, VillaDto } from '@baan-talay/contracts';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatTHB } from '../../../lib/format';
import { BankTransferDetails, PromptPayPanel, SlipUpload } from '../../booking';
import { useGetBookingPaymentsQuery } from '../api/payments-api';
import { PaymentSchedule } from './payment-schedule';
import './payments.css';

/**
 * The guest's payments on their booking page: the schedule, and once the deposit is in, the balance
 * paid the way the deposit was (PromptPay QR for the exact amount or a transfer, then its slip).
 */
export function BookingPayments({ booking, villa }: { booking: BookingDto; villa: VillaDto }) {
  const { t, i18n } = useTranslation('common');
  const { data, refetch } = useGetBookingPaymentsQuery(booking._id);
  if (!data) return null;
  const { schedule } = data;
  const balanceDue = booking.status === 'confirmed' && schedule.dueNow?.kind === 'balance';
  return (
    <div className="booking-payments">
      <PaymentSchedule schedule={schedule} />
      {schedule.balance.status === 'in_review' ? <Alert type="info" showIcon title={t('payments.balanceInReview')} /> : null}
      {balanceDue && schedule.balance.status !== 'in_review' && schedule.dueNow ? (
        <section className="booking-payments__balance" aria-labelledby="balance-title">
          <h2 id="balance-title" className="flow-subtitle">
            {t('payments.payBalance', { amount: formatTHB(schedule.dueNow.amount, i18n.resolvedLanguage ?? 'th') })}
          </h2>
          {villa.promptPayAvailable ? (
            <PromptPayPanel bookingId={booking._id} amount={schedule.dueNow.amount} />
          ) : (
            <BankTransferDetails accounts={villa.bankDetails} />
          )}
          <SlipUpload bookingId={booking._id} onConfirmed={() => void refetch()} />
        </section>
      ) : null}
    </div>
  );
}
