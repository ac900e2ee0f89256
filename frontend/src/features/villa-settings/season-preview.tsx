import type { AdminVillaDto } from '@baan-talay/contracts';
import { dayOfWeek, ratesBetween } from '@baan-talay/pricing';
import { Typography } from 'antd';
import { weekdayNames } from '../../lib/calendar-month';
import { formatMoney } from '../admin-shared';

const GRID = { display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', gap: 4, listStyle: 'none', padding: 0, margin: 0 } as const;

/** A month of nightly prices laid out as a calendar (Sunday first), season nights tinted. */
export function SeasonPreview({ villa, first, next, language }: { villa: AdminVillaDto; first: string; next: string; language: 'th' | 'en' }) {
  const nights = ratesBetween(first, next, villa.bedrooms, villa);
  return (
    <div>
      <ul aria-hidden style={{ ...GRID, marginBottom: 4 }}>
        {weekdayNames(language, 'short').map((name) => (
          <li key={name} style={{ padding: '0 4px' }}>
            <Typography.Text strong>{name}</Typography.Text>
          </li>
        ))}
      </ul>
      <ul data-testid="season-preview" style={GRID}>
        {nights.map((night, i) => (
          <li
            key={night.date}
            data-date={night.date}
            title={night.season ? night.season.name[language] : undefined}
            // The 1st sits under its own weekday; the other nights follow it.
            style={{ padding: 4, borderRadius: 6, background: night.season ? 'rgba(22, 119, 255, 0.12)' : undefined, gridColumnStart: i === 0 ? dayOfWeek(first) + 1 : undefined }}
          >
            <Typography.Text type="secondary">{Number(night.date.slice(8))}</Typography.Text>
            <div>{formatMoney(night.price)}</div>
          </li>
        ))}
      </ul>
    </div>
  );
}
