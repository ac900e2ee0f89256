import type { PublicReviewsDto } from '@baan-talay/contracts';
import { useGetPublicReviewsQuery } from './api/reviews-api';

/**
 * The published reviews and their real figures (null until five are published): the landing page
 * keeps the spec's figures and samples until then. The server-rendered page brings them along.
 */
export function usePublicReviews(): PublicReviewsDto {
  const { data } = useGetPublicReviewsQuery();
  return data ?? { reviews: [], summary: null };
}
