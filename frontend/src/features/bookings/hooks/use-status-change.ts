import type { BookingDto } from '@baan-talay/contracts';
import { useTranslation } from 'react-i18next';
import { useSetBookingStatusMutation, STATUS_ACTION_TARGET, type StatusAction, useToast } from '../../admin-shared';
import type { StatusNotes } from '../reason-modal';

/** Confirm, reject a slip or cancel, with the toasts of each outcome. */
export function useStatusChange() {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const [setStatus, state] = useSetBookingStatusMutation();

  const change = async (booking: Pick<BookingDto, '_id' | 'reference'>, action: StatusAction, notes?: StatusNotes) => {
    try {
      await setStatus({
        id: booking._id,
        status: STATUS_ACTION_TARGET[action],
        reason: notes?.reason.trim() || undefined,
        messageToGuest: notes?.messageToGuest?.trim() || undefined,
        refunded: notes?.refunded,
        ...(notes?.refundAmount != null && { refundAmount: notes.refundAmount, refundReason: notes.refundReason?.trim() }),
      }).unwrap();
      toast.success(t(`actions.${action}Done`, { reference: booking.reference }));
      return true;
    } catch (error) {
      toast.error(error, t('errors.updateStatus'));
      return false;
    }
  };

  return { change, isLoading: state.isLoading };
}
