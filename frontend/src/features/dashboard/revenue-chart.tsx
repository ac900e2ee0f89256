import type { DashboardStatsDto } from '@baan-talay/contracts';
import { Empty, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatMoney, localeOf } from '../admin-shared';

/** `YYYY-MM` as a short month name in the admin's language. */
function monthLabel(month: string, language: string): string {
  const [year, index] = month.split('-').map(Number);
  return new Intl.DateTimeFormat(localeOf(language), { month: 'short', year: '2-digit', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, index - 1, 1)),
  );
}

/** Axis ticks in baht, short: ฿0, ฿25K, ฿1.2M. */
const axisMoney = new Intl.NumberFormat('th-TH', { style: 'currency', currency: 'THB', notation: 'compact', maximumFractionDigits: 1 });

/** Revenue per month; months without any revenue at all show an empty state, not a bare 0–4 axis. */
export function RevenueChart({ data }: { data: DashboardStatsDto['revenueByMonth'] }) {
  const { t, i18n } = useTranslation('admin');
  const { token } = theme.useToken();
  const rows = data.map((row) => ({ ...row, label: monthLabel(row.month, i18n.language) }));
  if (!rows.some((row) => row.revenue > 0)) {
    return (
      <div style={{ height: 280, display: 'grid', placeItems: 'center' }}>
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dashboard.noRevenue')} />
      </div>
    );
  }
  return (
    <div role="img" aria-label={t('dashboard.revenueByMonth')} style={{ width: '100%', height: 280 }}>
      <ResponsiveContainer initialDimension={{ width: 640, height: 280 }}>
        <BarChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: 16 }}>
          <CartesianGrid strokeDasharray="3 3" stroke={token.colorBorderSecondary} />
          <XAxis dataKey="label" tick={{ fill: token.colorTextSecondary, fontSize: 12 }} />
          <YAxis
            tick={{ fill: token.colorTextSecondary, fontSize: 12 }}
            tickFormatter={(value: number) => axisMoney.format(value)}
          />
          <Tooltip
            formatter={(value) => [formatMoney(Number(value)), t('dashboard.revenue')]}
            contentStyle={{ background: token.colorBgElevated, border: `1px solid ${token.colorBorder}` }}
          />
          <Bar dataKey="revenue" fill={token.colorPrimary} radius={[4, 4, 0, 0]} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
