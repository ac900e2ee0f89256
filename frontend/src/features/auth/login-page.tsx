import { Alert, Button, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { selectAdminToken, selectSessionExpired, useAdminLoginMutation, type LoginRequest, useAdminSession, useToast, adminPaths } from '../admin-shared';
import { AuthCard } from './auth-card';
import { PendingApproval } from './pending-approval';
import { EmailField } from './email-field';

export function LoginPage() {
  const { t } = useTranslation('admin');
  const [login, { isLoading }] = useAdminLoginMutation();
  const { signIn } = useAdminSession();
  const toast = useToast();
  const navigate = useNavigate();
  const from = (useLocation().state as { from?: string } | null)?.from;
  const expired = useSelector(selectSessionExpired);
  const token = useSelector(selectAdminToken);
  // Read once: a sign-in on this page navigates by itself (to the page the admin asked for).
  const [signedIn] = useState(Boolean(token));
  const [pending, setPending] = useState<string | null>(null);

  const submit = async (values: LoginRequest) => {
    try {
      const auth = await login(values).unwrap();
      signIn(auth);
      navigate(from?.startsWith(adminPaths.dashboard) ? from : adminPaths.dashboard, { replace: true });
    } catch (error) {
      // An account that waits for approval gets the waiting screen, not a passing toast.
      if ((error as { data?: { code?: unknown } } | undefined)?.data?.code === 'auth.awaitingApproval') setPending(values.email);
      else toast.error(error, t('errors.loginFailed'));
    }
  };

  // Already signed in (a bookmark, the back button): straight to the dashboard. A stale token is
  // dropped there by RequireAdmin, which sends the admin back here.
  if (signedIn) return <Navigate to={adminPaths.dashboard} replace />;
  if (pending) return <PendingApproval title={t('login.title')} email={pending} onBack={() => setPending(null)} />;

  return (
    <AuthCard title={t('login.title')}>
      {expired && <Alert type="warning" showIcon role="alert" title={t('login.sessionExpired')} style={{ marginBottom: 16 }} />}
      <Form<LoginRequest> layout="vertical" onFinish={submit} requiredMark={false}>
        <EmailField />
        <Form.Item name="password" label={t('fields.password')} rules={[{ required: true, message: t('validation.required') }]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={isLoading}>
          {t('login.submit')}
        </Button>
      </Form>
      <Typography.Paragraph style={{ marginTop: 16, marginBottom: 0, textAlign: 'center' }}>
        <Link to={adminPaths.forgotPassword}>{t('login.forgotPassword')}</Link>
      </Typography.Paragraph>
      <Typography.Paragraph style={{ marginTop: 16, marginBottom: 0, textAlign: 'center' }}>
        {t('login.noAccount')} <Link to={adminPaths.register}>{t('login.registerLink')}</Link>
      </Typography.Paragraph>
    </AuthCard>
  );
}
