import type { Language, REVIEW_EVENT_TYPES, SameNames } from '@baan-talay/contracts';

export const reviewStreamId = (bookingId: string) => `review-${bookingId}`;

/** One stay's review on `review-<bookingId>`: one per stay, so the stream is the stay's. */
export type ReviewEvent =
  | { type: 'ReviewSubmitted'; data: { bookingId: string; rating: number; comment: string; language: Language; author: string; stayMonth: string } }
  | { type: 'ReviewPublished'; data: { bookingId: string } }
  | { type: 'ReviewHidden'; data: { bookingId: string } }
  | { type: 'ReviewAnswered'; data: { bookingId: string; answer: string } }
  | { type: 'ReviewPersonalDataErased'; data: { bookingId: string } };

export type ReviewEventType = ReviewEvent['type'];
const _sameNames: SameNames<ReviewEventType, (typeof REVIEW_EVENT_TYPES)[number]> = true;
void _sameNames;

/** The guest's first name goes with the booking's other personal data; the review itself stays. */
export const REVIEW_PERSONAL_FIELDS: Partial<Record<ReviewEventType, readonly string[]>> = {
  ReviewSubmitted: ['author'],
};
