import type { BookingDto } from '@baan-talay/contracts';
import { Button, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toast';
import { errorMessage } from '../../../lib/api';
import { useCancelHoldMutation } from '../api/cancel-hold-api';
import { forgetStarted } from '../started-bookings';

/** The guest lets their unpaid hold go, after saying so once more; the page then shows it cancelled. */
export function CancelHold({ booking }: { booking: BookingDto }) {
  const { t } = useTranslation('booking');
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [cancel, { isLoading }] = useCancelHoldMutation();
  if (booking.status !== 'pending_payment') return null;

  const confirm = async () => {
    try {
      await cancel(booking._id).unwrap();
      forgetStarted(booking._id);
      setOpen(false);
      toast.success({ title: t('cancelHold.done', { reference: booking.reference }) });
    } catch (error) {
      toast.error({ title: errorMessage(error, t('cancelHold.failed')) });
    }
  };

  return (
    <>
      <Button danger type="link" onClick={() => setOpen(true)} className="cancel-hold">
        {t('cancelHold.button')}
      </Button>
      <Modal
        open={open}
        title={t('cancelHold.title', { reference: booking.reference })}
        okText={t('cancelHold.confirm')}
        cancelText={t('cancelHold.keep')}
        okButtonProps={{ danger: true, loading: isLoading }}
        onOk={() => void confirm()}
        onCancel={() => setOpen(false)}
      >
        <p>{t('cancelHold.text')}</p>
      </Modal>
    </>
  );
}
