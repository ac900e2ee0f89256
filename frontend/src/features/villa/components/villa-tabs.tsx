import type { VillaDto } from '@baan-talay/contracts';
import { useTranslation } from 'react-i18next';
import { Tabs } from '../../../components/tabs';
import { AmenitiesTab } from './amenities-tab';
import { DescriptionTab } from './description-tab';
import { ReviewsTab } from './reviews-tab';
import { RoomsTab } from './rooms-tab';
import './villa-tabs.css';

/** Description, Rooms, Amenities, Reviews (SPEC §2). */
export function VillaTabs({ villa }: { villa: VillaDto }) {
  const { t } = useTranslation('villa');
  return (
    <Tabs
      className="villa-tabs"
      label={t('tabs.label')}
      items={[
        { key: 'description', label: t('tabs.description'), content: <DescriptionTab villa={villa} /> },
        { key: 'rooms', label: t('tabs.rooms'), content: <RoomsTab /> },
        { key: 'amenities', label: t('tabs.amenities'), content: <AmenitiesTab /> },
        { key: 'reviews', label: t('tabs.reviews'), content: <ReviewsTab /> },
      ]}
    />
  );
}
