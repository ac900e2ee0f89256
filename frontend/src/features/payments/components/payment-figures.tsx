import { Card, Col, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatTHB } from '../../../lib/format';
import { useGetPaymentFiguresQuery } from '../api/payments-api';

/** The owner's money at a glance (issue 30): deposits received, balances outstanding and overdue, security deposits held. */
export function PaymentFigures() {
  const { t, i18n } = useTranslation('common');
  const { data } = useGetPaymentFiguresQuery();
  if (!data) return null;
  const money = (amount: number) => formatTHB(amount, i18n.resolvedLanguage ?? 'th');
  const cards = [
    { key: 'deposits', title: t('payments.figures.depositsReceived'), value: money(data.depositsReceived) },
    { key: 'outstanding', title: t('payments.figures.balancesOutstanding'), value: money(data.balancesOutstanding) },
    {
      key: 'overdue',
      title: t('payments.figures.balancesOverdue', { count: data.overdueBookings }),
      value: money(data.balancesOverdue),
      danger: data.overdueBookings > 0,
    },
    { key: 'security', title: t('payments.figures.securityHeld'), value: money(data.securityDepositsHeld) },
  ];
  return (
    <Row gutter={[16, 16]} aria-label={t('payments.figures.title')}>
      {cards.map((card) => (
        <Col key={card.key} xs={12} lg={6}>
          <Card size="small">
            <Statistic title={card.title} value={card.value} valueStyle={card.danger ? { color: '#cf1322' } : undefined} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
