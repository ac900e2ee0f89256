import { useTranslation } from 'react-i18next';
import { usePublicReviews } from '../../reviews';
import { StarIcon } from '../../../components/panel-icons';
import { REVIEW_COUNT, REVIEW_RATING } from '../review-figures';
import './rating-line.css';

export function RatingLine() {
  const { t } = useTranslation('villa');
  // The spec's figures until five real reviews are published.
  const { rating, count } = usePublicReviews().summary ?? { rating: REVIEW_RATING, count: REVIEW_COUNT };
  return (
    <p className="rating-line">
      <StarIcon className="rating-line__star" />
      <span className="visually-hidden">{t('rating.stars', { rating })}. </span>
      <span>{t('rating.line', { rating, count })}</span>
    </p>
  );
}
