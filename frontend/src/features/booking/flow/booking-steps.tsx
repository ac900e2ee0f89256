import { Steps } from 'antd';
import { useTranslation } from 'react-i18next';

export type FlowStep = 'customer-info' | 'payment' | 'confirmation';
const ORDER: FlowStep[] = ['customer-info', 'payment', 'confirmation'];

/** Personal information, payment, booking complete (SPEC §2), with the current one announced. */
export function BookingSteps({ current }: { current: FlowStep }) {
  const { t } = useTranslation('booking');
  const index = ORDER.indexOf(current);
  return (
    <nav aria-label={t('steps.label')} className="booking-steps">
      <Steps
        current={index}
        responsive={false}
        titlePlacement="vertical"
        size="small"
        items={[
          { title: t('steps.personalInfo') },
          { title: t('steps.payment') },
          { title: t('steps.complete'), status: index === 2 ? 'finish' : undefined },
        ]}
      />
    </nav>
  );
}
