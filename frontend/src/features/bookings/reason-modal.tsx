import { Form, Input, InputNumber, Modal, Radio } from 'antd';
import { useTranslation } from 'react-i18next';

export interface StatusNotes {
  /** Rejecting a slip: the reason, sent to the guest. Cancelling: the internal note (audit trail only). */
  reason: string;
  /** Cancelling: what the cancellation e-mail tells the guest. */
  messageToGuest?: string;
  /** Cancelling a confirmed (paid) booking: the admin's answer to "was the guest refunded?". */
  refunded?: boolean;
  /** Cancelling a confirmed booking: another refund than the cancellation policy's, with its reason (issue 30). */
  refundAmount?: number;
  refundReason?: string;
}

interface ReasonModalProps {
  open: boolean;
  /** `cancel` asks for a message to the guest and an internal note; `rejectSlip`, for the reason the guest is sent. */
  kind: 'cancel' | 'rejectSlip' | null;
  title: string;
  okText: string;
  danger?: boolean;
  loading: boolean;
  /** Cancelling a confirmed (paid) booking: the admin must say whether the guest was refunded. */
  askRefund?: boolean;
  onSubmit: (notes: StatusNotes) => void;
  onCancel: () => void;
}

/** antd draws the character count below the box, out of the flow: room for it above the hint. */
const COUNTED = { marginBottom: 22 };

/** Asks what the guest is told and what stays in the audit trail, each in its own labelled field. */
export function ReasonModal({ open, kind, title, okText, danger, loading, askRefund, onSubmit, onCancel }: ReasonModalProps) {
  const { t } = useTranslation('admin');
  const [form] = Form.useForm<Partial<StatusNotes>>();
  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      cancelText={t('common.close')}
      okButtonProps={{ danger, loading }}
      onOk={() =>
        form.validateFields().then(
          ({ reason, messageToGuest, ...refund }) => onSubmit({ ...refund, reason: reason ?? '', messageToGuest: messageToGuest ?? '' }),
          () => undefined,
        )
      }
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
        {askRefund && (
          <>
            <Form.Item name="refundAmount" label={t('billing.refundAmount')} extra={t('billing.refundAmountHint')}>
              <InputNumber min={0} precision={0} prefix="฿" style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item
              name="refundReason"
              label={t('billing.refundReason')}
              dependencies={['refundAmount']}
              rules={[({ getFieldValue }) => ({ required: getFieldValue('refundAmount') != null, whitespace: true, message: t('common:apiErrors.booking.refundReasonRequired') })]}
            >
              <Input.TextArea rows={2} maxLength={500} />
            </Form.Item>
          </>
        )}
        {kind === 'cancel' ? (
          <>
            <Form.Item name="messageToGuest" label={t('actions.messageToGuest')} extra={t('actions.messageToGuestHint')}>
              <Input.TextArea rows={3} maxLength={1000} showCount style={COUNTED} />
            </Form.Item>
            <Form.Item name="reason" label={t('actions.internalNote')} extra={t('actions.internalNoteHint')}>
              <Input.TextArea rows={2} maxLength={500} showCount style={COUNTED} />
            </Form.Item>
          </>
        ) : (
          <Form.Item
            name="reason"
            label={t('actions.rejectReason')}
            extra={t('actions.rejectReasonHint')}
            rules={[{ required: true, whitespace: true, message: t('actions.rejectReasonRequired') }]}
          >
            <Input.TextArea rows={3} maxLength={500} showCount style={COUNTED} />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
