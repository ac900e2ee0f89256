import type { PublicReviewDto } from '@baan-talay/contracts';
import { useTranslation } from 'react-i18next';
import { Stars } from '../../../components/stars';
import { pickLocalized } from '../../../lib/localized';
import { formatVillaDate } from '../../../lib/format';
import { usePublicReviews } from '../../reviews';
import { REVIEW_COUNT, REVIEW_RATING, SAMPLE_REVIEWS } from '../sample-reviews';

/** A real review: the guest's first name, the month of the stay and the language it was written in. */
function RealReview({ review }: { review: PublicReviewDto }) {
  const { t, i18n } = useTranslation('villa');
  const language = i18n.resolvedLanguage ?? 'th';
  const author = review.author ?? t('reviews.guest');
  const month = new Intl.DateTimeFormat(language === 'th' ? 'th-TH' : 'en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${review.stayMonth}-01T00:00:00Z`));
  return (
    <li className="review">
      <span className="review__avatar" aria-hidden>{author.slice(0, 1).toUpperCase()}</span>
      <div>
        <p className="review__author">{author}</p>
        <p className="review__meta">
          <Stars rating={review.rating} size={14} label={t('reviews.rated', { rating: review.rating })} />
          <span>{t('reviews.stayed', { month })}</span>
          <span>{t('reviews.writtenIn', { language: t(`reviews.languages.${review.language}`) })}</span>
        </p>
        <p className="review__comment" lang={review.language}>{review.comment}</p>
        {review.answer && (
          <p className="review__comment">
            <strong>{t('reviews.answer')}:</strong> {review.answer}
          </p>
        )}
      </div>
    </li>
  );
}

/**
 * Published reviews from real stays; until five are published, the spec's fixed 4.9 and 128 and its
 * sample reviews stay beside them (SPEC §9).
 */
export function ReviewsTab() {
  const { t, i18n } = useTranslation('villa');
  const language = i18n.resolvedLanguage ?? 'th';
  const { reviews, summary } = usePublicReviews();
  const { rating, count } = summary ?? { rating: REVIEW_RATING, count: REVIEW_COUNT };
  return (
    <section aria-labelledby="reviews-title">
      <h2 id="reviews-title" className="tab-title">{t('reviews.title')}</h2>
      <div className="reviews-summary">
        <span className="reviews-summary__score">{rating}</span>
        <div>
          <Stars rating={rating} size={22} label={t('reviews.rated', { rating })} />
          <p>{t('reviews.basedOn', { count })}</p>
        </div>
      </div>
      <ul className="review-list">
        {reviews.map((review) => <RealReview key={review.id} review={review} />)}
        {!summary &&
          SAMPLE_REVIEWS.map((review) => (
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
