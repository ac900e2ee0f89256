import { useTranslation } from 'react-i18next';
import { AMENITIES } from '../amenities';
import { AmenityIcon } from './amenity-icon';

export function AmenitiesTab() {
  const { t } = useTranslation('villa');
  return (
    <section aria-labelledby="amenities-title">
      <h2 id="amenities-title" className="tab-title">{t('amenities.title')}</h2>
      <ul className="amenity-grid">
        {AMENITIES.map(({ key, icon }) => (
          <li key={key} className="amenity" data-amenity={key}>
            <span className="amenity__icon" aria-hidden="true"><AmenityIcon path={icon} /></span>
            {t(`amenities.${key}`)}
          </li>
        ))}
      </ul>
    </section>
  );
}
