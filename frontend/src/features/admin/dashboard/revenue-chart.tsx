import type { DashboardStatsDto } from '@baan-talay/contracts';
import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatMoney, localeOf } from '../lib/format';

/** `YYYY-MM` as a short month name in the admin's language. */
function monthLabel(month: string, language: string): string {
  const [year, index] = month.split('-').map(Number);
  return new Intl.DateTimeFormat(localeOf(language), { month: 'short', year: '2-digit', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, index - 1, 1)),
  );
}

export function RevenueChart({ data }: { data: DashboardStatsDto['revenueByMonth'] }) {
  const { t, i18n } = useTranslation('admin');
  const { token } = theme.useToken();
  const rows = data.map((row) => ({ ...row, label: monthLabel(row.month, i18n.language) }));
  return (
    <div role="img" aria-label={t('dashboard.revenueByMonth')} style={{ width: '100%', height: 280 }}>
      <ResponsiveContainer initialDimension={{ width: 640, height: 280 }}>
        <BarChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: 16 }}>
          <CartesianGrid strokeDasharray="3 3" stroke={token.colorBorderSecondary} />
          <XAxis dataKey="label" tick={{ fill: token.colorTextSecondary, fontSize: 12 }} />
          <YAxis
            tick={{ fill: token.colorTextSecondary, fontSize: 12 }}
            tickFormatter={(value: number) => new Intl.NumberFormat('th-TH', { notation: 'compact' }).format(value)}
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
