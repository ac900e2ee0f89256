import type { VillaDto } from '@baan-talay/contracts';
import { useTranslation } from 'react-i18next';
import { pickLocalized } from '../../../lib/localized';
import { pageOrigin } from '../../../lib/page-origin';
import { usePublicReviews } from '../../reviews';

const absolute = (url: string) => new URL(url, pageOrigin()).href;

/**
 * The amenities' names as villa.json lists them (beside the section's title): the amenities list
 * with its icons stays out of the JavaScript of the first screen, which renders this.
 */
const amenityNames = (texts: unknown): string[] =>
  Object.entries(texts as Record<string, unknown>)
    .filter(([key, value]) => key !== 'title' && typeof value === 'string')
    .map(([, value]) => value as string);

/** schema.org VacationRental from the villa data, for search engines (rendered in the page body, so the server-rendered HTML carries it). */
export function VillaJsonLd({ villa }: { villa: VillaDto }) {
  const { t, i18n } = useTranslation('villa');
  const language = i18n.resolvedLanguage ?? 'th';
  const { summary } = usePublicReviews();
  const images = [villa.backgroundImage, ...villa.slideImages.map((slide) => slide.url)].filter((url): url is string => !!url);
  const data = {
    '@context': 'https://schema.org',
    '@type': 'VacationRental',
    name: pickLocalized(villa.name, language),
    description: pickLocalized(villa.description, language),
    inLanguage: language,
    url: pageOrigin(),
    image: images.map(absolute),
    address: { '@type': 'PostalAddress', addressLocality: pickLocalized(villa.location, language), addressCountry: 'TH' },
    // Only from real, published reviews: search engines are never told the spec's sample figures.
    ...(summary && { aggregateRating: { '@type': 'AggregateRating', ratingValue: summary.rating, reviewCount: summary.count, bestRating: 5 } }),
    containsPlace: {
      '@type': 'Accommodation',
      additionalType: 'EntirePlace',
      occupancy: { '@type': 'QuantitativeValue', maxValue: villa.maxGuests },
      numberOfBedrooms: villa.bedrooms,
      numberOfBathroomsTotal: villa.bathrooms,
      ...(villa.sizeSqm > 0 && { floorSize: { '@type': 'QuantitativeValue', value: villa.sizeSqm, unitCode: 'MTK' } }),
      amenityFeature: amenityNames(t('amenities', { returnObjects: true })).map((name) => ({ '@type': 'LocationFeatureSpecification', name, value: true })),
    },
    priceRange: `฿${Math.min(villa.weekdayPrice, villa.weekendPrice)}–฿${Math.max(villa.weekdayPrice, villa.weekendPrice)}`,
  };
  // JSON.stringify does not escape '<'; escaping it keeps villa text from closing the script tag.
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
