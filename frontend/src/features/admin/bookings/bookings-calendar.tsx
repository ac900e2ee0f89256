import { HOLDING_STATUSES, type BookingDto } from '@baan-talay/contracts';
import { Alert, Badge, Calendar, Spin, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api';
import { useAdminBookingsQuery, useHeldNightsQuery } from '../api/bookings-api';
import { useCalendarStaysQuery } from '../api/calendar-api';
import { BlockNightsModal, type NightRange } from '../calendar/block-nights-modal';
import { CalendarHolds, holdsByNight } from '../calendar/calendar-holds';
import { villaDay } from '../lib/format';

/**
 * The nights the grid can show: six weeks around the month, whichever day the locale starts its
 * weeks on (up to a week before the 1st, up to two after the last day).
 */
function gridRange(month: Dayjs) {
  return {
    from: month.startOf('month').subtract(7, 'day').format('YYYY-MM-DD'),
    to: month.endOf('month').add(15, 'day').format('YYYY-MM-DD'),
  };
}

/** Which holding booking holds each night of the range (nights run from check-in to the day before check-out). */
function nightsByBooking(bookings: BookingDto[]): Map<string, BookingDto[]> {
  const nights = new Map<string, BookingDto[]>();
  for (const booking of bookings.filter((item) => HOLDING_STATUSES.includes(item.status))) {
    const checkOut = villaDay(booking.checkOut);
    for (let night = dayjs(villaDay(booking.checkIn)); night.format('YYYY-MM-DD') < checkOut; night = night.add(1, 'day')) {
      const key = night.format('YYYY-MM-DD');
      nights.set(key, [...(nights.get(key) ?? []), booking]);
    }
  }
  return nights;
}

/**
 * Held nights by month: each labelled with the booking that holds it (a click opens it), the owner's
 * blocks and stays imported from other channels in their own styles, conflicts highlighted. Two
 * clicks on days select a range of nights and open "Block these nights".
 */
export function BookingsCalendar({ onOpen }: { onOpen: (bookingId: string) => void }) {
  const { t } = useTranslation('admin');
  // The month shown lives in the URL (`month=YYYY-MM`), so a reload or a link opens that month.
  const [search, setSearch] = useSearchParams();
  const wanted = /^\d{4}-\d{2}$/.test(search.get('month') ?? '') ? dayjs(`${search.get('month')}-01`) : null;
  const month = wanted?.isValid() ? wanted : dayjs();
  // Only on a change of month: react-router's functional updates are not queued, and a click on a
  // booking in the same month sets `booking` in the URL in the same event.
  const setMonth = (value: Dayjs) =>
    value.format('YYYY-MM') !== month.format('YYYY-MM') &&
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('month', value.format('YYYY-MM'));
        return next;
      },
      { replace: true },
    );
  const range = gridRange(month);
  const held = useHeldNightsQuery(range);
  // A month holds at most 31 stays, so one page of 100 covers the grid.
  const bookings = useAdminBookingsQuery({ ...range, page: 1, pageSize: 100, sort: 'checkIn', order: 'asc' });
  const heldNights = useMemo(() => new Set(held.data?.unavailable ?? []), [held.data]);
  const byNight = useMemo(() => nightsByBooking(bookings.data?.items ?? []), [bookings.data]);
  const stays = useCalendarStaysQuery(range);
  const holds = useMemo(() => holdsByNight(stays.data), [stays.data]);
  const [rangeStart, setRangeStart] = useState<string | null>(null);
  const [blocking, setBlocking] = useState<NightRange | null>(null);

  const select = (date: Dayjs, source: string) => {
    if (source !== 'date') return;
    const day = date.format('YYYY-MM-DD');
    if (!rangeStart) return setRangeStart(day);
    setRangeStart(null);
    setBlocking(day < rangeStart ? { first: day, last: rangeStart } : { first: rangeStart, last: day });
  };

  const cell = (date: Dayjs) => {
    const key = date.format('YYYY-MM-DD');
    const holders = byNight.get(key) ?? [];
    const others = holds.get(key) ?? [];
    const start = key === rangeStart ? <Typography.Text type="success" data-testid="range-start">{t('availability.rangeStart')}</Typography.Text> : null;
    if (!heldNights.has(key) && holders.length === 0 && others.length === 0) return start;
    return (
      <>
        {start}
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label={t('calendar.heldNight')}>
          {holders.length === 0 && others.length === 0 && <li><Badge status="error" text={t('calendar.held')} /></li>}
          {holders.map((booking) => (
            <li key={booking._id}>
              <a onClick={() => onOpen(booking._id)}>
                <Badge
                  status={booking.status === 'confirmed' ? 'success' : 'warning'}
                  text={
                    <>
                      <span>{booking.reference}</span>
                      {booking.customerInfo && <Typography.Text type="secondary"> · {booking.customerInfo.firstName} {booking.customerInfo.lastName}</Typography.Text>}
                    </>
                  }
                />
              </a>
            </li>
          ))}
          <CalendarHolds holds={others} />
        </ul>
      </>
    );
  };

  const error = held.error ?? bookings.error ?? stays.error;
  return (
    <Spin spinning={held.isFetching || bookings.isFetching || stays.isFetching}>
      <Typography.Paragraph type="secondary">{rangeStart ? t('availability.pickLastNight') : t('availability.pickFirstNight')}</Typography.Paragraph>
      {error && <Alert type="error" showIcon title={errorMessage(error, t('errors.fetchBookings'))} />}
      <Calendar value={month} onPanelChange={(value) => setMonth(value)} onChange={(value) => setMonth(value)} cellRender={(date, info) => (info.type === 'date' ? cell(date) : info.originNode)}
        onSelect={(date, info) => select(date, info.source)} />
      <BlockNightsModal range={blocking} onClose={() => setBlocking(null)} />
    </Spin>
  );
}
