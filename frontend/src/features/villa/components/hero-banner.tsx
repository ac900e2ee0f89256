import type { VillaDto } from '@baan-talay/contracts';
import { useTranslation } from 'react-i18next';
import { VillaPicture } from '../../../components/villa-picture';
import { pickLocalized } from '../../../lib/localized';
import { heroExcerpt } from '../hero-text';
import './hero-banner.css';

/**
 * Full-width photo (a dark gradient when there is none), title and a short description (SPEC §2).
 * The section keeps its size from CSS; its text waits until the villa answer is in (`settled`), so
 * the location line and the real title never push the fallback text around (CLS).
 */
export function HeroBanner({ villa, settled }: { villa: VillaDto | undefined; settled: boolean }) {
  const { t, i18n } = useTranslation('villa');
  const language = i18n.resolvedLanguage ?? 'th';
  const title = pickLocalized(villa?.title, language) || t('hero.fallbackTitle');
  const description = heroExcerpt(pickLocalized(villa?.description, language), language) || t('hero.fallbackDescription');
  const location = pickLocalized(villa?.location, language);
  const image = villa?.backgroundImage;
  return (
    <section className={`hero${image ? '' : ' hero--plain'}`} aria-labelledby="hero-title">
      {image && <VillaPicture className="hero__image" src={image} sizes="100vw" alt="" fetchPriority="high" width={1600} height={900} />}
      <div className="hero__shade" />
      <div className={`hero__content${settled ? '' : ' hero__content--waiting'}`}>
        {location && <p className="hero__eyebrow">{location}</p>}
        <h1 id="hero-title" className="hero__title">{title}</h1>
        <p className="hero__description">{description}</p>
        <a className="bt-button bt-button--primary bt-button--large bt-button--round hero__cta" href="#book">
          {t('hero.cta')}
        </a>
      </div>
    </section>
  );
}
