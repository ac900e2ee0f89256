import type { PortalSecretDto, PortalSettingsDto } from '@baan-talay/contracts';
import { Button, Divider, Form, Input, InputNumber, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { pickLocalized } from '../../../lib/localized';
import { useSavePortalSecretsMutation, useSavePortalSettingsMutation } from '../api/guest-portal-api';
import { BilingualFields } from './bilingual-fields';
import { OrderedList } from './ordered-list';
import { useSaveToast } from './use-save-toast';

/** Door code, Wi-Fi password, key-box code …: shown to a guest paid in full, N days before check-in. */
export function SecretsEditor({ secrets, settings }: { secrets: PortalSecretDto[]; settings: PortalSettingsDto }) {
  const { t, i18n } = useTranslation('admin');
  const [form] = Form.useForm<{ secrets: PortalSecretDto[] }>();
  const [save, { isLoading }] = useSavePortalSecretsMutation();
  const [saveSettings, settingsState] = useSavePortalSettingsMutation();
  const saved = useSaveToast();
  const watched = Form.useWatch('secrets', form) ?? secrets;
  return (
    <>
      <Form layout="vertical" initialValues={settings} onFinish={(values: PortalSettingsDto) => saved(() => saveSettings(values))}>
        <Space wrap align="end">
          <Form.Item name="secretsDaysBefore" label={t('guestPortal.settings.secretsDaysBefore')}>
            <InputNumber min={0} max={30} precision={0} />
          </Form.Item>
          <Form.Item name="preArrivalDaysBefore" label={t('guestPortal.settings.preArrivalDaysBefore')}>
            <InputNumber min={1} max={30} precision={0} />
          </Form.Item>
          <Form.Item>
            <Button htmlType="submit" loading={settingsState.isLoading}>{t('common.save')}</Button>
          </Form.Item>
        </Space>
      </Form>
      <Divider />
      <Form form={form} layout="vertical" initialValues={{ secrets }} onFinish={({ secrets: edited }) => saved(() => save(edited ?? []))}>
        <p>{t('guestPortal.secrets.intro')}</p>
        <OrderedList name="secrets" addLabel={t('guestPortal.secrets.add')} newItem={{ label: { th: '', en: '' }, value: '' }}
          title={(index) => pickLocalized(watched[index]?.label, i18n.language) || t('guestPortal.secrets.untitled')}>
          {(field) => (
            <>
              <Form.Item name={[field, 'id']} hidden><Input /></Form.Item>
              <BilingualFields name={[field, 'label']} label={t('guestPortal.secrets.label')} max={60} />
              <Form.Item name={[field, 'value']} label={t('guestPortal.secrets.value')} rules={[{ required: true, whitespace: true, message: t('guestPortal.secrets.valueRequired') }]}>
                <Input maxLength={200} autoComplete="off" />
              </Form.Item>
            </>
          )}
        </OrderedList>
        <Button type="primary" htmlType="submit" loading={isLoading} style={{ marginTop: 16 }}>{t('common.save')}</Button>
      </Form>
    </>
  );
}
