import { Form, Input, Modal, Radio } from 'antd';
import { useTranslation } from 'react-i18next';

interface ReasonModalProps {
  open: boolean;
  title: string;
  okText: string;
  danger?: boolean;
  loading: boolean;
  /** Cancelling a confirmed (paid) booking: the admin must say whether the guest was refunded. */
  askRefund?: boolean;
  onSubmit: (reason: string, refunded?: boolean) => void;
  onCancel: () => void;
}

/** Asks for an optional reason, kept in the audit trail with the change. */
export function ReasonModal({ open, title, okText, danger, loading, askRefund, onSubmit, onCancel }: ReasonModalProps) {
  const { t } = useTranslation('admin');
  const [form] = Form.useForm<{ reason?: string; refunded?: boolean }>();
  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      cancelText={t('common.close')}
      okButtonProps={{ danger, loading }}
      onOk={() => form.validateFields().then(({ reason, refunded }) => onSubmit(reason ?? '', refunded), () => undefined)}
      onCancel={onCancel}
      afterClose={() => form.resetFields()}
      destroyOnHidden
    >
      <Form form={form} layout="vertical">
        {askRefund && (
          <Form.Item name="refunded" label={t('safety.refunded')} rules={[{ required: true, message: t('safety.refundedRequired') }]}>
            <Radio.Group
              options={[
                { value: true, label: t('safety.refundedYes') },
                { value: false, label: t('safety.refundedNo') },
              ]}
            />
          </Form.Item>
        )}
        <Form.Item name="reason" label={t('actions.reason')}>
          <Input.TextArea rows={3} maxLength={500} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
