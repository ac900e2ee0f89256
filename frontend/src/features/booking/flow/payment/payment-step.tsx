import { BankOutlined, QrcodeOutlined } from '@ant-design/icons';
import type { BookingDto, PaymentMethod, VillaDto } from '@baan-talay/contracts';
import { Radio, Typography } from 'antd';
import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../../lib/api';
import { formatTHB } from '../../../../lib/format';
import { useUpdateBookingMutation } from '../../api/booking-api';
import { useStepFocus } from '../use-step-focus';
import { BankTransferDetails } from './bank-transfer-details';
import { PaymentCountdown } from './payment-countdown';
import { PromptPayPanel } from './promptpay-panel';
import { SlipUpload } from './slip-upload';
import './payment.css';
import { useToast } from '../../../../components/toast';

export interface PaymentStepProps {
  booking: BookingDto;
  villa: VillaDto;
  onConfirmed: () => void;
  /** What is due now (a deposit under a payment plan); the total when absent. */
  amount?: number;
  /** The payment schedule, shown under the amount. */
  schedule?: ReactNode;
}

/** Method choice, the exact amount, where to pay, the countdown and the slip (SPEC §2 payment step). */
export function PaymentStep({ booking, villa, onConfirmed, amount = booking.totalPrice, schedule }: PaymentStepProps) {
  const { t, i18n } = useTranslation('booking');
  const notification = useToast();
  const headingRef = useStepFocus();
  const [expired, setExpired] = useState(false);
  const [method, setMethod] = useState<PaymentMethod>(booking.paymentMethod);
  const [updateBooking] = useUpdateBookingMutation();
  const onExpired = useCallback(() => setExpired(true), []);
  const language = i18n.resolvedLanguage ?? 'th';

  const choose = async (next: PaymentMethod) => {
    const previous = method;
    setMethod(next);
    try {
      await updateBooking({ id: booking._id, patch: { paymentMethod: next } }).unwrap();
    } catch (error) {
      setMethod(previous);
      notification.error({ title: errorMessage(error, t('payment.methodFailed')) });
    }
  };

  return (
    <section aria-labelledby="payment-title" className="payment-step">
      <h1 id="payment-title" ref={headingRef} tabIndex={-1} className="flow-title">{t('payment.title')}</h1>
      <PaymentCountdown deadline={booking.paymentDeadline} onExpired={onExpired} />
      {!expired && (
        <>
          <div className="payment-amount">
            <p className="payment-amount__label">{t('payment.amount')}</p>
            <Typography.Text className="payment-amount__value"
              copyable={{ text: String(amount), tooltips: [t('payment.copy', { what: t('payment.amount') }), t('payment.copied')] }}>
              {formatTHB(amount, language)}
            </Typography.Text>
            <p className="payment-amount__hint">{t('payment.amountHint')}</p>
          </div>
          {schedule}
          <div className="payment-method">
            <p id="payment-method-label" className="flow-subtitle">{t('payment.method')}</p>
            <Radio.Group optionType="button" buttonStyle="solid" size="large" value={method}
              aria-labelledby="payment-method-label" onChange={(event) => void choose(event.target.value)}>
              <Radio.Button value="bank_transfer"><BankOutlined aria-hidden /> {t('payment.bankTransfer')}</Radio.Button>
              {villa.promptPayAvailable && (
                <Radio.Button value="promptpay"><QrcodeOutlined aria-hidden /> {t('payment.promptpay')}</Radio.Button>
              )}
            </Radio.Group>
          </div>
          {method === 'promptpay' && villa.promptPayAvailable ? (
            <PromptPayPanel bookingId={booking._id} amount={amount} />
          ) : (
            <BankTransferDetails accounts={villa.bankDetails} />
          )}
          <SlipUpload bookingId={booking._id} disabled={expired} onConfirmed={onConfirmed} />
        </>
      )}
    </section>
  );
}
