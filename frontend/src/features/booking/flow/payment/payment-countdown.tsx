import { ClockCircleOutlined } from '@ant-design/icons';
import { Alert } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../../components/link-button';
import { formatInstant } from '../../../../lib/format';
import { useCountdown } from './use-countdown';

const pad = (value: number) => String(value).padStart(2, '0');

export interface PaymentCountdownProps {
  deadline: string;
  onExpired?: () => void;
}

/** Hours, minutes and seconds to the payment deadline, then the spec's expiry message (SPEC §8). */
export function PaymentCountdown({ deadline, onExpired }: PaymentCountdownProps) {
  const { t, i18n } = useTranslation('booking');
  const { hours, minutes, seconds, expired } = useCountdown(deadline);
  useEffect(() => {
    if (expired) onExpired?.();
  }, [expired, onExpired]);

  if (expired) {
    return (
      <Alert
        type="error"
        showIcon
        role="alert"
        title={t('payment.expired')}
        action={<LinkButton type="primary" to="/">{t('flow.startNew')}</LinkButton>}
      />
    );
  }
  return (
    <div className="payment-countdown">
      <ClockCircleOutlined className="payment-countdown__icon" aria-hidden />
      <div>
        <p className="payment-countdown__label" id="countdown-label">{t('payment.timeLeft')}</p>
        {/* role=timer is not announced every second, which is what a screen reader user wants. */}
        <p className="payment-countdown__time" role="timer" aria-labelledby="countdown-label">
          {t('payment.countdown', { hours, minutes: pad(minutes), seconds: pad(seconds) })}
        </p>
        <p className="payment-countdown__deadline">{t('payment.deadline', { time: formatInstant(deadline, i18n.resolvedLanguage ?? 'th') })}</p>
      </div>
    </div>
  );
}
