import type { BookingDto } from '@baan-talay/contracts';
import { Button, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toast';
import { errorMessage } from '../../../lib/api';
import { formatTHB } from '../../../lib/format';
import { useCancelHoldMutation } from '../api/cancel-hold-api';
import { RefundPreview } from '../billing/refund-preview';
import { forgetStarted } from '../started-bookings';

/**
 * The guest lets their unpaid hold go, or cancels their paid booking under the villa's cancellation
 * policy (issue 30: the refund it gives today is shown first), after saying so once more; the page
 * then shows it cancelled.
 */
export function CancelHold({ booking, policyTiers = 0 }: { booking: BookingDto; /** How many refund tiers the villa's policy has: none, no cancelling a paid booking here. */ policyTiers?: number }) {
  const { t, i18n } = useTranslation('booking');
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [ready, setReady] = useState(false);
  const [cancel, { isLoading }] = useCancelHoldMutation();
  const paid = booking.status === 'confirmed' && policyTiers > 0;
  if (booking.status !== 'pending_payment' && !paid) return null;

  const confirm = async () => {
    try {
      const cancelled = await cancel(booking._id).unwrap();
      forgetStarted(booking._id);
      setOpen(false);
      const amount = formatTHB(cancelled.refundAmount ?? 0, i18n.resolvedLanguage ?? 'th');
      toast.success({ title: paid ? t('billing.cancelled', { reference: booking.reference, amount }) : t('cancelHold.done', { reference: booking.reference }) });
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
        okButtonProps={{ danger: true, loading: isLoading, disabled: paid && !ready }}
        onOk={() => void confirm()}
        onCancel={() => setOpen(false)}
      >
        {paid ? <RefundPreview bookingId={booking._id} onLoaded={() => setReady(true)} /> : <p>{t('cancelHold.text')}</p>}
      </Modal>
    </>
  );
}
