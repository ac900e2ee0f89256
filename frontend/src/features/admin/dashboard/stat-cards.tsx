import type { DashboardStatsDto } from '@baan-talay/contracts';
import { Card, Col, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../lib/format';

export function StatCards({ stats }: { stats: DashboardStatsDto }) {
  const { t } = useTranslation('admin');
  const cards = [
    { key: 'totalBookings', value: stats.totalBookings },
    { key: 'pendingPayments', value: stats.pendingPayments },
    { key: 'inReview', value: stats.inReview },
    { key: 'totalRevenue', value: formatMoney(stats.totalRevenue) },
  ];
  return (
    <Row gutter={[16, 16]}>
      {cards.map((card) => (
        <Col key={card.key} xs={24} sm={12} xl={6}>
          <Card>
            <Statistic title={t(`dashboard.${card.key}`)} value={card.value} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
