import type { BookingDto } from '@baan-talay/contracts';
import { DeleteOutlined, EditOutlined, MailOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteBookingMutation, useSendConfirmationMutation } from '../api/bookings-api';
import { useToast } from '../hooks/use-toast';
import { canEdit } from '../lib/booking-view';
import { EditBookingModal } from './edit-booking-modal';

/** Edit, send the confirmation e-mail, delete. */
export function BookingAdminActions({ booking, onDeleted }: { booking: BookingDto; onDeleted: () => void }) {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const [editing, setEditing] = useState(false);
  const [remove, removal] = useDeleteBookingMutation();
  const [send, sending] = useSendConfirmationMutation();

  const deleteBooking = async () => {
    try {
      await remove(booking._id).unwrap();
      toast.success(t('actions.deleted', { reference: booking.reference }));
      onDeleted();
    } catch (error) {
      toast.error(error, t('errors.deleteBooking'));
    }
  };

  const sendConfirmation = async () => {
    try {
      await send(booking._id).unwrap();
      toast.success(t('actions.confirmationSent', { email: booking.customerInfo?.email }));
    } catch (error) {
      toast.error(error, t('errors.sendConfirmation'));
    }
  };

  return (
    <Space wrap size="small">
      <Button icon={<EditOutlined />} disabled={!canEdit(booking.status)} onClick={() => setEditing(true)}>
        {t('actions.edit')}
      </Button>
      <Button
        icon={<MailOutlined />}
        disabled={booking.status !== 'confirmed' || !booking.customerInfo?.email}
        loading={sending.isLoading}
        onClick={sendConfirmation}
      >
        {t('actions.sendConfirmation')}
      </Button>
      <Popconfirm
        title={t('actions.deleteTitle', { reference: booking.reference })}
        description={t('actions.deleteText')}
        okText={t('actions.delete')}
        okButtonProps={{ danger: true }}
        cancelText={t('common.close')}
        onConfirm={deleteBooking}
      >
        <Button danger icon={<DeleteOutlined />} loading={removal.isLoading}>
          {t('actions.delete')}
        </Button>
      </Popconfirm>
      <EditBookingModal booking={booking} open={editing} onClose={() => setEditing(false)} />
    </Space>
  );
}
