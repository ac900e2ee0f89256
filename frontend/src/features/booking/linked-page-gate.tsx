import { Result } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../components/link-button';
import { PageSpinner } from '../../components/page-spinner';
import { errorMessage } from '../../lib/api';

/**
 * What a page opened with a booking's link shows before its own content: why it cannot open (no
 * token on this device, or the server's refusal in the guest's language), or a spinner while loading.
 */
export function LinkedPageGate({ hasToken, error, ready, loadFailed, children }: { hasToken: boolean; error: unknown; ready: boolean; loadFailed: string; children: () => ReactNode }) {
  const { t } = useTranslation('booking');
  const home = <LinkButton key="home" to="/">{t('flow.backHome')}</LinkButton>;
  if (!hasToken) return <Result status="warning" title={t('flow.notFound')} subTitle={t('flow.noAccess')} extra={home} />;
  if (error) return <Result status="warning" title={t('flow.notFound')} subTitle={errorMessage(error, loadFailed)} extra={home} />;
  if (!ready) return <PageSpinner />;
  return <>{children()}</>;
}
