import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCalendarConflictsQuery } from '../admin-shared';
import { sharedSpan } from './stay-bars';

/** The dashboard's alert: stays imported from other channels on nights a booking or block holds, each naming both and the nights they share. */
export function CalendarConflictsAlert() {
  const { t } = useTranslation('admin');
  const { data: conflicts = [] } = useCalendarConflictsQuery(undefined, { pollingInterval: 5 * 60_000 });
  if (conflicts.length === 0) return null;
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={t('availability.conflictsAlert', { count: conflicts.length })}
      description={
        <ul style={{ margin: 0, paddingInlineStart: 20 }}>
          {conflicts.map((stay) => {
            const shared = stay.conflict ? sharedSpan(stay, stay.conflict) : stay;
            return (
              <li key={stay.id}>
                {t('availability.conflictLine', {
                  calendar: stay.calendarName,
                  from: stay.from,
                  to: stay.to,
                  holder: stay.conflict?.reference ?? (stay.conflict ? `${t(`availability.holder.${stay.conflict.kind}`)} ${stay.conflict.from} – ${stay.conflict.to}` : ''),
                  nights: `${shared.from} – ${shared.to}`,
                })}
              </li>
            );
          })}
        </ul>
      }
    />
  );
}
