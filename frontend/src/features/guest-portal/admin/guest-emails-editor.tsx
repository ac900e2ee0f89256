import type { GuestEmailTemplateDto } from '@baan-talay/contracts';
import { Button, Card, Form, Space, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSaveGuestEmailMutation } from '../api/guest-portal-api';
import { BilingualFields } from './bilingual-fields';
import { useSaveToast } from './use-save-toast';

/** One scheduled e-mail: on or off, subject and text in Thai and English. */
function GuestEmailCard({ template }: { template: GuestEmailTemplateDto }) {
  const { t } = useTranslation('admin');
  const [save, { isLoading }] = useSaveGuestEmailMutation();
  const saved = useSaveToast();
  return (
    <Card size="small" title={t(`guestPortal.emails.kinds.${template.kind}`)}>
      <Form<GuestEmailTemplateDto> layout="vertical" initialValues={template} onFinish={(values) => saved(() => save({ ...values, kind: template.kind }))}>
        <p>{t(`guestPortal.emails.when.${template.kind}`)}</p>
        <Form.Item name="enabled" label={t('guestPortal.emails.enabled')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <BilingualFields name={['subject']} label={t('guestPortal.emails.subject')} max={200} />
        <BilingualFields name={['body']} label={t('guestPortal.emails.body')} long max={5000} />
        <Button type="primary" htmlType="submit" loading={isLoading}>{t('common.save')}</Button>
      </Form>
    </Card>
  );
}

export function GuestEmailsEditor({ emails }: { emails: GuestEmailTemplateDto[] }) {
  const { t } = useTranslation('admin');
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <p>{t('guestPortal.emails.intro')}</p>
      {emails.map((template) => <GuestEmailCard key={template.kind} template={template} />)}
    </Space>
  );
}
