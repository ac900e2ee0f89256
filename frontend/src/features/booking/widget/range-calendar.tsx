import { LeftIcon, RightIcon } from '../../../components/icons';
import { addDays, compareVillaDates, dayOfWeek, nightsBetween } from '@baan-talay/pricing';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMonth, formatVillaDate } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { firstOfMonth, shiftMonth, weekdayNames } from '../../../lib/calendar-month';
import { isCheckOutOnly, lastCheckOut, monthWeeks, rangeRefusal, type RangeRefusal } from './calendar-days';
import './range-calendar.css';

export interface RangeCalendarProps {
  today: string;
  unavailable: readonly string[];
  /** Held nights of this browser's own unpaid holds: shown as the guest's, not as someone else's. */
  ownNights?: readonly string[];
  checkIn: string | null;
  checkOut: string | null;
  month: string;
  onMonthChange: (month: string) => void;
  onRangeSelected: (range: { checkIn: string; checkOut: string }) => void;
  /** A range that starts and ends on one day is rejected and not applied (SPEC §5). */
  onSameDay: () => void;
  /** The night's price shown under each day (seasons make it vary); none: no prices shown. */
  priceOf?: (date: string) => string | null;
  /** The minimum nights of a stay (the villa's and its seasons'); a shorter range is refused. */
  minNightsFor?: (checkIn: string, checkOut: string) => number;
  /** The longest stay; a check-out further from the picked check-in is refused. */
  maxNights?: number;
  /**
   * A range shorter than its minimum or longer than the maximum was picked: it is not applied and
   * this is called with the reason (the widget shows it); null when the next pick was accepted.
   */
  onRefusal?: (refusal: RangeRefusal | null) => void;
  /** A check-in was picked and waits for its check-out (null once the range is chosen or dropped). */
  onPendingStart?: (date: string | null) => void;
}

const KEY_STEPS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

