import { CalendarOutlined, PlusOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Segmented, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminBookingsQuery, useErrorToast } from '../admin-shared';
import { useBookingListParams } from './hooks/use-booking-list-params';
import { BookingDrawer } from './booking-drawer';
import { BookingsCalendar } from '../calendar';
import { BookingsFilters } from './bookings-filters';
import { BookingsTable } from './bookings-table';
import { ExportCsvButton } from './export-csv-button';
import { NewBookingModal } from './new-booking-modal';

export default function BookingsPage() {
  const { t } = useTranslation('admin');
  const { params, openBookingId, view, update } = useBookingListParams();
  const list = useAdminBookingsQuery(params, { skip: view !== 'list' });
  const [creating, setCreating] = useState(false);

  useErrorToast(list.error, t('errors.fetchBookings'));

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Flex justify="space-between" align="center" wrap gap={16}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {t('bookings.title')}
        </Typography.Title>
        <Space wrap>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
            {t('create.new')}
          </Button>
          {view === 'list' && <ExportCsvButton params={params} />}
          <Segmented
            aria-label={t('bookings.view')}
            value={view}
            onChange={(value) => update({ view: value === 'calendar' ? 'calendar' : undefined })}
            options={[
              { value: 'list', icon: <UnorderedListOutlined />, label: t('bookings.listView') },
              { value: 'calendar', icon: <CalendarOutlined />, label: t('bookings.calendarView') },
            ]}
          />
        </Space>
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
      <NewBookingModal
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(booking) => {
          setCreating(false);
          update({ booking });
        }}
      />
    </Space>
  );
}
