import { AUDIT_EVENT_TYPES, type AuditEntryDto } from '@baan-talay/contracts';
import { Alert, Empty, Skeleton, Space, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/api';
import { useBookingHistoryQuery, useFormatters } from '../admin-shared';
import { ActorLabel } from './actor-label';
import { AuditDescriptionView } from './audit-description';

/** Every event an admin can filter the log by (booking, villa and admin account streams). */
export { AUDIT_EVENT_TYPES };

const COLORS: Record<string, string> = {
  BookingConfirmed: 'green',
  BookingCancelled: 'red',
  BookingExpired: 'gray',
  BookingDeleted: 'red',
  SlipCleared: 'orange',
};

/** A translated name for an event type; unknown types (new events) show as they are. */
export function useEventLabel() {
  const { t } = useTranslation('admin');
  return (type: string) => t(`audit.events.${type}`, { defaultValue: type });
}

/** The history of one booking: who did what, when, oldest first. */
export function AuditTimeline({ bookingId }: { bookingId: string }) {
  const { t } = useTranslation('admin');
  const format = useFormatters();
  const eventLabel = useEventLabel();
  const history = useBookingHistoryQuery(bookingId);

  if (history.isLoading) return <Skeleton active />;
  if (history.isError) return <Alert type="error" showIcon title={errorMessage(history.error, t('errors.generic'))} />;
  const entries: AuditEntryDto[] = history.data ?? [];
  if (entries.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('audit.empty')} />;

  return (
    <Timeline
      items={entries.map((entry) => ({
        key: entry.id,
        color: COLORS[entry.type] ?? 'blue',
        // One column beside the dot (no title on its other side): in a narrow drawer a title there
        // squeezed against the dot and the time.
        content: (
          <>
            <Space wrap size="small">
              <Typography.Text strong>{eventLabel(entry.type)}</Typography.Text>
              <ActorLabel actor={entry.actor} />
            </Space>
            <br />
            <Typography.Text type="secondary">
              <time dateTime={entry.occurredAt}>{format.dateTime(entry.occurredAt)}</time>
            </Typography.Text>
            <AuditDescriptionView description={entry.description} />
          </>
        ),
      }))}
    />
  );
}