/** One month, range selection by two clicks (or Enter/space), arrow keys between days. */
export function RangeCalendar(props: RangeCalendarProps) {
  const { today, unavailable, ownNights, checkIn, checkOut, month, onMonthChange, onRangeSelected, onSameDay, priceOf, minNightsFor, maxNights = Infinity, onRefusal, onPendingStart } = props;
  const { t, i18n } = useTranslation('booking');
  const language = currentLanguage(i18n.resolvedLanguage);
  const [pendingStart, keepPendingStart] = useState<string | null>(null);
  const setPendingStart = (date: string | null) => {
    keepPendingStart(date);
    onPendingStart?.(date);
  };
  const [focused, setFocused] = useState(() => checkIn ?? today);
  const gridRef = useRef<HTMLTableElement>(null);
  const moveFocus = useRef(false);
  const held = useMemo(() => new Set(unavailable), [unavailable]);
  const limit = pendingStart ? lastCheckOut(pendingStart, unavailable) : null;
  const focusDate = focused.startsWith(month.slice(0, 7)) ? focused : (month === firstOfMonth(today) ? today : month);

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-date="${focusDate}"]`)?.focus();
  }, [focusDate]);

  const isPast = (date: string) => compareVillaDates(date, today) < 0;
  /** A check-out the picked check-in can reach: up to the next held night (a back-to-back arrival's day). */
  const isReachable = (date: string) =>
    !!pendingStart && compareVillaDates(date, pendingStart) >= 0 && (!limit || compareVillaDates(date, limit) <= 0);
  /** Reachable, but further than the longest stay: drawn unavailable, and a click says why. */
  const isTooFar = (date: string) => isReachable(date) && nightsBetween(pendingStart as string, date) > maxNights;
  const isSelectable = (date: string) => {
    if (isPast(date)) return false;
    if (isReachable(date)) return !isTooFar(date);
    return !held.has(date);
  };

  const refuse = (refusal: RangeRefusal) => onRefusal?.(refusal);
  const choose = (date: string) => {
    if (pendingStart && isTooFar(date)) {
      refuse({ key: 'errors.maxNights', params: { max: maxNights } });
      return;
    }
    if (!isSelectable(date)) return;
    onRefusal?.(null);
    if (!pendingStart || !isReachable(date)) {
      setPendingStart(date);
      return;
    }
    if (date === pendingStart) {
      setPendingStart(null);
      onSameDay();
      return;
    }
    const refusal = rangeRefusal(nightsBetween(pendingStart, date), { minNights: minNightsFor?.(pendingStart, date) ?? 1, maxNights });
    if (refusal) {
      refuse(refusal);
      return;
    }
    setPendingStart(null);
    onRangeSelected({ checkIn: pendingStart, checkOut: date });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    let next: string | null = null;
    if (event.key in KEY_STEPS) next = addDays(focusDate, KEY_STEPS[event.key]);
    if (event.key === 'Home') next = addDays(focusDate, -dayOfWeek(focusDate));
    if (event.key === 'End') next = addDays(focusDate, 6 - dayOfWeek(focusDate));
    if (event.key === 'PageUp' || event.key === 'PageDown') {
      const target = shiftMonth(month, event.key === 'PageUp' ? -1 : 1);
      next = `${target.slice(0, 8)}${focusDate.slice(8)}`;
      while (next.slice(0, 7) !== target.slice(0, 7)) next = addDays(next, -1);
    }
    if (!next || compareVillaDates(firstOfMonth(next), firstOfMonth(today)) < 0) return;
    event.preventDefault();
    moveFocus.current = true;
    setFocused(next);
    if (firstOfMonth(next) !== month) onMonthChange(firstOfMonth(next));
  };

  const rangeStart = pendingStart ?? checkIn;
  const rangeEnd = pendingStart ? null : checkOut;
  const inRange = (date: string) =>
    !!rangeStart && !!rangeEnd && compareVillaDates(date, rangeStart) > 0 && compareVillaDates(date, rangeEnd) < 0;
  const atFirstMonth = compareVillaDates(month, firstOfMonth(today)) <= 0;
  const monthLabel = formatMonth(month, language);
  // The least a stay from the picked check-in must last (its first night's seasons and the villa's).
  const minStay = pendingStart && minNightsFor ? minNightsFor(pendingStart, addDays(pendingStart, 1)) : 1;

  return (
    <div className="range-calendar">
      <div className="range-calendar__header">
        <button type="button" className="bt-button bt-button--text bt-button--circle" aria-label={t('calendar.previousMonth')}
          disabled={atFirstMonth} onClick={() => onMonthChange(shiftMonth(month, -1))}>
          <LeftIcon />
        </button>
        <h3 className="range-calendar__month" id="range-calendar-month" aria-live="polite">{monthLabel}</h3>
        <button type="button" className="bt-button bt-button--text bt-button--circle" aria-label={t('calendar.nextMonth')}
          onClick={() => onMonthChange(shiftMonth(month, 1))}>
          <RightIcon />
        </button>
      </div>
      <table ref={gridRef} className="range-calendar__grid" role="grid" aria-labelledby="range-calendar-month" onKeyDown={onKeyDown}>
        <thead>
          <tr>
            {weekdayNames(language, 'short').map((name) => (
              <th key={name} scope="col" abbr={name}>{name}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week, row) => (
            <tr key={row}>
              {week.map((date, col) => (
                <td key={date ?? `empty-${col}`} role="gridcell">
                  {date && (
                    <button type="button" data-date={date} tabIndex={date === focusDate ? 0 : -1}
                      className={[
                        'range-calendar__day',
                        held.has(date) && (isCheckOutOnly(date, held, today) ? 'is-check-out-only' : 'is-held'),
                        held.has(date) && ownNights?.includes(date) && 'is-own',
                        date === today && 'is-today',
                        (date === rangeStart || date === rangeEnd) && 'is-selected',
                        inRange(date) && 'is-in-range',
                      ].filter(Boolean).join(' ')}
                      aria-disabled={!isSelectable(date)}
                      aria-pressed={date === rangeStart || date === rangeEnd}
                      aria-label={[
                        formatVillaDate(date, language, 'long'),
                        date === rangeStart && t('calendar.checkInDay'),
                        date === rangeEnd && t('calendar.checkOutDay'),
                        held.has(date) && (ownNights?.includes(date) ? t('calendar.yours') : t('calendar.unavailable')),
                        isCheckOutOnly(date, held, today) && t('calendar.checkOutOnly'),
                      ].filter(Boolean).join(', ')}
                      title={priceOf && !held.has(date) && !isPast(date) ? (priceOf(date) ?? undefined) : undefined}
                      onFocus={() => setFocused(date)}
                      onClick={() => choose(date)}>
                      {Number(date.slice(8))}
                      {priceOf && !held.has(date) && !isPast(date) && <span className="range-calendar__price" aria-hidden="true">{priceOf(date)}</span>}
                    </button>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="range-calendar__hint" aria-live="polite">
        {pendingStart ? t('calendar.selectCheckOut') : t('calendar.selectCheckIn')}
        {minStay > 1 && (
          <span className="range-calendar__min-stay"> · {t('calendar.minStay', { count: minStay })}</span>
        )}
      </p>
    </div>
  );
}
