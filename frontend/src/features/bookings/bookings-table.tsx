import type { BookingDto, Paginated } from '@baan-talay/contracts';
import { Button, Card, Empty, Flex, Grid, Pagination, Space, Spin, Table, Typography } from 'antd';
import type { ColumnsType, SorterResult } from 'antd/es/table/interface';
import { useTranslation } from 'react-i18next';
import { type BookingListParams, StatusTag, useFormatters, customerName } from '../admin-shared';
import type { useBookingListParams } from './hooks/use-booking-list-params';
import { StatusActions } from './status-actions';

interface Props {
  data: Paginated<BookingDto> | undefined;
  loading: boolean;
  params: BookingListParams;
  update: ReturnType<typeof useBookingListParams>['update'];
}

/** Server-side table: sorting and paging are sent to the API, never done on the page. */
export function BookingsTable({ data, loading, params, update }: Props) {
  const { t } = useTranslation('admin');
  const format = useFormatters();
  const screens = Grid.useBreakpoint();
  const sortOrder = (key: string) =>
    params.sort === key ? (params.order === 'asc' ? ('ascend' as const) : ('descend' as const)) : null;

  // The same actions in the table's fixed column and on a phone's card.
  const actions = (booking: BookingDto) => (
    <Space wrap size="small">
      <Button size="small" aria-label={`${t('bookings.details')} ${booking.reference}`} onClick={() => update({ booking: booking._id })}>
        {t('bookings.details')}
      </Button>
      <StatusActions booking={booking} />
    </Space>
  );

  // Widths that fit a 1440 px screen beside the menu in Thai, so the fixed Actions column covers
  // nothing there; narrower screens scroll the table inside its card with Actions still in view.
  const columns: ColumnsType<BookingDto> = [
    { title: t('bookings.reference'), dataIndex: 'reference', key: 'reference', width: 112 },
    {
      title: t('bookings.customer'),
      key: 'customerName',
      width: 164,
      sorter: true,
      sortOrder: sortOrder('customerName'),
      render: (_, booking) => {
        const name = booking.personalDataErasedAt ? t('privacy.erasedOn', { date: format.date(booking.personalDataErasedAt) }) : customerName(booking) || t('common.none');
        return (
          <Flex vertical>
            <Typography.Text ellipsis={{ tooltip: name }}>{name}</Typography.Text>
            {booking.customerInfo && (
              <Typography.Text type="secondary" ellipsis={{ tooltip: booking.customerInfo.email }}>
                {booking.customerInfo.email}
              </Typography.Text>
            )}
          </Flex>
        );
      },
    },
    { title: t('bookings.checkIn'), dataIndex: 'checkIn', key: 'checkIn', width: 112, sorter: true, sortOrder: sortOrder('checkIn'), render: format.date },
    { title: t('bookings.checkOut'), dataIndex: 'checkOut', key: 'checkOut', width: 112, sorter: true, sortOrder: sortOrder('checkOut'), render: format.date },
    { title: t('bookings.guests'), dataIndex: 'guests', key: 'guests', width: 80, align: 'right' },
    {
      title: t('bookings.total'),
      dataIndex: 'totalPrice',
      key: 'totalPrice',
      width: 104,
      align: 'right',
      sorter: true,
      sortOrder: sortOrder('totalPrice'),
      render: format.money,
    },
    {
      title: t('bookings.status'),
      dataIndex: 'status',
      key: 'status',
      width: 128,
      sorter: true,
      sortOrder: sortOrder('status'),
      render: (status) => <StatusTag status={status} />,
    },
    {
      title: t('bookings.created'),
      dataIndex: 'createdAt',
      key: 'createdAt',
      width: 112,
      sorter: true,
      sortOrder: sortOrder('createdAt'),
      // Date over time: one line of both is the widest cell of the row.
      render: (createdAt: string) => (
        <Flex vertical>
          <span>{format.date(createdAt)}</span>
          <Typography.Text type="secondary">{format.time(createdAt)}</Typography.Text>
        </Flex>
      ),
    },
    {
      title: t('bookings.actions'),
      key: 'actions',
      width: 168,
      // Kept in view at the right when a narrower screen scrolls the table.
      fixed: 'right',
      render: (_, booking) => actions(booking),
    },
  ];
  const tableWidth = columns.reduce((sum, column) => sum + Number(column.width), 0);

  const pagination = {
    current: params.page,
    pageSize: params.pageSize,
    total: data?.total ?? 0,
    // Past the server's cap the total is a lower bound, not a count (issue 37).
    showTotal: (total: number) => (data?.totalCapped ? t('bookings.totalCountCapped', { total }) : t('bookings.totalCount', { count: total })),
  };

  // A phone shows each booking as a card: a table of eight columns does not fit 390 px.
  if (!screens.md && screens.xs) {
    return (
      <Spin spinning={loading}>
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          {(data?.items.length ?? 0) === 0 && !loading && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />}
          <ul aria-label={t('bookings.title')} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 }}>
            {(data?.items ?? []).map((booking) => (
              <li key={booking._id}>
                <Card size="small" style={{ width: '100%' }} title={booking.reference} extra={<StatusTag status={booking.status} />}>
                  <Space orientation="vertical" size={4} style={{ width: '100%' }}>
                    <Typography.Text strong>{customerName(booking) || t('common.none')}</Typography.Text>
                    <Typography.Text>
                      {format.date(booking.checkIn)} – {format.date(booking.checkOut)} · {format.money(booking.totalPrice)}
                    </Typography.Text>
                    {actions(booking)}
                  </Space>
                </Card>
              </li>
            ))}
          </ul>
          <Pagination {...pagination} size="small" align="end" onChange={(page, pageSize) => update({ page, pageSize })} />
        </Space>
      </Spin>
    );
  }

  return (
    <Table<BookingDto>
      rowKey="_id"
      columns={columns}
      dataSource={data?.items ?? []}
      loading={loading}
      size="middle"
      tableLayout="fixed"
      scroll={{ x: tableWidth }}
      pagination={{ ...pagination, showSizeChanger: true }}
      onChange={(pagination, _filters, sorter, extra) => {
        if (extra.action === 'paginate') {
          update({ page: pagination.current, pageSize: pagination.pageSize });
          return;
        }
        const { columnKey, order } = sorter as SorterResult<BookingDto>;
        update({ sort: order ? String(columnKey) : undefined, order: order ? (order === 'ascend' ? 'asc' : 'desc') : undefined });
      }}
    />
  );
}
