import { Alert, Card, Col, Progress, Row, Skeleton, Space, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/api';
import { useDashboardStatsQuery, useRecentBookingsQuery } from '../admin-shared';
import { CalendarConflictsAlert } from '../calendar';
import { RecentBookings } from './recent-bookings';
import { RevenueChart } from './revenue-chart';
import { SetupChecklist } from './setup-checklist';
import { StatCards } from './stat-cards';
import { PaymentFigures } from '../payments';

export default function DashboardPage() {
  const { t } = useTranslation('admin');
  const stats = useDashboardStatsQuery();
  const recent = useRecentBookingsQuery();
  const { token } = theme.useToken();

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {t('dashboard.title')}
      </Typography.Title>
      <SetupChecklist />
      <CalendarConflictsAlert />
      {stats.isError && <Alert type="error" showIcon title={errorMessage(stats.error, t('errors.generic'))} />}
      {stats.isLoading && <Skeleton active />}
      {stats.data && (
        <>
          <StatCards stats={stats.data} />
          <PaymentFigures />
          <Row gutter={[16, 16]}>
            <Col xs={24} lg={16}>
              <Card title={t('dashboard.revenueByMonth')}>
                <RevenueChart data={stats.data.revenueByMonth} />
              </Card>
            </Col>
            <Col xs={24} lg={8}>
              <Card title={t('dashboard.occupancy')} style={{ height: '100%' }}>
                <Space orientation="vertical" align="center" style={{ width: '100%' }}>
                  <Progress type="dashboard" percent={Math.round(stats.data.occupancyNext30Days)} strokeColor={token.colorPrimary} />
                  <Typography.Text type="secondary">{t('dashboardLive.occupancyHint')}</Typography.Text>
                </Space>
              </Card>
            </Col>
          </Row>
        </>
      )}
      <Card title={t('dashboard.recentBookings')}>
        {recent.isError ? (
          <Alert type="error" showIcon title={errorMessage(recent.error, t('errors.fetchBookings'))} />
        ) : (
          <RecentBookings bookings={recent.data ?? []} loading={recent.isLoading} />
        )}
      </Card>
    </Space>
  );
}
