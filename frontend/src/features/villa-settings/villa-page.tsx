import { Col, Row, Skeleton, Space, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useAdminVillaQuery, useDeleteBackgroundMutation, useUploadBackgroundMutation, useErrorToast } from '../admin-shared';
import { AmenitiesList } from './amenities-list';
import { BillingSettingsForm } from './billing-settings-form';
import { CalendarSync } from './calendar-sync';
import { ImageSetting } from './image-setting';
import { PaymentSettings } from './payment-settings';
import { PaymentPlanForm } from '../payments';
import { SeasonsManager } from './seasons-manager';
import { RoomsManager } from './rooms-manager';
import { SlidesManager } from './slides-manager';
import { VillaSettingsForm } from './villa-settings-form';
import { VillaPoliciesForm } from './villa-policies-form';
import { VillaTextsForm } from './villa-texts-form';

const TABS = ['texts', 'policies', 'pricing', 'billing', 'payment', 'seasons', 'calendars', 'images', 'rooms', 'amenities'] as const;

export default function VillaPage() {
  const { t } = useTranslation('admin');
  const villa = useAdminVillaQuery();
  const [search, setSearch] = useSearchParams();
  const [uploadBackground] = useUploadBackgroundMutation();
  const [deleteBackground] = useDeleteBackgroundMutation();
  useErrorToast(villa.error, t('errors.fetchVilla'));
  const tab = TABS.find((key) => key === search.get('tab')) ?? 'texts';

  const data = villa.data;
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {t('villa.title')}
      </Typography.Title>
      {!data ? (
        <Skeleton active loading={villa.isLoading} />
      ) : (
        <Tabs
          activeKey={tab}
          onChange={(key) => setSearch({ tab: key }, { replace: true })}
          // Forms are keyed by the villa's version, so a save elsewhere refreshes what they show.
          items={[
            { key: 'texts', label: t('villa.tabs.texts'), children: <VillaTextsForm key={data.updatedAt} villa={data} /> },
            { key: 'policies', label: t('villa.tabs.policies'), children: <VillaPoliciesForm key={data.updatedAt} villa={data} /> },
            { key: 'pricing', label: t('villa.tabs.pricing'), children: <VillaSettingsForm key={data.updatedAt} villa={data} /> },
            { key: 'billing', label: t('villa.tabs.billing'), children: <BillingSettingsForm key={data.updatedAt} villa={data} /> },
            {
              key: 'payment',
              label: t('villa.tabs.payment'),
              children: <Space orientation="vertical" size="large" style={{ width: '100%' }}><PaymentSettings key={data.updatedAt} villa={data} /><PaymentPlanForm key={`plan-${data.updatedAt}`} villa={data} /></Space>,
            },
            { key: 'seasons', label: t('availability.seasons'), children: <SeasonsManager villa={data} /> },
            { key: 'calendars', label: t('calendarSync.title'), children: <CalendarSync /> },
            {
              key: 'images',
              label: t('villa.tabs.images'),
              children: (
                <Row gutter={[24, 24]}>
                  <Col xs={24} xl={8}>
                    <ImageSetting
                      title={t('images.background')}
                      alt={t('images.background')}
                      url={data.backgroundImage}
                      onUpload={(file) => uploadBackground(file).unwrap()}
                      onRemove={() => deleteBackground().unwrap()}
                    />
                  </Col>
                  <Col xs={24} xl={16}>
                    <SlidesManager slides={data.slideImages} />
                  </Col>
                </Row>
              ),
            },
            { key: 'rooms', label: t('villa.tabs.rooms'), children: <RoomsManager rooms={data.rooms} /> },
            { key: 'amenities', label: t('villa.tabs.amenities'), children: <AmenitiesList /> },
          ]}
        />
      )}
    </Space>
  );
}
