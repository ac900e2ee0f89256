import { Card, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAdminMeQuery, useSetBookingEmailsMutation, useToast } from '../admin-shared';

/** One's own e-mails about new bookings and uploaded slips (on unless turned off). */
export function BookingEmailsSwitch() {
  const { t } = useTranslation('admin');
  const { data: me } = useAdminMeQuery();
  const [save, { isLoading }] = useSetBookingEmailsMutation();
  const toast = useToast();
  const change = async (bookingEmails: boolean) => {
    try {
      await save(bookingEmails).unwrap();
      toast.success(t(bookingEmails ? 'notifications.on' : 'notifications.off'));
    } catch (error) {
      toast.error(error, t('notifications.failed'));
    }
  };
  return (
    <Card style={{ maxWidth: 480 }} title={t('notifications.title')}>
      <label style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
        <Switch checked={me?.bookingEmails ?? true} loading={isLoading || !me} onChange={(checked) => void change(checked)} />
        <span>{t('notifications.bookingEmails')}</span>
      </label>
      <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
        {t('notifications.hint', { email: me?.email ?? '' })}
      </Typography.Paragraph>
    </Card>
  );
}
