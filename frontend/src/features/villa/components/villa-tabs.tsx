import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs } from '../../../components/tabs';
import './villa-tabs.css';

export const VILLA_TAB_KEYS = ['description', 'rooms', 'amenities', 'reviews'] as const;
export type VillaTabKey = (typeof VILLA_TAB_KEYS)[number];

/**
 * Description, Rooms, Amenities, Reviews (SPEC §2). The headings come with the first screen (they
 * are in the server-rendered HTML); `renderPanel` draws each panel, whose code the page loads later
 * (VillaTabPanel).
 */
export function VillaTabs({ renderPanel }: { renderPanel: (tab: VillaTabKey) => ReactNode }) {
  const { t } = useTranslation('villa');
  return (
    <Tabs
      className="villa-tabs"
      label={t('tabs.label')}
      items={VILLA_TAB_KEYS.map((key) => ({ key, label: t(`tabs.${key}`), content: renderPanel(key) }))}
    />
  );
}
