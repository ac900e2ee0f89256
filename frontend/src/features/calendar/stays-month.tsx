import type { BlockDto, BookingDto, ImportedStayDto } from '@baan-talay/contracts';
import { addDays, stayNights, todayInBangkok } from '@baan-talay/pricing';
import { Popconfirm, theme, Tooltip } from 'antd';
import { useMemo, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters, villaDay, useUnblockNightsMutation, useToast } from '../admin-shared';
import { weekdayNames } from '../../lib/calendar-month';
import { ArrivalSummary } from '../guest-portal';
import { monthWeeks, sharedSpan, weekSegments, type Segment } from './stay-bars';
import './stays-month.css';

/** A stay as the month draws it: a booking, an owner's block or a stay imported from another channel. */
export type Stay =
  | { kind: 'booking'; key: string; from: string; to: string; booking: BookingDto; conflict: boolean }
  | { kind: 'block'; key: string; from: string; to: string; block: BlockDto }
  | { kind: 'import'; key: string; from: string; to: string; stay: ImportedStayDto };

/** Every stay of the data as one list, bookings marked when an imported stay overlaps them. */
export function staysOf(bookings: BookingDto[], blocks: BlockDto[], imported: ImportedStayDto[]): Stay[] {
  const overlapped = new Set(imported.filter((stay) => stay.conflict?.kind === 'booking').map((stay) => stay.conflict!.id));
  return [
    ...bookings.map((booking): Stay => ({
      kind: 'booking',
      key: `booking:${booking._id}`,
      from: villaDay(booking.checkIn),
      to: villaDay(booking.checkOut),
      booking,
      conflict: overlapped.has(booking._id),
    })),
    ...blocks.map((block): Stay => ({ kind: 'block', key: `block:${block.id}`, from: block.from, to: block.to, block })),
    ...imported.map((stay): Stay => ({ kind: 'import', key: `import:${stay.id}`, from: stay.from, to: stay.to, stay })),
  ];
}

interface StaysMonthProps {
  /** `YYYY-MM`. */
  month: string;
  stays: Stay[];
  /** Nights the server says are held: those no stay on screen explains are marked "Held". */
  heldNights: ReadonlySet<string>;
  /** The first night of a range being picked, marked in its day. */
  rangeStart: string | null;
  onPickDay: (day: string) => void;
  onOpenBooking: (bookingId: string) => void;
}

/**
 * The month as channel managers draw it: Sunday-first weeks of days, each stay a bar from the
 * afternoon of its check-in to the morning of its check-out in lanes that never overlap. Bookings
 * name their reference and guest (a click opens the booking); blocks are hatched (a click offers to
 * unblock); stays imported from other channels name their channel; conflicts are outlined in red.
 * A click on a day picks the first or last night of a range to block.
 */
export function StaysMonth({ month, stays, heldNights, rangeStart, onPickDay, onOpenBooking }: StaysMonthProps) {
  const { t, i18n } = useTranslation('admin');
  const format = useFormatters();
  const { token } = theme.useToken();
  const weeks = useMemo(() => monthWeeks(month), [month]);
  const today = todayInBangkok(new Date());
  const weekdays = useMemo(() => weekdayNames(i18n.language, 'short'), [i18n.language]);
  // Nights some stay on screen holds; a held night outside them is held by what this view cannot name.
  const explained = useMemo(() => {
    const nights = new Set<string>();
    for (const stay of stays) for (const night of stayNights(stay.from, stay.to)) nights.add(night);
    return nights;
  }, [stays]);

  const colors = {
    '--stays-border': token.colorBorderSecondary,
    '--stays-muted': token.colorTextTertiary,
    '--stays-today': token.colorPrimary,
    '--stays-pick': token.colorSuccessBg,
    '--stays-confirmed': token.colorSuccessBg,
    '--stays-confirmed-edge': token.colorSuccess,
    '--stays-pending': token.colorWarningBg,
    '--stays-pending-edge': token.colorWarning,
    '--stays-block': token.colorFillSecondary,
    '--stays-block-edge': token.colorTextQuaternary,
    '--stays-import': token.colorInfoBg,
    '--stays-import-edge': token.colorInfo,
    '--stays-conflict': token.colorError,
    '--stays-held': token.colorError,
  } as CSSProperties;

  return (
    <div className="stays-month" style={colors}>
      <div className="stays-month__weekdays" aria-hidden>
        {weekdays.map((name) => (
          <div key={name}>{name}</div>
        ))}
      </div>
      {weeks.map((week) => {
        const { segments, lanes } = weekSegments(week, stays);
        return (
          <div key={week[0]} className="stays-month__week" style={{ '--lanes': lanes } as CSSProperties}>
            <div className="stays-month__days">
              {week.map((day) => {
                const heldUnexplained = day !== rangeStart && heldNights.has(day) && !explained.has(day);
                const flag = day === rangeStart ? t('availability.rangeStart') : heldUnexplained ? t('calendar.held') : null;
                return (
                <button
                  key={day}
                  type="button"
                  title={day}
                  aria-label={flag ? `${format.date(day)}, ${flag}` : format.date(day)}
                  aria-pressed={day === rangeStart}
                  className={['stays-month__day', day.slice(0, 7) !== month && 'is-outside', day === today && 'is-today', day === rangeStart && 'is-picked'].filter(Boolean).join(' ')}
                  onClick={() => onPickDay(day)}
                >
                  <span className="stays-month__number">{Number(day.slice(8))}</span>
                  {flag && <span className={heldUnexplained ? 'stays-month__flag is-held' : 'stays-month__flag'}>{flag}</span>}
                </button>
                );
              })}
            </div>
            <div className="stays-month__bars">
              {segments.map((segment) => (
                <StayBar key={segment.item.key} segment={segment} onOpenBooking={onOpenBooking} />
              ))}
            </div>
          </div>
        );
      })}
    </div>
  );
}

