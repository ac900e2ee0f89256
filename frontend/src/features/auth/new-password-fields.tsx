import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';

/** Backend rule (password-policy.ts); strength is judged by the server, which says why it refuses. */
export const MIN_PASSWORD_LENGTH = 10;

interface NewPasswordFieldsProps {
  /** The form field of the new password; its confirmation is `confirmPassword`, never sent. */
  name: string;
  label: string;
  confirmLabel: string;
}

/** A new password and its confirmation, as register and change-password ask for them. */
export function NewPasswordFields({ name, label, confirmLabel }: NewPasswordFieldsProps) {
  const { t } = useTranslation('admin');
  return (
    <>
      <Form.Item
        name={name}
        label={label}
        rules={[
          { required: true, message: t('validation.required') },
          { min: MIN_PASSWORD_LENGTH, message: t('validation.passwordLength', { count: MIN_PASSWORD_LENGTH }) },
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={confirmLabel}
        dependencies={[name]}
        rules={[
          { required: true, message: t('validation.required') },
          ({ getFieldValue }) => ({
            validator: (_rule, value) =>
              !value || value === getFieldValue(name) ? Promise.resolve() : Promise.reject(new Error(t('validation.passwordMismatch'))),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
