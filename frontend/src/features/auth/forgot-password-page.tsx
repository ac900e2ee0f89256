import { Alert, Button, Form, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Language } from '@baan-talay/contracts';
import { useRequestPasswordResetMutation, useToast, adminPaths } from '../admin-shared';
import { AuthCard } from './auth-card';
import { EmailField } from './email-field';

/** Asks for a reset link; the answer is the same whether the address has an account or not. */
export function ForgotPasswordPage() {
  const { t, i18n } = useTranslation('admin');
  const [requestReset, { isLoading, isSuccess }] = useRequestPasswordResetMutation();
  const toast = useToast();

  const submit = async ({ email }: { email: string }) => {
    // The e-mail is written in the language the admin is reading now.
    const language: Language = i18n.language?.startsWith('en') ? 'en' : 'th';
    try {
      await requestReset({ email, language }).unwrap();
    } catch (error) {
      toast.error(error, t('forgotPassword.failed'));
    }
  };

  return (
    <AuthCard title={t('forgotPassword.title')}>
      {isSuccess ? (
        <Alert type="success" showIcon role="status" title={t('forgotPassword.sent')} />
      ) : (
        <>
          <Typography.Paragraph type="secondary">{t('forgotPassword.hint')}</Typography.Paragraph>
          <Form<{ email: string }> layout="vertical" onFinish={submit} requiredMark={false}>
            <EmailField />
            <Button type="primary" htmlType="submit" block loading={isLoading}>
              {t('forgotPassword.submit')}
            </Button>
          </Form>
        </>
      )}
      <Typography.Paragraph style={{ marginTop: 16, marginBottom: 0, textAlign: 'center' }}>
        <Link to={adminPaths.login}>{t('forgotPassword.backToLogin')}</Link>
      </Typography.Paragraph>
    </AuthCard>
  );
}
