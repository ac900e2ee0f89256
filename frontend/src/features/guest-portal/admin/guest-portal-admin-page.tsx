import { Alert, Skeleton, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../../lib/api';
import { useGuestPortalAdminQuery } from '../api/guest-portal-api';
import { GuestEmailsEditor } from './guest-emails-editor';
import { HouseManualEditor } from './house-manual-editor';
import { SecretsEditor } from './secrets-editor';

/** /admin/guest-portal: what paid guests see at their booking's link, and the e-mails they get. */
export function GuestPortalAdminPage() {
  const { t } = useTranslation('admin');
  const { data, error, isLoading } = useGuestPortalAdminQuery();
  // The tab is in the address (`?tab=secrets`), so a link or a reload opens the same one.
  const [params, setParams] = useSearchParams();
  return (
    <>
      <Typography.Title level={2}>{t('guestPortal.title')}</Typography.Title>
      {error ? <Alert type="error" showIcon title={errorMessage(error, t('guestPortal.loadFailed'))} /> : null}
      {isLoading && <Skeleton active />}
      {data && (
        <Tabs
          activeKey={params.get('tab') ?? 'manual'}
          onChange={(tab) => setParams({ tab }, { replace: true })}
          items={[
            { key: 'manual', label: t('guestPortal.tabs.manual'), children: <HouseManualEditor sections={data.manual} /> },
            { key: 'secrets', label: t('guestPortal.tabs.secrets'), children: <SecretsEditor secrets={data.secrets} settings={data.settings} /> },
            { key: 'emails', label: t('guestPortal.tabs.emails'), children: <GuestEmailsEditor emails={data.emails} /> },
          ]}
        />
      )}
    </>
  );
}
