import { BOOKING_STATUSES } from '@baan-talay/contracts';
import { Checkbox, Flex, Input, Select } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { type BookingListParams, RangePicker } from '../admin-shared';
import type { useBookingListParams } from './hooks/use-booking-list-params';

interface Props {
  params: BookingListParams;
  update: ReturnType<typeof useBookingListParams>['update'];
}

export function BookingsFilters({ params, update }: Props) {
  const { t } = useTranslation('admin');
  return (
    // A flex row, not Space: its items are boxes of their own, so maxWidth would not hold to the card's width.
    <Flex wrap gap={8} align="center">
      <Input.Search
        allowClear
        aria-label={t('bookings.search')}
        placeholder={t('bookings.searchPlaceholder')}
        defaultValue={params.search}
        onSearch={(search) => update({ search: search.trim() })}
        // The Thai placeholder is the longest: the box fits it whole, and the screen's width on a phone.
        style={{ width: 360, maxWidth: '100%' }}
      />
      <Select
        allowClear
        aria-label={t('bookings.statusFilter')}
        placeholder={t('bookings.statusFilter')}
        value={params.status}
        onChange={(status) => update({ status })}
        options={BOOKING_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))}
        style={{ width: 180, maxWidth: '100%' }}
      />
      <Checkbox checked={params.slipQr === 'missing'} onChange={(event) => update({ slipQr: event.target.checked ? 'missing' : undefined })}>
        {t('bookings.slipQrMissing')}
      </Checkbox>
      <RangePicker
        aria-label={t('bookings.dateFilter')}
        placeholder={[t('bookings.from'), t('bookings.to')]}
        style={{ maxWidth: '100%' }}
        // The API takes stays overlapping [from, to); the picker's last day is included.
        value={params.from && params.to ? [dayjs(params.from), dayjs(params.to).subtract(1, 'day')] : null}
        onChange={(range) =>
          update({ from: range?.[0]?.format('YYYY-MM-DD'), to: range?.[1]?.add(1, 'day').format('YYYY-MM-DD') })
        }
      />
    </Flex>
  );
}
