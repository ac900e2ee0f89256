import type { BookingDto } from '@baan-talay/contracts';
import { Button, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toast';
import { errorMessage } from '../../../lib/api';
import { formatTHB } from '../../../lib/format';
import { useRefundQuoteQuery } from '../api/booking-billing-api';
import { useCancelHoldMutation } from '../api/cancel-hold-api';

/**
 * A guest cancelling their paid booking: the refund the villa's policy gives today is shown first
 * (computed by the server with the rule it applies), then the cancellation records it.
 */
export function CancelPaidBooking({ booking }: { booking: BookingDto }) {
  const { t, i18n } = useTranslation('booking');
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const { data: quote } = useRefundQuoteQuery(booking._id, { skip: !open });
  const [cancel, { isLoading }] = useCancelHoldMutation();
  if (booking.status !== 'confirmed') return null;
  const money = (amount: number) => formatTHB(amount, i18n.resolvedLanguage ?? 'th');

  const confirm = async () => {
    try {
      const cancelled = await cancel(booking._id).unwrap();
      setOpen(false);
      toast.success({ title: t('billing.cancelled', { reference: booking.reference, amount: money(cancelled.refundAmount ?? 0) }) });
    } catch (error) {
      toast.error({ title: errorMessage(error, t('cancelHold.failed')) });
    }
  };

  return (
    <>
      <Button danger type="link" onClick={() => setOpen(true)} className="cancel-paid">
        {t('cancelHold.button')}
      </Button>
      <Modal
        open={open}
        title={t('cancelHold.title', { reference: booking.reference })}
        okText={t('cancelHold.confirm')}
        cancelText={t('cancelHold.keep')}
        okButtonProps={{ danger: true, loading: isLoading, disabled: !quote }}
        onOk={() => void confirm()}
        onCancel={() => setOpen(false)}
      >
        {quote && (
          <p>
            {quote.proposed > 0
              ? t('billing.refundPreview', { amount: money(quote.proposed), paid: money(quote.paid), count: quote.daysBefore })
              : t('billing.noRefundPreview', { count: quote.daysBefore })}
          </p>
        )}
      </Modal>
    </>
  );
}
