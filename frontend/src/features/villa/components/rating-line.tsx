import { useTranslation } from 'react-i18next';
import { StarIcon } from '../../../components/panel-icons';
import { REVIEW_COUNT, REVIEW_RATING } from '../review-figures';
import './rating-line.css';

export function RatingLine() {
  const { t } = useTranslation('villa');
  return (
    <p className="rating-line">
      <StarIcon className="rating-line__star" />
      <span className="visually-hidden">{t('rating.stars', { rating: REVIEW_RATING })}. </span>
      <span>{t('rating.line', { rating: REVIEW_RATING, count: REVIEW_COUNT })}</span>
    </p>
  );
}
