import type { BlockDto, ImportedStayDto } from '@baan-talay/contracts';
import { addDays } from '@baan-talay/pricing';
import { Popconfirm, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useUnblockNightsMutation } from '../api/calendar-api';

export type Hold = { kind: 'block'; block: BlockDto } | { kind: 'import'; stay: ImportedStayDto };

/** Each night's blocks and imported stays (nights run from `from` up to, not including, `to`). */
export function holdsByNight(data: { blocks: BlockDto[]; imported: ImportedStayDto[] } | undefined): Map<string, Hold[]> {
  const nights = new Map<string, Hold[]>();
  const add = (from: string, to: string, hold: Hold) => {
    for (let night = from; night < to; night = addDays(night, 1)) nights.set(night, [...(nights.get(night) ?? []), hold]);
  };
  for (const block of data?.blocks ?? []) add(block.from, block.to, { kind: 'block', block });
  for (const stay of data?.imported ?? []) add(stay.from, stay.to, { kind: 'import', stay });
  return nights;
}

/** A block (click: unblock) in grey, an imported stay in blue with its channel, a conflict in red naming what it overlaps. */
export function CalendarHolds({ holds }: { holds: Hold[] }) {
  const { t } = useTranslation('admin');
  const [unblock] = useUnblockNightsMutation();
  return (
    <>
      {holds.map((hold) =>
        hold.kind === 'block' ? (
          <li key={hold.block.id}>
            <Popconfirm title={t('availability.unblockConfirm', { from: hold.block.from, to: hold.block.to })} okText={t('availability.unblock')} cancelText={t('common.close')} onConfirm={() => unblock(hold.block.id)}>
              <Tooltip title={hold.block.note || undefined}>
                <Tag color="default" style={{ cursor: 'pointer' }}>{t(`availability.reasons.${hold.block.reason}`)}</Tag>
              </Tooltip>
            </Popconfirm>
          </li>
        ) : (
          <li key={hold.stay.id}>
            <Tooltip title={hold.stay.conflict ? t('availability.conflictWith', { holder: hold.stay.conflict.reference ?? `${hold.stay.conflict.from} – ${hold.stay.conflict.to}` }) : hold.stay.uid}>
              <Tag color={hold.stay.conflict ? 'red' : 'blue'}>
                {hold.stay.conflict ? `⚠ ${t('availability.conflict')} · ${hold.stay.calendarName}` : hold.stay.calendarName}
              </Tag>
            </Tooltip>
          </li>
        ),
      )}
    </>
  );
}
