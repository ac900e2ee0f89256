import { useTranslation } from 'react-i18next';
import { AMENITIES } from '../amenities';

export function AmenitiesTab() {
  const { t } = useTranslation('villa');
  return (
    <section aria-labelledby="amenities-title">
      <h2 id="amenities-title" className="tab-title">{t('amenities.title')}</h2>
      <ul className="amenity-grid">
        {AMENITIES.map(({ key, icon: Icon }) => (
          <li key={key} className="amenity">
            <span className="amenity__icon" aria-hidden><Icon /></span>
            {t(`amenities.${key}`)}
          </li>
        ))}
      </ul>
    </section>
  );
}
