import type { InstalmentStatus, PaymentScheduleDto } from '@baan-talay/contracts';
import { Descriptions, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatTHB, formatVillaDate } from '../../../lib/format';

const STATUS_COLOR: Record<InstalmentStatus | 'held' | 'returned', string> = {
  due: 'gold',
  in_review: 'blue',
  paid: 'green',
  overdue: 'red',
  none: 'default',
  held: 'green',
  returned: 'default',
};

/** What is paid, what is due now, what later and by when: every amount as the server computed it. */
export function PaymentSchedule({ schedule, title = true }: { schedule: PaymentScheduleDto; title?: boolean }) {
  const { t, i18n } = useTranslation('common');
  const language = i18n.resolvedLanguage ?? 'th';
  const money = (amount: number) => formatTHB(amount, language);
  const status = (value: keyof typeof STATUS_COLOR) => <Tag color={STATUS_COLOR[value]}>{t(`payments.status.${value}`)}</Tag>;
  const { deposit, balance, securityDeposit, dueNow } = schedule;
  return (
    <section className="payment-schedule" aria-label={t('payments.scheduleTitle')}>
      {title ? <h2 className="flow-subtitle">{t('payments.scheduleTitle')}</h2> : null}
      <Descriptions bordered column={1} size="small">
        {schedule.depositPercent < 100 ? (
          <>
            <Descriptions.Item label={t('payments.deposit', { percent: schedule.depositPercent })}>
              {money(deposit.amount)} {status(deposit.status)}
            </Descriptions.Item>
            <Descriptions.Item label={t('payments.balance')}>
              {money(balance.amount)} {status(balance.status)}
              {balance.dueOn && balance.status !== 'paid' ? (
                <div className="payment-schedule__due">{t('payments.dueBy', { date: formatVillaDate(balance.dueOn, language, 'long') })}</div>
              ) : null}
            </Descriptions.Item>
          </>
        ) : (
          <Descriptions.Item label={t('payments.inFull')}>
            {money(deposit.amount)} {status(deposit.status)}
          </Descriptions.Item>
        )}
        {securityDeposit.amount > 0 ? (
          <Descriptions.Item label={t('payments.securityDeposit')}>
            {money(securityDeposit.amount)} {status(securityDeposit.status === 'due' ? 'due' : securityDeposit.status)}
            <div className="payment-schedule__due">{t('payments.securityHint')}</div>
          </Descriptions.Item>
        ) : null}
        <Descriptions.Item label={t('payments.paid')}>{money(schedule.paid)}</Descriptions.Item>
        {schedule.refunded > 0 ? <Descriptions.Item label={t('payments.refunded')}>{money(schedule.refunded)}</Descriptions.Item> : null}
        {dueNow ? (
          <Descriptions.Item label={t(dueNow.kind === 'balance' ? 'payments.dueNowBalance' : 'payments.dueNow')}>
            <strong>{money(dueNow.amount)}</strong>
          </Descriptions.Item>
        ) : null}
      </Descriptions>
    </section>
  );
}
