import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { SecurityDeduction } from '@baan-talay/contracts';
import { Button, Form, Input, InputNumber, Modal, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatTHB } from '../../../lib/format';
import { useReturnSecurityDepositMutation } from '../api/payments-api';
import { useLedgerAction } from './use-ledger-action';

/** After check-out: the security deposit goes back by transfer, less deductions with their reasons (e-mailed to the guest). */
export function ReturnSecurityModal({ bookingId, held, open, onClose }: { bookingId: string; held: number; open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation('common');
  const [giveBack, { isLoading }] = useReturnSecurityDepositMutation();
  const { form, submit } = useLedgerAction<{ deductions?: SecurityDeduction[] }>(
    ({ deductions }) => giveBack({ bookingId, deductions: deductions ?? [] }).unwrap(),
    t('payments.returned'),
    onClose,
  );
  const deductions = Form.useWatch('deductions', form) ?? [];
  const kept = deductions.reduce((sum: number, d: SecurityDeduction | undefined) => sum + (d?.amount ?? 0), 0);
  return (
    <Modal open={open} title={t('payments.returnSecurity')} okText={t('payments.returnSecurity')} okButtonProps={{ loading: isLoading }}
      onOk={submit} onCancel={onClose} destroyOnHidden>
      <Form form={form} layout="vertical">
        <Form.List name="deductions">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field) => (
                <Space key={field.key} align="baseline" wrap>
                  <Form.Item name={[field.name, 'amount']} rules={[{ required: true, message: t('payments.amountRequired') }]}>
                    <InputNumber min={1} precision={0} addonAfter="฿" aria-label={t('payments.columns.amount')} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'reason']} rules={[{ required: true, whitespace: true, message: t('payments.reasonRequired') }]}>
                    <Input placeholder={t('payments.reason')} aria-label={t('payments.reason')} maxLength={500} />
                  </Form.Item>
                  <Button icon={<DeleteOutlined />} aria-label={t('payments.removeDeduction')} onClick={() => remove(field.name)} />
                </Space>
              ))}
              <Button icon={<PlusOutlined />} onClick={() => add()}>{t('payments.addDeduction')}</Button>
            </>
          )}
        </Form.List>
        <Typography.Paragraph style={{ marginTop: 16 }}>
          {t('payments.returnTotal', { amount: formatTHB(Math.max(held - kept, 0), i18n.resolvedLanguage ?? 'th'), held: formatTHB(held, i18n.resolvedLanguage ?? 'th') })}
        </Typography.Paragraph>
      </Form>
    </Modal>
  );
}
