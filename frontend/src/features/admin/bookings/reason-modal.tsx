import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';

interface ReasonModalProps {
  open: boolean;
  title: string;
  okText: string;
  danger?: boolean;
  loading: boolean;
  onSubmit: (reason: string) => void;
  onCancel: () => void;
}

/** Asks for an optional reason, kept in the audit trail with the change. */
export function ReasonModal({ open, title, okText, danger, loading, onSubmit, onCancel }: ReasonModalProps) {
  const { t } = useTranslation('admin');
  const [form] = Form.useForm<{ reason?: string }>();
  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      cancelText={t('common.close')}
      okButtonProps={{ danger, loading }}
      onOk={() => onSubmit(form.getFieldValue('reason') ?? '')}
      onCancel={onCancel}
      afterClose={() => form.resetFields()}
      destroyOnHidden
    >
      <Form form={form} layout="vertical">
        <Form.Item name="reason" label={t('actions.reason')}>
          <Input.TextArea rows={3} maxLength={500} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
