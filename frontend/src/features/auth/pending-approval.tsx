import { ClockCircleOutlined } from '@ant-design/icons';
import { Result, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../components/link-button';
import { adminPaths } from '../admin-shared';
import { AuthCard } from './auth-card';

/**
 * What an admin whose account waits for approval sees, after registering or on trying to log in:
 * a waiting state in the villa's colours (antd's "info" result is a default blue the theme does not use).
 */
export function PendingApproval({ title, email, onBack }: { title: string; email?: string; onBack?: () => void }) {
  const { t } = useTranslation('admin');
  const { token } = theme.useToken();
  return (
    <AuthCard title={title}>
      <Result
        icon={<ClockCircleOutlined style={{ color: token.colorPrimary }} aria-hidden />}
        title={t('register.pendingTitle')}
        subTitle={email ? t('register.pendingTextFor', { email }) : t('register.pendingText')}
        style={{ padding: `${token.paddingLG}px 0 0` }}
        extra={
          <LinkButton type="primary" to={adminPaths.login} onClick={onBack}>
            {t('register.loginLink')}
          </LinkButton>
        }
      />
    </AuthCard>
  );
}
