import { Alert, Divider, Drawer, Skeleton, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormatters, useAdminBookingQuery } from '../admin-shared';
import { errorMessage } from '../../lib/api';
import { AuditTimeline } from '../audit';
import { ArrivalSummary } from '../guest-portal';
import { BookingAdminActions } from './booking-admin-actions';
import { BookingDetails } from './booking-details';
import { PersonalDataActions } from './personal-data-actions';
import { BookingNotes } from './booking-notes';
import { PriceBreakdown } from './price-breakdown';
import { SlipCheckNote } from './slip-check-note';
import { SlipPreview } from './slip-preview';
import { PaymentLedgerPanel } from '../payments';
import { StatusActions } from './status-actions';

/** Everything about one booking: details, slip, price, actions and its audit trail. */
export function BookingDrawer({ bookingId, onClose }: { bookingId: string | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const query = useAdminBookingQuery(bookingId ?? '', { skip: !bookingId });
  const booking = query.data;
  const format = useFormatters();

  return (
    <Drawer
      open={Boolean(bookingId)}
      onClose={onClose}
      size="large"
      title={booking ? t('drawer.title', { reference: booking.reference }) : t('drawer.loading')}
      destroyOnHidden
    >
      {query.isError && <Alert type="error" showIcon title={errorMessage(query.error, t('errors.fetchBooking'))} />}
      {query.isFetching && !booking && <Skeleton active />}
      {booking && (
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <Space wrap>
            <StatusActions booking={booking} size="middle" />
            <BookingAdminActions booking={booking} onDeleted={onClose} />
            <PersonalDataActions booking={booking} />
          </Space>
          {booking.personalDataErasedAt && (
            <Alert
              type="info"
              showIcon
              title={t('privacy.erasedOn', { date: format.dateTime(booking.personalDataErasedAt) })}
              description={t('privacy.erasedText')}
            />
          )}
          <BookingDetails booking={booking} />
          <ArrivalSummary bookingId={booking._id} />
          <Divider titlePlacement="start">{t('drawer.slip')}</Divider>
          {booking.paymentSlipUrl && <SlipCheckNote check={booking.slipCheck} />}
          <SlipPreview bookingId={booking._id} hasSlip={Boolean(booking.paymentSlipUrl)} />
          <Divider titlePlacement="start">{t('drawer.price')}</Divider>
          <PriceBreakdown booking={booking} />
          <PaymentLedgerPanel bookingId={booking._id} />
          <Divider titlePlacement="start">{t('notes.title')}</Divider>
          <BookingNotes bookingId={booking._id} />
          <Divider titlePlacement="start">{t('drawer.history')}</Divider>
          <Typography.Paragraph type="secondary">{t('drawer.historyHint')}</Typography.Paragraph>
          <AuditTimeline bookingId={booking._id} />
        </Space>
      )}
    </Drawer>
  );
}
