import { BOOKING_STATUSES, type ReportPeriodDto } from '@baan-talay/contracts';
import { Alert, Card, Col, Row, Select, Skeleton, Space, Statistic, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../lib/api';
import { useReportQuery, useFormatters, wholeNumber, localeOf } from '../admin-shared';
import { PaymentFigureCards } from '../payments';
import { ReportChart } from './report-chart';
import { dateTimeFormat } from '../../lib/intl';

const percent = (share: number) => `${(Math.round(share * 1000) / 10).toFixed(1)}%`;

/** `YYYY-MM` or `YYYY-MM-DD` as the admin reads it. */
function usePeriodLabel() {
  const { i18n } = useTranslation();
  return (period: string) => {
    const [year, month, day] = period.split('-').map(Number);
    const options: Intl.DateTimeFormatOptions = day ? { day: 'numeric', month: 'short', timeZone: 'UTC' } : { month: 'short', timeZone: 'UTC' };
    return dateTimeFormat(localeOf(i18n.language), options).format(new Date(Date.UTC(year, (month ?? 1) - 1, day ?? 1)));
  };
}

/**
 * Occupancy, revenue, ADR, RevPAR, bookings by status and lead time, per month or per year; the
 * deposits and balances of the stays arriving in the period.
 */
export default function ReportsPage() {
  const { t, i18n } = useTranslation('admin');
  const format = useFormatters();
  const periodLabel = usePeriodLabel();
  const now = new Date();
  // The period lives in the address (?year=2027&month=6, month=0 for the whole year): a report can
  // be bookmarked, shared and reached again with Back.
  const [search, setSearch] = useSearchParams();
  const year = wholeNumber(search.get('year'), 2000, 2100) ?? now.getFullYear();
  const chosenMonth = wholeNumber(search.get('month'), 0, 12);
  const month = chosenMonth === undefined ? now.getMonth() + 1 : chosenMonth || undefined;
  const choose = (next: { year?: number; month?: number }) =>
    setSearch((params) => {
      params.set('year', String(next.year ?? year));
      params.set('month', String(next.month ?? month ?? 0));
      return params;
    });
  const report = useReportQuery({ year, ...(month ? { month } : {}) });
  const total = report.data?.total;
  const years = [...new Set([...Array.from({ length: 7 }, (_, i) => now.getFullYear() - 4 + i), year])].sort((a, b) => a - b);
  // The reader's calendar: the Buddhist era in Thai (พ.ศ. 2569), the Gregorian one in English.
  const yearName = (y: number) => dateTimeFormat(localeOf(i18n.language), { year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(y, 6, 1)));
  const monthName = (m: number) => dateTimeFormat(localeOf(i18n.language), { month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2000, m - 1, 1)));

  const figures = total && [
    { key: 'occupancy', value: percent(total.occupancy), hint: t('reports.occupancyHint', { booked: total.bookedNights, available: total.availableNights }) },
    { key: 'revenue', value: format.money(total.revenue) },
    { key: 'adr', value: format.money(total.adr) },
    { key: 'revPar', value: format.money(total.revPar) },
    { key: 'leadTime', value: total.averageLeadTimeDays === null ? t('common.none') : t('reports.days', { count: total.averageLeadTimeDays }) },
  ];

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {t('reports.title')}
      </Typography.Title>
      <Space wrap>
        <Select aria-label={t('reports.year')} value={year} onChange={(value: number) => choose({ year: value })} options={years.map((y) => ({ value: y, label: yearName(y) }))} style={{ width: 130 }} />
        <Select
          aria-label={t('reports.month')}
          value={month ?? 0}
          virtual={false}
          onChange={(value: number) => choose({ month: value })}
          options={[{ value: 0, label: t('reports.wholeYear') }, ...Array.from({ length: 12 }, (_, i) => ({ value: i + 1, label: monthName(i + 1) }))]}
          style={{ width: 180 }}
        />
      </Space>
      {report.isError && <Alert type="error" showIcon title={errorMessage(report.error, t('errors.generic'))} />}
      {report.isLoading && <Skeleton active />}
      {report.data && figures && (
        <>
          <Row gutter={[16, 16]}>
            {figures.map((figure) => (
              <Col key={figure.key} xs={12} md={8} xl={4}>
                <Card style={{ height: '100%' }}>
                  <Statistic title={t(`reports.${figure.key}`)} value={figure.value} />
                  {figure.hint && <Typography.Text type="secondary">{figure.hint}</Typography.Text>}
                </Card>
              </Col>
            ))}
            <Col xs={24} md={16} xl={4}>
              <Card style={{ height: '100%' }} title={t('reports.byStatus')} size="small" styles={{ title: { whiteSpace: 'normal' } }}>
                {BOOKING_STATUSES.map((status) => (
                  <div key={status} style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
                    <Typography.Text>{t(`status.${status}`)}</Typography.Text>
                    <Typography.Text strong>{total.bookingsByStatus[status]}</Typography.Text>
                  </div>
                ))}
              </Card>
            </Col>
          </Row>
          <Card title={t('reports.payments')} size="small" styles={{ title: { whiteSpace: 'normal' } }}>
            <PaymentFigureCards figures={report.data.payments} label={t('reports.payments')} />
          </Card>
          <Card title={t('reports.chart')}>
            <ReportChart periods={report.data.periods} label={periodLabel} />
          </Card>
          <Card title={t('reports.table')}>
            <Table<ReportPeriodDto>
              rowKey="period"
              size="small"
              pagination={false}
              scroll={{ x: 'max-content' }}
              dataSource={report.data.periods}
              summary={() => (
                <Table.Summary.Row>
                  <Table.Summary.Cell index={0}>
                    <Typography.Text strong>{t('reports.total')}</Typography.Text>
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={1}>{total.availableNights}</Table.Summary.Cell>
                  <Table.Summary.Cell index={2}>{total.bookedNights}</Table.Summary.Cell>
                  <Table.Summary.Cell index={3}>{percent(total.occupancy)}</Table.Summary.Cell>
                  <Table.Summary.Cell index={4}>{format.money(total.revenue)}</Table.Summary.Cell>
                  <Table.Summary.Cell index={5}>{format.money(total.adr)}</Table.Summary.Cell>
                  <Table.Summary.Cell index={6}>{format.money(total.revPar)}</Table.Summary.Cell>
                </Table.Summary.Row>
              )}
              columns={[
                { title: t('reports.period'), dataIndex: 'period', render: periodLabel },
                { title: t('reports.availableNights'), dataIndex: 'availableNights' },
                { title: t('reports.bookedNights'), dataIndex: 'bookedNights' },
                { title: t('reports.occupancy'), dataIndex: 'occupancy', render: percent },
                { title: t('reports.revenue'), dataIndex: 'revenue', render: format.money },
                { title: t('reports.adr'), dataIndex: 'adr', render: format.money },
                { title: t('reports.revPar'), dataIndex: 'revPar', render: format.money },
              ]}
            />
          </Card>
        </>
      )}
    </Space>
  );
}
