import { useTranslation } from 'react-i18next';
import { SkeletonLines } from '../../components/skeleton-lines';
import { ResumeSlot } from '../../features/booking/resume/resume-slot';
import { BookingWidget } from '../../features/booking/widget/booking-widget';
import { useGetVillaQuery } from '../../features/villa/api/villa-api';
import { RatingLine } from '../../features/villa/components/rating-line';
import { pickLocalized } from '../../lib/localized';
import { errorMessage } from '../../lib/api';
import './booking-flow.css';

/** /booking: the widget on its own page with the villa in brief. */
export default function BookingPage() {
  const { t, i18n } = useTranslation(['booking', 'villa']);
  const language = i18n.resolvedLanguage ?? 'th';
  const { data: villa, error } = useGetVillaQuery();
  return (
    <div className="booking-page">
      <h1 className="flow-title">{t('page.title')}</h1>
      <p className="flow-intro">{t('page.intro')}</p>
      <ResumeSlot placement="banner" />
      {error && <p role="alert">{errorMessage(error, t('villa:loadError'))}</p>}
      {!villa && !error && <SkeletonLines label={t('common:loading')} />}
      {villa && (
        <div className="booking-page__grid">
          <figure className="booking-page__villa">
            {villa.backgroundImage && <img src={villa.backgroundImage} alt="" />}
            <figcaption>
              <strong>{pickLocalized(villa.name, language)}</strong>
              <span>{pickLocalized(villa.title, language)}</span>
              <RatingLine />
            </figcaption>
          </figure>
          <BookingWidget villa={villa} />
        </div>
      )}
    </div>
  );
}
