import type { BookingDto } from '@baan-talay/contracts';
import { Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { StatusTag, useFormatters, adminPaths, customerName } from '../admin-shared';

export function RecentBookings({ bookings, loading }: { bookings: BookingDto[]; loading: boolean }) {
  const { t } = useTranslation('admin');
  const format = useFormatters();
  const columns: ColumnsType<BookingDto> = [
    {
      title: t('bookings.reference'),
      dataIndex: 'reference',
      render: (reference: string, booking) => (
        <Link to={`${adminPaths.bookings}?booking=${booking._id}`}>{reference}</Link>
      ),
    },
    { title: t('bookings.customer'), render: (_, booking) => customerName(booking) || t('common.none') },
    { title: t('bookings.checkIn'), dataIndex: 'checkIn', render: format.date },
    { title: t('bookings.checkOut'), dataIndex: 'checkOut', render: format.date },
    { title: t('bookings.total'), dataIndex: 'totalPrice', align: 'right', render: format.money },
    { title: t('bookings.status'), dataIndex: 'status', render: (status) => <StatusTag status={status} /> },
  ];
  return (
    <Table<BookingDto>
      rowKey="_id"
      size="small"
      columns={columns}
      dataSource={bookings}
      loading={loading}
      pagination={false}
      scroll={{ x: 'max-content' }}
    />
  );
}
