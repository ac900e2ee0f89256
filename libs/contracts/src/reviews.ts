import type { Language } from './language';

export const REVIEW_STATUSES = ['pending', 'published', 'hidden'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** A published review as the landing page shows it. */
export interface PublicReviewDto {
  id: string;
  /** The guest's first name, or null once their personal data was erased. */
  author: string | null;
  rating: number;
  comment: string;
  language: Language;
  /** YYYY-MM of the stay's check-in. */
  stayMonth: string;
  answer: string | null;
}

/** GET /api/reviews: the published reviews, and their figures once there are enough of them. */
export interface PublicReviewsDto {
  reviews: PublicReviewDto[];
  /** Null until MIN_PUBLISHED_REVIEWS are published (the landing page keeps the spec's figures). */
  summary: { rating: number; count: number } | null;
}

/** Real figures replace the spec's static ones from this many published reviews on. */
export const MIN_PUBLISHED_REVIEWS = 5;

/** GET /api/booking/:id/review: whether this stay may be reviewed, and its review. */
export interface GuestReviewDto {
  bookingId: string;
  eligible: boolean;
  /** Why not, as an error code (`review.stayNotEnded` …), when not eligible. */
  reason: string | null;
  checkOut: string;
  review: { rating: number; comment: string; status: ReviewStatus; answer: string | null } | null;
}

export interface SubmitReviewRequest {
  rating: number;
  comment: string;
}

/** One review in the owner's list. */
export interface AdminReviewDto extends PublicReviewDto {
  bookingId: string;
  reference: string;
  status: ReviewStatus;
  submittedAt: string;
}
