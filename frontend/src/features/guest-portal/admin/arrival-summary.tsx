import type { ArrivalDetailsDto } from '@baan-talay/contracts';
import type { TFunction } from 'i18next';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useArrivalDetailsQuery } from '../api/guest-portal-api';

/** "Arrives 15:30 · flight TG 123 · 2 adults, 1 child". */
export function arrivalLine(arrival: ArrivalDetailsDto, t: TFunction): string {
  return [
    arrival.arrivalTime && t('guestPortal.arrival.time', { time: arrival.arrivalTime }),
    arrival.flight && t('guestPortal.arrival.flight', { flight: arrival.flight }),
    [t('guestPortal.arrival.adults', { count: arrival.adults }), t('guestPortal.arrival.children', { count: arrival.children })].join(', '),
  ]
    .filter(Boolean)
    .join(' · ');
}

/**
 * A booking's arrival details as the guest gave them in the portal: a line in the drawer, and in a
 * calendar bar's tooltip (`compact`: nothing when none were given).
 */
export function ArrivalSummary({ bookingId, compact = false }: { bookingId: string; compact?: boolean }) {
  const { t } = useTranslation('admin');
  const { data } = useArrivalDetailsQuery([bookingId]);
  const arrival = data?.[bookingId];
  if (compact) return arrival ? <div data-testid="arrival-line">{arrivalLine(arrival, t)}</div> : null;
  return (
    <Typography.Paragraph data-testid="arrival-summary" type={arrival ? undefined : 'secondary'} style={{ margin: 0 }}>
      <strong>{t('guestPortal.arrival.label')}:</strong> {arrival ? arrivalLine(arrival, t) : t('guestPortal.arrival.none')}
    </Typography.Paragraph>
  );
}
