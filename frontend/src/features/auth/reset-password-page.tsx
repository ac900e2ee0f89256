import { Alert, Button, Form, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useResetPasswordMutation, useToast, adminPaths, fieldError } from '../admin-shared';
import { AuthCard } from './auth-card';
import { MIN_PASSWORD_LENGTH, NewPasswordFields } from './new-password-fields';

interface ResetForm {
  password: string;
  confirmPassword: string;
}

/** Opened from the reset e-mail's link: a new password, after which every session has ended. */
export function ResetPasswordPage() {
  const { t } = useTranslation('admin');
  const token = useSearchParams()[0].get('token');
  const [form] = Form.useForm<ResetForm>();
  const [reset, { isLoading, isSuccess }] = useResetPasswordMutation();
  const toast = useToast();

  const submit = async ({ password }: ResetForm) => {
    if (!token) return;
    try {
      await reset({ token, password }).unwrap();
    } catch (error) {
      const onField = fieldError(error, ['password'] as const, t('resetPassword.failed'));
      if (onField) form.setFields([onField]);
      else toast.error(error, t('resetPassword.failed'));
    }
  };

  const linkTo = (to: string, label: string) => (
    <Typography.Paragraph style={{ marginTop: 16, marginBottom: 0, textAlign: 'center' }}>
      <Link to={to}>{label}</Link>
    </Typography.Paragraph>
  );

  if (isSuccess) {
    return (
      <AuthCard title={t('resetPassword.title')}>
        <Alert type="success" showIcon role="status" title={t('resetPassword.done')} />
        {linkTo(adminPaths.login, t('resetPassword.toLogin'))}
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('resetPassword.title')}>
      {token ? (
        <Form<ResetForm> form={form} layout="vertical" onFinish={submit} requiredMark={false}>
          <Typography.Paragraph type="secondary">{t('resetPassword.hint', { count: MIN_PASSWORD_LENGTH })}</Typography.Paragraph>
          <NewPasswordFields name="password" label={t('resetPassword.new')} confirmLabel={t('resetPassword.confirm')} />
          <Button type="primary" htmlType="submit" block loading={isLoading}>
            {t('resetPassword.submit')}
          </Button>
        </Form>
      ) : (
        <Alert type="warning" showIcon role="alert" title={t('resetPassword.noToken')} />
      )}
      {linkTo(adminPaths.forgotPassword, t('resetPassword.askAgain'))}
    </AuthCard>
  );
}
