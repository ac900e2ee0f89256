import type { BookingDto } from '@baan-talay/contracts';
import { Collapse, Descriptions, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../hooks/use-formatters';

/** The priced stay as the guest saw it, and the admin's override of the total when there is one. */
export function PriceBreakdown({ booking }: { booking: BookingDto }) {
  const { t } = useTranslation('admin');
  const format = useFormatters();
  const quote = booking.breakdown;
  return (
    <>
      <Descriptions
        size="small"
        column={1}
        bordered
        items={[
          { key: 'basePrice', label: t('price.basePrice'), children: format.money(quote.basePrice) },
          { key: 'nights', label: t('price.nights'), children: t('price.nightsValue', { count: quote.nights, weekday: quote.weekdayNights, weekend: quote.weekendNights }) },
          { key: 'subtotal', label: t('price.subtotal'), children: format.money(quote.subtotal) },
          { key: 'discount', label: t('price.discount'), children: format.money(-quote.discount) },
          { key: 'savings', label: t('price.savings'), children: format.money(quote.savings) },
          { key: 'taxes', label: t('price.taxesAndFees'), children: quote.taxesAndFees ? format.money(quote.taxesAndFees) : t('price.included') },
          {
            key: 'total',
            label: t('price.total'),
            children: booking.priceOverridden ? (
              <>
                <Typography.Text delete type="secondary">{format.money(booking.quotedTotal)}</Typography.Text>{' '}
                <Typography.Text strong>{format.money(booking.totalPrice)}</Typography.Text>{' '}
                <Tag color="purple">{t('price.overridden')}</Tag>
              </>
            ) : (
              <Typography.Text strong>{format.money(booking.totalPrice)}</Typography.Text>
            ),
          },
        ]}
      />
      {quote.nightly.length > 0 && (
        <Collapse
          size="small"
          ghost
          items={[
            {
              key: 'nights',
              label: t('price.perNight'),
              children: (
                <Table
                  size="small"
                  rowKey="date"
                  pagination={false}
                  dataSource={quote.nightly}
                  columns={[
                    { title: t('price.night'), dataIndex: 'date', render: format.date },
                    { title: '', dataIndex: 'weekend', render: (weekend: boolean) => (weekend ? <Tag>{t('price.weekend')}</Tag> : null) },
                    { title: t('price.price'), dataIndex: 'price', align: 'right', render: format.money },
                  ]}
                />
              ),
            },
          ]}
        />
      )}
    </>
  );
}
