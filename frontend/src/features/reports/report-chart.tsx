import type { ReportPeriodDto } from '@baan-talay/contracts';
import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatMoney } from '../admin-shared';

const axisMoney = new Intl.NumberFormat('th-TH', { style: 'currency', currency: 'THB', notation: 'compact', maximumFractionDigits: 1 });

/** Revenue as bars (left axis, baht) and occupancy as a line (right axis, percent), per period. */
export function ReportChart({ periods, label }: { periods: ReportPeriodDto[]; label: (period: string) => string }) {
  const { t } = useTranslation('admin');
  const { token } = theme.useToken();
  const rows = periods.map((period) => ({ name: label(period.period), revenue: period.revenue, occupancy: Math.round(period.occupancy * 1000) / 10 }));
  return (
    <div role="img" aria-label={t('reports.chart')} style={{ width: '100%', height: 300 }}>
      <ResponsiveContainer initialDimension={{ width: 720, height: 300 }}>
        <ComposedChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: 16 }}>
          <CartesianGrid strokeDasharray="3 3" stroke={token.colorBorderSecondary} />
          <XAxis dataKey="name" tick={{ fill: token.colorTextSecondary, fontSize: 12 }} />
          <YAxis yAxisId="money" tick={{ fill: token.colorTextSecondary, fontSize: 12 }} tickFormatter={(value: number) => axisMoney.format(value)} />
          <YAxis yAxisId="share" orientation="right" domain={[0, 100]} unit="%" tick={{ fill: token.colorTextSecondary, fontSize: 12 }} />
          <Tooltip
            formatter={(value, name) => (name === 'revenue' ? [formatMoney(Number(value)), t('reports.revenue')] : [`${value}%`, t('reports.occupancy')])}
            contentStyle={{ background: token.colorBgElevated, border: `1px solid ${token.colorBorder}` }}
          />
          <Legend formatter={(name) => (name === 'revenue' ? t('reports.revenue') : t('reports.occupancy'))} />
          <Bar yAxisId="money" dataKey="revenue" fill={token.colorPrimary} radius={[4, 4, 0, 0]} />
          <Line yAxisId="share" dataKey="occupancy" stroke={token.colorWarning} strokeWidth={2} dot={false} />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}
