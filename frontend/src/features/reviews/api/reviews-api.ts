import type { AdminReviewDto, GuestReviewDto, PublicReviewsDto, SubmitReviewRequest } from '@baan-talay/contracts';
import { api } from '../../../lib/api';
import { bookingTokenHeaders } from '../../../lib/booking-token';

const withTags = api.enhanceEndpoints({ addTagTypes: ['Reviews', 'GuestReview'] });

/** Reviews: the published ones for the landing page, a stay's own for its guest, all for the owner. */
export const reviewsApi = withTags.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getPublicReviews: build.query<PublicReviewsDto, void>({
      query: () => '/reviews',
      providesTags: ['Reviews'],
    }),
    getGuestReview: build.query<GuestReviewDto, string>({
      query: (id) => ({ url: `/booking/${encodeURIComponent(id)}/review`, headers: bookingTokenHeaders(id) }),
      providesTags: (_result, _error, id) => [{ type: 'GuestReview', id }],
    }),
    submitReview: build.mutation<GuestReviewDto, SubmitReviewRequest & { id: string }>({
      query: ({ id, ...body }) => ({ url: `/booking/${encodeURIComponent(id)}/review`, method: 'POST', body, headers: bookingTokenHeaders(id) }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'GuestReview', id }],
    }),
    adminReviews: build.query<AdminReviewDto[], void>({
      query: () => '/admin/reviews',
      providesTags: ['Reviews'],
    }),
    moderateReview: build.mutation<AdminReviewDto[], { id: string; action: 'publish' | 'hide' }>({
      query: ({ id, action }) => ({ url: `/admin/reviews/${encodeURIComponent(id)}/${action}`, method: 'POST' }),
      invalidatesTags: ['Reviews'],
    }),
    answerReview: build.mutation<AdminReviewDto[], { id: string; answer: string }>({
      query: ({ id, answer }) => ({ url: `/admin/reviews/${encodeURIComponent(id)}/answer`, method: 'PUT', body: { answer } }),
      invalidatesTags: ['Reviews'],
    }),
  }),
});

export const { useGetPublicReviewsQuery, useGetGuestReviewQuery, useSubmitReviewMutation, useAdminReviewsQuery, useModerateReviewMutation, useAnswerReviewMutation } = reviewsApi;
