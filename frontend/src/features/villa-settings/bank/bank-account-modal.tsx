import type { BankAccountDto } from '@baan-talay/contracts';
import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BankAccountInput } from '../../admin-shared';

interface Props {
  account: BankAccountDto | null;
  open: boolean;
  saving: boolean;
  onSave: (account: BankAccountInput) => void;
  onClose: () => void;
}

/** Add or edit one account; the page saves the whole list. */
export function BankAccountModal({ account, open, saving, onSave, onClose }: Props) {
  const { t } = useTranslation('admin');
  const [form] = Form.useForm<BankAccountInput>();
  const required = [{ required: true, whitespace: true, message: t('validation.required') }];
  return (
    <Modal
      open={open}
      title={account ? t('bank.editTitle') : t('bank.addTitle')}
      okText={t('common.save')}
      cancelText={t('common.close')}
      okButtonProps={{ loading: saving }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<BankAccountInput>
        form={form}
        layout="vertical"
        initialValues={account ?? { bankName: '', accountNumber: '', accountName: '' }}
        onFinish={(values) =>
          onSave({
            ...(account ? { id: account.id } : {}),
            bankName: values.bankName.trim(),
            accountNumber: values.accountNumber.trim(),
            accountName: values.accountName.trim(),
          })
        }
      >
        <Form.Item name="bankName" label={t('bank.bankName')} rules={required}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item
          name="accountNumber"
          label={t('bank.accountNumber')}
          rules={[...required, { pattern: /^[\d\s-]+$/, message: t('bank.accountNumberInvalid') }]}
        >
          <Input maxLength={40} inputMode="numeric" />
        </Form.Item>
        <Form.Item name="accountName" label={t('bank.accountName')} rules={required}>
          <Input maxLength={200} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
