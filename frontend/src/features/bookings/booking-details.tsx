import { formatPhone, type BookingDto } from '@baan-talay/contracts';
import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { StatusTag, useFormatters, customerName } from '../admin-shared';

export function BookingDetails({ booking }: { booking: BookingDto }) {
  const { t } = useTranslation('admin');
  const format = useFormatters();
  const none = t('common.none');
  const info = booking.customerInfo;
  return (
    <Descriptions
      size="small"
      column={{ xs: 1, sm: 2 }}
      items={[
        { key: 'status', label: t('bookings.status'), children: <StatusTag status={booking.status} /> },
        { key: 'created', label: t('bookings.created'), children: format.dateTime(booking.createdAt) },
        { key: 'checkIn', label: t('bookings.checkIn'), children: format.date(booking.checkIn) },
        { key: 'checkOut', label: t('bookings.checkOut'), children: format.date(booking.checkOut) },
        { key: 'rooms', label: t('bookings.rooms'), children: booking.rooms },
        { key: 'guests', label: t('bookings.guests'), children: booking.guests },
        {
          key: 'customer',
          label: t('bookings.customer'),
          children: booking.personalDataErasedAt
            ? t('privacy.erasedOn', { date: format.date(booking.personalDataErasedAt) })
            : customerName(booking) || none,
        },
        { key: 'email', label: t('fields.email'), children: info?.email || none },
        { key: 'phone', label: t('fields.phone'), children: info?.phone ? formatPhone(info.phone) : none },
        { key: 'method', label: t('bookings.paymentMethod'), children: t(`paymentMethods.${booking.paymentMethod}`) },
        {
          key: 'deadline',
          label: t('bookings.paymentDeadline'),
          // The deadline the booking had (also once a slip is in review), whatever its status now.
          children: booking.paymentDeadline ? format.dateTime(booking.paymentDeadline) : none,
        },
        {
          key: 'emailSent',
          label: t('bookings.confirmationEmail'),
          children: booking.confirmationEmailSentAt ? format.dateTime(booking.confirmationEmailSentAt) : none,
        },
        { key: 'requests', label: t('bookings.specialRequests'), span: 'filled', children: booking.specialRequests || none },
      ]}
    />
  );
}
