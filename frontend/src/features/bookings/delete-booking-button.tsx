import type { BookingDto } from '@baan-talay/contracts';
import { DeleteOutlined } from '@ant-design/icons';
import { Button, Input, Modal, Space, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteBookingMutation, useToast } from '../admin-shared';

/**
 * Deleting takes the reference typed out, so a booking is never lost to a stray click; a confirmed
 * (paid) booking cannot be deleted at all until it is cancelled (the server refuses it too).
 */
export function DeleteBookingButton({ booking, onDeleted }: { booking: BookingDto; onDeleted: () => void }) {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [remove, removal] = useDeleteBookingMutation();
  const confirmed = booking.status === 'confirmed';
  const matches = typed.trim().toUpperCase() === booking.reference.toUpperCase();

  const deleteBooking = async () => {
    try {
      await remove(booking._id).unwrap();
      toast.success(t('actions.deleted', { reference: booking.reference }));
      setOpen(false);
      onDeleted();
    } catch (error) {
      toast.error(error, t('errors.deleteBooking'));
    }
  };

  return (
    <>
      <Tooltip title={confirmed ? t('safety.cancelBeforeDelete') : undefined}>
        <Button danger icon={<DeleteOutlined />} disabled={confirmed} onClick={() => setOpen(true)}>
          {t('actions.delete')}
        </Button>
      </Tooltip>
      <Modal
        open={open}
        title={t('actions.deleteTitle', { reference: booking.reference })}
        okText={t('actions.delete')}
        okButtonProps={{ danger: true, disabled: !matches, loading: removal.isLoading }}
        cancelText={t('common.close')}
        onOk={deleteBooking}
        onCancel={() => setOpen(false)}
        afterClose={() => setTyped('')}
        destroyOnHidden
      >
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Typography.Paragraph style={{ margin: 0 }}>{t('actions.deleteText')}</Typography.Paragraph>
          <label htmlFor="delete-reference">{t('safety.typeReference', { reference: booking.reference })}</label>
          <Input id="delete-reference" autoComplete="off" value={typed} onChange={(event) => setTyped(event.target.value)} placeholder={booking.reference} />
        </Space>
      </Modal>
    </>
  );
}
