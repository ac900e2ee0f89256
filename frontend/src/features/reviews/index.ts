import { lazy } from 'react';

/** What other features and the app may use from the reviews feature. */
export { reviewsApi } from './api/reviews-api';
export { usePublicReviews } from './use-review-summary';
export const ReviewPage = lazy(() => import('./components/review-page'));
export const ReviewsAdminPage = lazy(() => import('./components/reviews-admin-page'));
