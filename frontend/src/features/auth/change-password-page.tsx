import { Button, Card, Form, Input, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useChangePasswordMutation, useAdminSession, useToast, fieldError } from '../admin-shared';
import { BookingEmailsSwitch } from './booking-emails-switch';
import { MIN_PASSWORD_LENGTH, NewPasswordFields } from './new-password-fields';

interface PasswordForm {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/**
 * One's own password. The server ends every older session and answers a new token, so this tab
 * stays signed in while other devices are logged out.
 */
export default function ChangePasswordPage() {
  const { t } = useTranslation('admin');
  const [form] = Form.useForm<PasswordForm>();
  const [change, { isLoading }] = useChangePasswordMutation();
  const { signIn } = useAdminSession();
  const toast = useToast();

  const submit = async ({ currentPassword, newPassword }: PasswordForm) => {
    try {
      signIn(await change({ currentPassword, newPassword }).unwrap());
      form.resetFields();
      toast.success(t('password.changed'));
    } catch (error) {
      const onField = fieldError(error, ['currentPassword', 'newPassword'] as const, t('password.failed'));
      if (onField) form.setFields([onField]);
      else toast.error(error, t('password.failed'));
    }
  };

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {t('password.title')}
      </Typography.Title>
      <Card style={{ maxWidth: 480 }}>
        <Typography.Paragraph type="secondary">{t('password.hint', { count: MIN_PASSWORD_LENGTH })}</Typography.Paragraph>
        <Form<PasswordForm> form={form} layout="vertical" onFinish={submit} requiredMark={false}>
          <Form.Item name="currentPassword" label={t('password.current')} rules={[{ required: true, message: t('validation.required') }]}>
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          <NewPasswordFields name="newPassword" label={t('password.new')} confirmLabel={t('password.confirm')} />
          <Button type="primary" htmlType="submit" loading={isLoading}>
            {t('password.submit')}
          </Button>
        </Form>
      </Card>
      <BookingEmailsSwitch />
    </Space>
  );
}
