import type { PaymentFiguresDto } from '@baan-talay/contracts';
import { Card, Col, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatTHB } from '../../../lib/format';
import { useGetPaymentFiguresQuery } from '../api/payments-api';

/**
 * Deposits received, balances outstanding and overdue, security deposits held, as the server figured
 * them (issue 30): the dashboard's live figures, or a report period's (`label` names which).
 */
export function PaymentFigureCards({ figures, label }: { figures: PaymentFiguresDto; label?: string }) {
  const { t, i18n } = useTranslation('common');
  const money = (amount: number) => formatTHB(amount, i18n.resolvedLanguage ?? 'th');
  const cards = [
    { key: 'deposits', title: t('payments.figures.depositsReceived'), value: money(figures.depositsReceived) },
    { key: 'outstanding', title: t('payments.figures.balancesOutstanding'), value: money(figures.balancesOutstanding) },
    {
      key: 'overdue',
      title: t('payments.figures.balancesOverdue', { count: figures.overdueBookings }),
      value: money(figures.balancesOverdue),
      danger: figures.overdueBookings > 0,
    },
    { key: 'security', title: t('payments.figures.securityHeld'), value: money(figures.securityDepositsHeld) },
  ];
  return (
    <Row gutter={[16, 16]} role="group" aria-label={label ?? t('payments.figures.title')}>
      {cards.map((card) => (
        <Col key={card.key} xs={12} lg={6}>
          <Card size="small">
            <Statistic title={card.title} value={card.value} styles={card.danger ? { content: { color: '#cf1322' } } : undefined} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}

/** The owner's money at a glance on the dashboard: every live booking. */
export function PaymentFigures() {
  const { data } = useGetPaymentFiguresQuery();
  return data ? <PaymentFigureCards figures={data} /> : null;
}
