import { HOLDING_STATUSES } from '@baan-talay/contracts';
import { addDays, todayInBangkok } from '@baan-talay/pricing';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Alert, Button, DatePicker, Space, Spin, Typography } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/api';
import { useAdminBookingsQuery, useHeldNightsQuery, useCalendarStaysQuery, localeOf } from '../admin-shared';
import { BlockNightsModal, type NightRange } from './block-nights-modal';
import { shiftMonth } from '../../lib/calendar-month';
import { monthWeeks } from './stay-bars';
import { StaysMonth, staysOf } from './stays-month';
import { dateTimeFormat } from '../../lib/intl';

/**
 * The month of stays: bookings as bars naming their reference and guest (a click opens one), the
 * owner's blocks and stays imported from other channels in their own styles, conflicts outlined.
 * Two clicks on days pick a range of nights and open "Block these nights".
 */
export function BookingsCalendar({ onOpen }: { onOpen: (bookingId: string) => void }) {
  const { t, i18n } = useTranslation('admin');
  // The month shown lives in the URL (`month=YYYY-MM`), so a reload or a link opens that month.
  const [search, setSearch] = useSearchParams();
  const wanted = search.get('month') ?? '';
  const thisMonth = todayInBangkok(new Date()).slice(0, 7);
  const month = /^\d{4}-(0[1-9]|1[0-2])$/.test(wanted) ? wanted : thisMonth;
  const setMonth = (value: string) =>
    value !== month &&
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('month', value);
        return next;
      },
      { replace: true },
    );
  // Every day the grid shows, the last week's Saturday night included.
  const range = useMemo(() => {
    const weeks = monthWeeks(month);
    return { from: weeks[0][0], to: addDays(weeks.at(-1)![6], 1) };
  }, [month]);
  const held = useHeldNightsQuery(range);
  // A month holds at most 31 stays, so one page of 100 covers the grid.
  const bookings = useAdminBookingsQuery({ ...range, page: 1, pageSize: 100, sort: 'checkIn', order: 'asc' });
  const stays = useCalendarStaysQuery(range);
  const shown = useMemo(
    () =>
      staysOf(
        (bookings.data?.items ?? []).filter((booking) => HOLDING_STATUSES.includes(booking.status)),
        stays.data?.blocks ?? [],
        stays.data?.imported ?? [],
      ),
    [bookings.data, stays.data],
  );
  const heldNights = useMemo(() => new Set(held.data?.unavailable ?? []), [held.data]);
  const [rangeStart, setRangeStart] = useState<string | null>(null);
  const [blocking, setBlocking] = useState<NightRange | null>(null);

  const pick = (day: string) => {
    if (!rangeStart) return setRangeStart(day);
    setRangeStart(null);
    setBlocking(day < rangeStart ? { first: day, last: rangeStart } : { first: rangeStart, last: day });
  };
  const title = dateTimeFormat(localeOf(i18n.language), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`));

  const error = held.error ?? bookings.error ?? stays.error;
  return (
    <Spin spinning={held.isFetching || bookings.isFetching || stays.isFetching}>
      <Space wrap style={{ width: '100%', justifyContent: 'space-between', marginBottom: 12 }}>
        <Typography.Title level={4} style={{ margin: 0 }} aria-live="polite">
          {title}
        </Typography.Title>
        <Space wrap>
          <Button icon={<LeftOutlined />} aria-label={t('calendar.previousMonth')} onClick={() => setMonth(shiftMonth(`${month}-01`, -1).slice(0, 7))} />
          <Button onClick={() => setMonth(thisMonth)}>{t('calendar.thisMonth')}</Button>
          <Button icon={<RightOutlined />} aria-label={t('calendar.nextMonth')} onClick={() => setMonth(shiftMonth(`${month}-01`, 1).slice(0, 7))} />
          <DatePicker
            picker="month"
            aria-label={t('calendar.chooseMonth')}
            allowClear={false}
            value={dayjs(`${month}-01`)}
            format={() => title}
            onChange={(value) => value && setMonth(value.format('YYYY-MM'))}
            style={{ width: 170 }}
          />
        </Space>
      </Space>
      <Typography.Paragraph type="secondary">{rangeStart ? t('availability.pickLastNight') : t('availability.pickFirstNight')}</Typography.Paragraph>
      {error && <Alert type="error" showIcon title={errorMessage(error, t('errors.fetchBookings'))} style={{ marginBottom: 12 }} />}
      <StaysMonth month={month} stays={shown} heldNights={heldNights} rangeStart={rangeStart} onPickDay={pick} onOpenBooking={onOpen} />
      <BlockNightsModal range={blocking} onClose={() => setBlocking(null)} />
    </Spin>
  );
}
