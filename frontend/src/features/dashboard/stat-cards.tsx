import type { DashboardStatsDto } from '@baan-talay/contracts';
import { Card, Col, Row, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../admin-shared';

export function StatCards({ stats }: { stats: DashboardStatsDto }) {
  const { t } = useTranslation('admin');
  const live = stats.totalBookingsStatuses.map((status) => t(`status.${status}`)).join(', ');
  const cards = [
    { key: 'totalBookings', value: stats.totalBookings, hint: t('dashboardLive.totalBookingsHint', { statuses: live }) },
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
            {'hint' in card && <Typography.Text type="secondary">{card.hint}</Typography.Text>}
          </Card>
        </Col>
      ))}
    </Row>
  );
}
