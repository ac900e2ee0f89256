import { HOLDING_STATUSES, type BookingDto } from '@baan-talay/contracts';
import { Alert, Badge, Calendar, Spin } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api';
import { useAdminBookingsQuery, useHeldNightsQuery } from '../api/bookings-api';
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

/** Held nights by month, each labelled with the booking that holds it; a click opens that booking. */
export function BookingsCalendar({ onOpen }: { onOpen: (bookingId: string) => void }) {
  const { t } = useTranslation('admin');
  const [month, setMonth] = useState(() => dayjs());
  const range = gridRange(month);
  const held = useHeldNightsQuery(range);
  // A month holds at most 31 stays, so one page of 100 covers the grid.
  const bookings = useAdminBookingsQuery({ ...range, page: 1, pageSize: 100, sort: 'checkIn', order: 'asc' });
  const heldNights = useMemo(() => new Set(held.data?.unavailable ?? []), [held.data]);
  const byNight = useMemo(() => nightsByBooking(bookings.data?.items ?? []), [bookings.data]);

  const cell = (date: Dayjs) => {
    const key = date.format('YYYY-MM-DD');
    const holders = byNight.get(key) ?? [];
    if (!heldNights.has(key) && holders.length === 0) return null;
    return (
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label={t('calendar.heldNight')}>
        {holders.length === 0 && <li><Badge status="error" text={t('calendar.held')} /></li>}
        {holders.map((booking) => (
          <li key={booking._id}>
            <a onClick={() => onOpen(booking._id)}>
              <Badge status={booking.status === 'confirmed' ? 'success' : 'warning'} text={booking.reference} />
            </a>
          </li>
        ))}
      </ul>
    );
  };

  const error = held.error ?? bookings.error;
  return (
    <Spin spinning={held.isFetching || bookings.isFetching}>
      {error && <Alert type="error" showIcon title={errorMessage(error, t('errors.fetchBookings'))} />}
      <Calendar value={month} onPanelChange={(value) => setMonth(value)} onChange={(value) => setMonth(value)} cellRender={(date, info) => (info.type === 'date' ? cell(date) : info.originNode)} />
    </Spin>
  );
}
