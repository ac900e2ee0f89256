import { Button, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { fieldError, useAdminRegisterMutation, type RegisterRequest, useAdminSession, useToast, adminPaths } from '../admin-shared';
import { AuthCard } from './auth-card';
import { NewPasswordFields } from './new-password-fields';
import { PendingApproval } from './pending-approval';
import { EmailField } from './email-field';

interface RegisterForm extends RegisterRequest {
  confirmPassword: string;
}

export function RegisterPage() {
  const { t } = useTranslation('admin');
  const [register, { isLoading }] = useAdminRegisterMutation();
  const { signIn } = useAdminSession();
  const toast = useToast();
  const navigate = useNavigate();
  const [form] = Form.useForm<RegisterForm>();
  const [pending, setPending] = useState<string | null>(null);

  // The e-mail of an account that waits for approval: the page then says so in the admin's language.
  // Every field but confirmPassword is sent (SPEC §3 Auth).
  const submit = async ({ confirmPassword: _confirm, ...values }: RegisterForm) => {
    try {
      const result = await register(values).unwrap();
      if (result.token !== null) {
        signIn(result);
        navigate(adminPaths.dashboard, { replace: true });
      } else {
        setPending(values.email);
      }
    } catch (error) {
      // A weak password or a taken e-mail is shown on its field, with the server's reason.
      const onField = fieldError(error, ['email', 'password'] as const, t('errors.registrationFailed'));
      if (onField) form.setFields([onField]);
      else toast.error(error, t('errors.registrationFailed'));
    }
  };

  if (pending) return <PendingApproval title={t('register.title')} email={pending} />;

  return (
    <AuthCard title={t('register.title')}>
      <Form<RegisterForm> form={form} layout="vertical" onFinish={submit} requiredMark={false}>
        <Form.Item name="name" label={t('fields.name')} rules={[{ required: true, whitespace: true, message: t('validation.required') }]}>
          <Input autoComplete="name" />
        </Form.Item>
        <EmailField autoComplete="email" />
        <NewPasswordFields name="password" label={t('fields.password')} confirmLabel={t('fields.confirmPassword')} />
        <Button type="primary" htmlType="submit" block loading={isLoading}>
          {t('register.submit')}
        </Button>
      </Form>
      <Typography.Paragraph style={{ marginTop: 16, marginBottom: 0, textAlign: 'center' }}>
        {t('register.haveAccount')} <Link to={adminPaths.login}>{t('register.loginLink')}</Link>
      </Typography.Paragraph>
    </AuthCard>
  );
}
