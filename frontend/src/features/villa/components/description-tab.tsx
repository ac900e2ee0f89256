import type { VillaDto } from '@baan-talay/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EnvironmentIcon } from '../../../components/contact-icons';
import { HomeIcon, TeamIcon } from '../../../components/panel-icons';
import { pickLocalized } from '../../../lib/localized';
import { Slideshow } from '../slideshow/slideshow';
import { RatingLine } from './rating-line';

const BathIcon = () => (
  <svg viewBox="0 0 24 24" width="1em" height="1em" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden>
    <path d="M3 12h18v3a5 5 0 0 1-5 5H8a5 5 0 0 1-5-5v-3zM6 12V5a2 2 0 0 1 4 0M6 20l-1 2M18 20l1 2" />
  </svg>
);

function InfoCard({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <div className="info-card">
      <span className="info-card__icon" aria-hidden>{icon}</span>
      <span className="info-card__label">{label}</span>
      <span className="info-card__value">{value}</span>
    </div>
  );
}

/** Slideshow, rating, info cards, then the title with the full description. */
export function DescriptionTab({ villa }: { villa: VillaDto }) {
  const { t, i18n } = useTranslation('villa');
  const language = i18n.resolvedLanguage ?? 'th';
  const location = pickLocalized(villa.location, language);
  const beachfront = pickLocalized(villa.beachfront, language);
  const images = villa.slideImages.map((slide) => slide.url);
  return (
    <div className="description-tab">
      <Slideshow images={images.length ? images : villa.backgroundImage ? [villa.backgroundImage] : []} />
      <RatingLine />
      <div className="info-cards">
        <InfoCard icon={<EnvironmentIcon />} label={location ? t('info.location') : t('info.beachfront')} value={location || beachfront || '—'} />
        <InfoCard icon={<TeamIcon />} label={t('info.maxGuests')} value={t('info.maxGuestsValue', { count: villa.maxGuests })} />
        <InfoCard icon={<HomeIcon />} label={t('info.bedrooms')} value={String(villa.bedrooms)} />
        <InfoCard icon={<BathIcon />} label={t('info.bathrooms')} value={String(villa.bathrooms)} />
      </div>
      <h2 className="description-tab__title">{pickLocalized(villa.title, language) || t('hero.fallbackTitle')}</h2>
      {location && beachfront && <p className="description-tab__beachfront">{beachfront}</p>}
      <p className="description-tab__text">{pickLocalized(villa.description, language) || t('hero.fallbackDescription')}</p>
    </div>
  );
}
