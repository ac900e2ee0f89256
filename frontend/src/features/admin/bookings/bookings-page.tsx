import { CalendarOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { Card, Flex, Segmented, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAdminBookingsQuery } from '../api/bookings-api';
import { useBookingListParams } from '../hooks/use-booking-list-params';
import { useErrorToast } from '../hooks/use-toast';
import { BookingDrawer } from './booking-drawer';
import { BookingsCalendar } from './bookings-calendar';
import { BookingsFilters } from './bookings-filters';
import { BookingsTable } from './bookings-table';

export default function BookingsPage() {
  const { t } = useTranslation('admin');
  const { params, openBookingId, view, update } = useBookingListParams();
  const list = useAdminBookingsQuery(params, { skip: view !== 'list' });

  useErrorToast(list.error, t('errors.fetchBookings'));

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Flex justify="space-between" align="center" wrap gap={16}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {t('bookings.title')}
        </Typography.Title>
        <Segmented
          aria-label={t('bookings.view')}
          value={view}
          onChange={(value) => update({ view: value === 'calendar' ? 'calendar' : undefined })}
          options={[
            { value: 'list', icon: <UnorderedListOutlined />, label: t('bookings.listView') },
            { value: 'calendar', icon: <CalendarOutlined />, label: t('bookings.calendarView') },
          ]}
        />
      </Flex>
      <Card>
        {view === 'list' ? (
          <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
            <BookingsFilters params={params} update={update} />
            <BookingsTable data={list.data} loading={list.isFetching} params={params} update={update} />
          </Space>
        ) : (
          <BookingsCalendar onOpen={(booking) => update({ booking })} />
        )}
      </Card>
      <BookingDrawer bookingId={openBookingId} onClose={() => update({ booking: undefined })} />
    </Space>
  );
}
