import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRejectBalanceMutation } from '../api/payments-api';
import { useLedgerAction } from './use-ledger-action';

/** Rejecting the balance slip: the reason is e-mailed to the guest, who sends a new one. */
export function RejectBalanceModal({ bookingId, open, onClose }: { bookingId: string; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('common');
  const [reject, { isLoading }] = useRejectBalanceMutation();
  const { form, submit } = useLedgerAction<{ reason: string }>(
    ({ reason }) => reject({ bookingId, reason }).unwrap(),
    t('payments.rejected'),
    onClose,
  );
  return (
    <Modal open={open} title={t('payments.rejectBalance')} okText={t('payments.rejectBalance')} okButtonProps={{ danger: true, loading: isLoading }}
      onOk={submit} onCancel={onClose} destroyOnHidden>
      <Form form={form} layout="vertical">
        <Form.Item name="reason" label={t('payments.reason')} rules={[{ required: true, whitespace: true, message: t('payments.reasonRequired') }]}>
          <Input.TextArea rows={3} maxLength={500} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
