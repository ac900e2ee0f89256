import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';

/** The account's e-mail field of the login, register and forgot-password forms: required, an address. */
export function EmailField({ autoComplete = 'username' }: { autoComplete?: 'username' | 'email' }) {
  const { t } = useTranslation('admin');
  return (
    <Form.Item
      name="email"
      label={t('fields.email')}
      rules={[
        { required: true, message: t('validation.required') },
        { type: 'email', message: t('validation.email') },
      ]}
    >
      <Input autoComplete={autoComplete} />
    </Form.Item>
  );
}
