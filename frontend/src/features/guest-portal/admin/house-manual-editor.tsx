import type { HouseManualSectionDto } from '@baan-talay/contracts';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { pickLocalized } from '../../../lib/localized';
import { useSaveHouseManualMutation } from '../api/guest-portal-api';
import { BilingualFields } from './bilingual-fields';
import { OrderedList } from './ordered-list';
import { useSaveToast } from './use-save-toast';

const EMPTY = { title: { th: '', en: '' }, body: { th: '', en: '' }, mapUrl: '' };

/** The house manual's sections (arrival with a map link, check-in, Wi-Fi, pool safety …) in TH and EN. */
export function HouseManualEditor({ sections }: { sections: HouseManualSectionDto[] }) {
  const { t, i18n } = useTranslation('admin');
  const [form] = Form.useForm<{ sections: HouseManualSectionDto[] }>();
  const [save, { isLoading }] = useSaveHouseManualMutation();
  const saved = useSaveToast();
  const watched = Form.useWatch('sections', form) ?? sections;
  return (
    <Form form={form} layout="vertical" initialValues={{ sections }} onFinish={({ sections: edited }) => saved(() => save(edited ?? []))}>
      <p>{t('guestPortal.manual.intro')}</p>
      <OrderedList name="sections" addLabel={t('guestPortal.manual.add')} newItem={EMPTY}
        title={(index) => pickLocalized(watched[index]?.title, i18n.language) || t('guestPortal.manual.untitled')}>
        {(field) => (
          <>
            <Form.Item name={[field, 'id']} hidden><Input /></Form.Item>
            <BilingualFields name={[field, 'title']} label={t('guestPortal.manual.sectionTitle')} max={100} />
            <BilingualFields name={[field, 'body']} label={t('guestPortal.manual.body')} long max={5000} />
            <Form.Item name={[field, 'mapUrl']} label={t('guestPortal.manual.mapUrl')} extra={t('guestPortal.manual.mapUrlHint')}>
              <Input placeholder="https://maps.app.goo.gl/…" maxLength={500} />
            </Form.Item>
          </>
        )}
      </OrderedList>
      <Button type="primary" htmlType="submit" loading={isLoading} style={{ marginTop: 16 }}>{t('common.save')}</Button>
    </Form>
  );
}
