import { LEDGER_METHODS, type LedgerMethod, type PaymentScheduleDto } from '@baan-talay/contracts';
import { Form, Input, InputNumber, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRecordPaymentMutation } from '../api/payments-api';
import { useLedgerAction } from './use-ledger-action';

interface Values {
  kind: 'manual' | 'security_deposit';
  amount: number;
  method: LedgerMethod;
  note?: string;
}

/** Money taken without a slip: toward the stay, or the security deposit on arrival. */
export function RecordPaymentModal({ bookingId, schedule, open, onClose }: { bookingId: string; schedule: PaymentScheduleDto; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('common');
  const [record, { isLoading }] = useRecordPaymentMutation();
  const { form, submit } = useLedgerAction<Values>((values) => record({ bookingId, ...values }).unwrap(), t('payments.recorded'), onClose);
  const kind = schedule.outstanding > 0 ? 'manual' : 'security_deposit';
  return (
    <Modal open={open} title={t('payments.recordPayment')} okText={t('payments.record')} okButtonProps={{ loading: isLoading }}
      onOk={submit} onCancel={onClose} destroyOnHidden>
      <Form<Values> form={form} layout="vertical"
        initialValues={{ kind, method: 'cash', amount: kind === 'manual' ? schedule.outstanding : schedule.securityDeposit.amount }}>
        <Form.Item name="kind" label={t('payments.columns.what')}>
          <Select options={(['manual', 'security_deposit'] as const).map((value) => ({ value, label: t(`payments.entries.${value}`) }))} />
        </Form.Item>
        <Form.Item name="amount" label={t('payments.columns.amount')} rules={[{ required: true, message: t('payments.amountRequired') }]}>
          <InputNumber min={1} precision={0} addonAfter="฿" style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="method" label={t('payments.columns.method')}>
          <Select options={LEDGER_METHODS.map((value) => ({ value, label: t(`payments.methods.${value}`) }))} />
        </Form.Item>
        <Form.Item name="note" label={t('payments.note')}>
          <Input maxLength={500} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
