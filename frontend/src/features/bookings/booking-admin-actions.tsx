import type { BookingDto } from '@baan-talay/contracts';
import { EditOutlined, MailOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSendConfirmationMutation, useToast, canEdit } from '../admin-shared';
import { DeleteBookingButton } from './delete-booking-button';
import { EditBookingModal } from './edit-booking-modal';

/** Edit, send the confirmation e-mail, delete. */
export function BookingAdminActions({ booking, onDeleted }: { booking: BookingDto; onDeleted: () => void }) {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const [editing, setEditing] = useState(false);
  const [send, sending] = useSendConfirmationMutation();

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
      <DeleteBookingButton booking={booking} onDeleted={onDeleted} />
      <EditBookingModal booking={booking} open={editing} onClose={() => setEditing(false)} />
    </Space>
  );
}
