import type { VillaDto } from '@baan-talay/contracts';
import { AmenitiesTab } from './amenities-tab';
import { DescriptionTab } from './description-tab';
import { ReviewsTab } from './reviews-tab';
import { RoomsTab } from './rooms-tab';
import type { VillaTabKey } from './villa-tabs';

/** The content of one of the landing page's tabs (its own chunk: slideshow, cards, antd parts). */
export function VillaTabPanel({ tab, villa }: { tab: VillaTabKey; villa: VillaDto }) {
  switch (tab) {
    case 'description':
      return <DescriptionTab villa={villa} />;
    case 'rooms':
      return <RoomsTab />;
    case 'amenities':
      return <AmenitiesTab />;
    case 'reviews':
      return <ReviewsTab />;
  }
}