/** One week's piece of a stay, with its label, its full description on hover and its action. */
function StayBar({ segment, onOpenBooking }: { segment: Segment<Stay>; onOpenBooking: (bookingId: string) => void }) {
  const { t } = useTranslation('admin');
  const format = useFormatters();
  const [unblock] = useUnblockNightsMutation();
  const toast = useToast();
  const stay = segment.item;
  const dates = `${format.date(stay.from)} – ${format.date(stay.to)}`;
  const { label, description, variant } = describe(stay, t, format.date);
  const className = [
    'stays-month__bar',
    `is-${variant}`,
    segment.continuesBefore && 'continues-before',
    segment.continuesAfter && 'continues-after',
    (stay.kind === 'import' ? stay.stay.conflict : stay.kind === 'booking' && stay.conflict) && 'is-conflict',
  ]
    .filter(Boolean)
    .join(' ');
  const bar = (onClick?: () => void): ReactNode => (
    <button
      type="button"
      className={className}
      style={{ gridColumn: `${segment.start} / ${segment.end}`, gridRow: segment.lane + 1 }}
      aria-label={`${label}, ${dates}`}
      data-from={stay.from}
      data-to={stay.to}
      data-kind={stay.kind}
      onClick={onClick}
    >
      {/* A stub (a check-out morning) has no room for words. */}
      {segment.end - segment.start > 1 && <span className="stays-month__label">{segment.continuesBefore ? `… ${label}` : label}</span>}
    </button>
  );

  if (stay.kind === 'booking') {
    const title = <>{`${description} · ${dates}`}<ArrivalSummary bookingId={stay.booking._id} compact /></>;
    return <Tooltip title={title}>{bar(() => onOpenBooking(stay.booking._id))}</Tooltip>;
  }
  if (stay.kind === 'block') {
    return (
      <Popconfirm
        title={t('availability.unblockConfirm', { from: format.date(stay.from), to: format.date(addDays(stay.to, -1)) })}
        description={description}
        okText={t('availability.unblock')}
        cancelText={t('common.close')}
        onConfirm={async () => {
          const result = await unblock(stay.block.id);
          if ('error' in result) toast.error(result.error, t('availability.unblockFailed'));
          else toast.success(t('availability.unblockedDone', { from: format.date(stay.from), to: format.date(addDays(stay.to, -1)) }));
        }}
      >
        {bar()}
      </Popconfirm>
    );
  }
  return <Tooltip title={`${description} · ${dates}`}>{bar()}</Tooltip>;
}

function describe(
  stay: Stay,
  t: (key: string, params?: Record<string, unknown>) => string,
  date: (day: string) => string,
): { label: string; description: string; variant: string } {
  switch (stay.kind) {
    case 'booking': {
      const { booking } = stay;
      const guest = booking.customerInfo ? `${booking.customerInfo.firstName} ${booking.customerInfo.lastName}`.trim() : '';
      const label = guest ? `${booking.reference} · ${guest}` : booking.reference;
      return { label, description: `${label} · ${t(`status.${booking.status}`)}`, variant: booking.status === 'confirmed' ? 'confirmed' : 'pending' };
    }
    case 'block': {
      const label = t(`availability.reasons.${stay.block.reason}`);
      return { label, description: stay.block.note ? `${label}: ${stay.block.note}` : label, variant: 'block' };
    }
    case 'import': {
      const { conflict, calendarName } = stay.stay;
      if (!conflict) return { label: calendarName, description: calendarName, variant: 'import' };
      const holder = conflict.reference ?? `${date(conflict.from)} – ${date(conflict.to)}`;
      const shared = sharedSpan(stay, conflict);
      const nights = `${date(shared.from)} – ${date(shared.to)}`;
      return { label: `⚠ ${t('availability.conflict')} · ${calendarName}`, description: t('availability.conflictWith', { holder, nights }), variant: 'import' };
    }
  }
}
