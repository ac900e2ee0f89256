import { StarFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { REVIEW_COUNT, REVIEW_RATING } from '../review-figures';
import './rating-line.css';

export function RatingLine() {
  const { t } = useTranslation('villa');
  return (
    <p className="rating-line">
      <StarFilled className="rating-line__star" aria-hidden />
      <span className="visually-hidden">{t('rating.stars', { rating: REVIEW_RATING })}. </span>
      <span>{t('rating.line', { rating: REVIEW_RATING, count: REVIEW_COUNT })}</span>
    </p>
  );
}
