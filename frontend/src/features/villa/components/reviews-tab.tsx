import { useTranslation } from 'react-i18next';
import { Stars } from '../../../components/stars';
import { formatVillaDate } from '../../../lib/format';
import { pickLocalized } from '../../../lib/localized';
import { REVIEW_COUNT, REVIEW_RATING, SAMPLE_REVIEWS } from '../sample-reviews';

/** Static sample reviews with the spec's fixed 4.9 and 128 (SPEC §9). */
export function ReviewsTab() {
  const { t, i18n } = useTranslation('villa');
  const language = i18n.resolvedLanguage ?? 'th';
  return (
    <section aria-labelledby="reviews-title">
      <h2 id="reviews-title" className="tab-title">{t('reviews.title')}</h2>
      <div className="reviews-summary">
        <span className="reviews-summary__score">{REVIEW_RATING}</span>
        <div>
          <Stars rating={REVIEW_RATING} size={22} label={t('reviews.rated', { rating: REVIEW_RATING })} />
          <p>{t('reviews.basedOn', { count: REVIEW_COUNT })}</p>
        </div>
      </div>
      <ul className="review-list">
        {SAMPLE_REVIEWS.map((review) => (
          <li key={review.id} className="review">
            <span className="review__avatar" aria-hidden>{review.avatar}</span>
            <div>
              <p className="review__author">{review.author}</p>
              <p className="review__meta">
                <Stars rating={review.rating} size={14} label={t('reviews.rated', { rating: review.rating })} />
                <span>{formatVillaDate(review.date, language, 'medium')}</span>
              </p>
              <p className="review__comment">{pickLocalized(review.comment, language)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
