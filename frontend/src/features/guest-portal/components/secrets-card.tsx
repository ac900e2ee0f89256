import { KeyOutlined, LockOutlined } from '@ant-design/icons';
import type { GuestPortalDto, PortalSecretDto } from '@baan-talay/contracts';
import { Alert, Button, Card, List, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api';
import { formatVillaDate } from '../../../lib/format';
import { pickLocalized } from '../../../lib/localized';
import { useRevealSecretsMutation } from '../api/guest-portal-api';

/**
 * Door code, Wi-Fi password …: their names always, their values only once the server says the stay
 * is paid in full and near enough; before that, when they will appear. Opening them is recorded.
 */
export function SecretsCard({ bookingId, secrets }: { bookingId: string; secrets: GuestPortalDto['secrets'] }) {
  const { t, i18n } = useTranslation('booking');
  const language = i18n.resolvedLanguage ?? 'th';
  const [reveal, { isLoading, error }] = useRevealSecretsMutation();
  const [values, setValues] = useState<PortalSecretDto[] | null>(null);
  if (secrets.labels.length === 0) return null;

  const hiddenText = secrets.visible
    ? null
    : secrets.reason === 'tooEarly' && secrets.from
      ? t('portal.secrets.from', { date: formatVillaDate(secrets.from, language, 'long') })
      : t(`portal.secrets.${secrets.reason}`);
  return (
    <Card title={<><KeyOutlined /> {t('portal.secrets.title')}</>} className="guest-portal__card" data-testid="portal-secrets">
      {hiddenText && <Alert type="info" showIcon icon={<LockOutlined />} title={hiddenText} style={{ marginBottom: 12 }} />}
      {error ? <Alert type="error" showIcon title={errorMessage(error, t('portal.secrets.failed'))} style={{ marginBottom: 12 }} /> : null}
      <List
        size="small"
        dataSource={values ?? secrets.labels.map((item) => ({ ...item, value: '' }))}
        renderItem={(item) => (
          <List.Item>
            <Typography.Text>{pickLocalized(item.label, language)}</Typography.Text>
            {values ? (
              <Typography.Text strong copyable className="guest-portal__secret">{item.value}</Typography.Text>
            ) : (
              <Typography.Text type="secondary" aria-label={t('portal.secrets.hiddenValue')}>••••••</Typography.Text>
            )}
          </List.Item>
        )}
      />
      {secrets.visible && !values && (
        <Button type="primary" icon={<KeyOutlined />} loading={isLoading} style={{ marginTop: 12 }}
          onClick={async () => {
            const result = await reveal(bookingId);
            if ('data' in result && result.data) setValues(result.data.secrets);
          }}>
          {t('portal.secrets.show')}
        </Button>
      )}
    </Card>
  );
}
