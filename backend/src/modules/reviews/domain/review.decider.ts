import type { Language, ReviewStatus } from '@baan-talay/contracts';
import type { Decider } from '../../../event-store/decider';
import { DomainError } from '../../../shared/domain-error';
import type { ReviewEvent } from './review.events';

/** The stay being reviewed, as the handler read it from the booking context. */
export interface ReviewedStay {
  status: string;
  checkIn: string;
  checkOut: string;
  firstName: string;
  language: Language;
}

export type ReviewCommand =
  | {
      type: 'SubmitReview';
      data: { bookingId: string; rating: number; comment: string; stay: ReviewedStay; today: string; by: { kind: string; id?: string } };
    }
  | { type: 'PublishReview'; data: { bookingId: string } }
  | { type: 'HideReview'; data: { bookingId: string } }
  | { type: 'AnswerReview'; data: { bookingId: string; answer: string } }
  | { type: 'EraseReviewAuthor'; data: { bookingId: string } };

export interface ReviewState {
  submitted: boolean;
  status: ReviewStatus;
  answer: string | null;
  authorErased: boolean;
}

export const INITIAL_REVIEW_STATE: ReviewState = { submitted: false, status: 'pending', answer: null, authorErased: false };
export const COMMENT_LENGTH = [10, 2000] as const;
export const ANSWER_MAX_LENGTH = 2000;

const refuse = (kind: 'forbidden' | 'conflict' | 'validation' | 'not_found', code: string, message: string, params = {}) =>
  new DomainError(kind, message, { code, params });

/**
 * Why this stay may not be reviewed now (an error), or null: only the stay's own guest (its token),
 * only a confirmed stay, only from its check-out day on, and only once.
 */
export function reviewRefusal(state: ReviewState, stay: Pick<ReviewedStay, 'status' | 'checkOut'>, today: string, by: { kind: string; id?: string }, bookingId: string): DomainError | null {
  if (by.kind !== 'guest' || by.id !== bookingId) return refuse('forbidden', 'review.guestOnly', "Only the stay's guest can review it, with the booking's own link");
  if (stay.status !== 'confirmed') return refuse('conflict', 'review.notAStay', 'Only a confirmed stay can be reviewed');
  if (today < stay.checkOut) return refuse('conflict', 'review.stayNotEnded', 'A stay can be reviewed from its check-out day', { checkOut: stay.checkOut });
  if (state.submitted) return refuse('conflict', 'review.alreadySubmitted', 'This stay has already been reviewed');
  return null;
}

function decide(command: ReviewCommand, state: ReviewState): ReviewEvent[] {
  const { bookingId } = command.data;
  if (command.type !== 'SubmitReview' && !state.submitted) throw refuse('not_found', 'review.notFound', 'This stay has no review');
  switch (command.type) {
    case 'SubmitReview': {
      const { rating, stay, today, by } = command.data;
      const refusal = reviewRefusal(state, stay, today, by, bookingId);
      if (refusal) throw refusal;
      if (!Number.isInteger(rating) || rating < 1 || rating > 5) throw refuse('validation', 'review.ratingInvalid', 'A rating is 1 to 5 stars');
      const comment = command.data.comment.trim();
      const [min, max] = COMMENT_LENGTH;
      if (comment.length < min || comment.length > max) throw refuse('validation', 'review.commentLength', `A comment is ${min} to ${max} characters`, { min, max });
      const author = stay.firstName.trim();
      return [{ type: 'ReviewSubmitted', data: { bookingId, rating, comment, language: stay.language, author, stayMonth: stay.checkIn.slice(0, 7) } }];
    }
    case 'PublishReview':
      return state.status === 'published' ? [] : [{ type: 'ReviewPublished', data: { bookingId } }];
    case 'HideReview':
      return state.status === 'hidden' ? [] : [{ type: 'ReviewHidden', data: { bookingId } }];
    case 'AnswerReview': {
      const answer = command.data.answer.trim();
      if (answer.length > ANSWER_MAX_LENGTH) throw refuse('validation', 'review.answerLength', `An answer is at most ${ANSWER_MAX_LENGTH} characters`, { max: ANSWER_MAX_LENGTH });
      return answer === (state.answer ?? '') ? [] : [{ type: 'ReviewAnswered', data: { bookingId, answer } }];
    }
    case 'EraseReviewAuthor':
      return state.authorErased ? [] : [{ type: 'ReviewPersonalDataErased', data: { bookingId } }];
    default: {
      const never: never = command;
      throw new Error(`Unknown review command ${(never as { type: string }).type}`);
    }
  }
}

function evolve(state: ReviewState, event: ReviewEvent): ReviewState {
  switch (event.type) {
    case 'ReviewSubmitted':
      return { ...state, submitted: true, status: 'pending' };
    case 'ReviewPublished':
      return { ...state, status: 'published' };
    case 'ReviewHidden':
      return { ...state, status: 'hidden' };
    case 'ReviewAnswered':
      return { ...state, answer: event.data.answer || null };
    case 'ReviewPersonalDataErased':
      return { ...state, authorErased: true };
    default: {
      const never: never = event;
      throw new Error(`Unknown review event ${(never as { type: string }).type}`);
    }
  }
}

export const reviewDecider: Decider<ReviewState, ReviewCommand, ReviewEvent> = { initialState: INITIAL_REVIEW_STATE, decide, evolve };
