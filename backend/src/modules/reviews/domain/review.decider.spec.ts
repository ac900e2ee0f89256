import { deciderSpec } from '../../../../test/support/decider-spec';
import { reviewDecider, type ReviewedStay } from './review.decider';
import type { ReviewEvent } from './review.events';

const { given } = deciderSpec(reviewDecider);
const BOOKING_ID = '5a1e2b3c-4d5e-4f60-8a7b-9c0d1e2f3a4b';
const OTHER_ID = '6b2f3c4d-5e6f-4a71-9b8c-0d1e2f3a4b5c';
const stay: ReviewedStay = { status: 'confirmed', checkIn: '2026-03-10', checkOut: '2026-03-12', firstName: ' Anna ', language: 'en' };
const guestOf = (id = BOOKING_ID) => ({ kind: 'guest', id });
const submit = (over: { today?: string; by?: { kind: string; id?: string }; rating?: number; comment?: string; stay?: ReviewedStay } = {}) =>
  ({
    type: 'SubmitReview',
    data: { bookingId: BOOKING_ID, rating: over.rating ?? 5, comment: over.comment ?? '  Lovely villa by the sea.  ', stay: over.stay ?? stay, today: over.today ?? '2026-03-12', by: over.by ?? guestOf() },
  }) as const;
const submitted: ReviewEvent = {
  type: 'ReviewSubmitted',
  data: { bookingId: BOOKING_ID, rating: 5, comment: 'Lovely villa by the sea.', language: 'en', author: 'Anna', stayMonth: '2026-03' },
};

describe('review decider: eligibility', () => {
  it("takes one review from the stay's own guest from the check-out day on", () => {
    given().when(submit()).then([submitted]);
    given().when(submit({ today: '2026-04-30' })).then([submitted]);
  });

  it('refuses before check-out, for a stay that is not confirmed, and a second review', () => {
    given().when(submit({ today: '2026-03-11' })).thenFails('conflict', 'review.stayNotEnded', { checkOut: '2026-03-12' });
    given().when(submit({ stay: { ...stay, status: 'cancelled' } })).thenFails('conflict', 'review.notAStay');
    given().when(submit({ stay: { ...stay, status: 'in_review' } })).thenFails('conflict', 'review.notAStay');
    given(submitted).when(submit()).thenFails('conflict', 'review.alreadySubmitted');
  });

  it("refuses anyone but the holder of this booking's token: another booking's guest, an admin, a stranger", () => {
    given().when(submit({ by: guestOf(OTHER_ID) })).thenFails('forbidden', 'review.guestOnly');
    given().when(submit({ by: { kind: 'admin', id: 'owner' } })).thenFails('forbidden', 'review.guestOnly');
    given().when(submit({ by: { kind: 'guest' } })).thenFails('forbidden', 'review.guestOnly');
  });

  it('checks the rating and the length of the comment', () => {
    given().when(submit({ rating: 0 })).thenFails('validation', 'review.ratingInvalid');
    given().when(submit({ rating: 4.5 })).thenFails('validation', 'review.ratingInvalid');
    given().when(submit({ comment: '  short  ' })).thenFails('validation', 'review.commentLength', { min: 10, max: 2000 });
  });
});

describe('review decider: the owner', () => {
  const publish = { type: 'PublishReview', data: { bookingId: BOOKING_ID } } as const;
  const hide = { type: 'HideReview', data: { bookingId: BOOKING_ID } } as const;
  const published: ReviewEvent = { type: 'ReviewPublished', data: { bookingId: BOOKING_ID } };

  it('publishes, hides and publishes again, each once', () => {
    given(submitted).when(publish).then([published]);
    given(submitted, published).when(publish).then([]);
    given(submitted, published).when(hide).then([{ type: 'ReviewHidden', data: { bookingId: BOOKING_ID } }]);
    given(submitted, published, { type: 'ReviewHidden', data: { bookingId: BOOKING_ID } }).when(publish).then([published]);
    given().when(publish).thenFails('not_found', 'review.notFound');
  });

  it('answers, changes or clears the answer', () => {
    const answer = (text: string) => ({ type: 'AnswerReview', data: { bookingId: BOOKING_ID, answer: text } }) as const;
    given(submitted).when(answer(' Thank you! ')).then([{ type: 'ReviewAnswered', data: { bookingId: BOOKING_ID, answer: 'Thank you!' } }]);
    given(submitted, { type: 'ReviewAnswered', data: { bookingId: BOOKING_ID, answer: 'Thank you!' } }).when(answer('Thank you!')).then([]);
    given(submitted).when(answer('x'.repeat(2001))).thenFails('validation', 'review.answerLength');
  });
});
