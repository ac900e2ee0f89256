import { Module } from '@nestjs/common';
import { CommandBus, CqrsModule } from '@nestjs/cqrs';
import { PersonalDataRegistry } from '../../event-store/personal-data';
import { KeyedStream } from '../../shared/keyed-stream';
import { BookingModule, PersonalDataScrubbers } from '../booking';
import { LandingExtras, VillaModule } from '../villa';
import { RunReviewCommand, RunReviewHandler, SubmitReviewHandler } from './commands/review-commands';
import { REVIEW_PERSONAL_FIELDS } from './domain/review.events';
import { ReviewAdminController } from './http/review-admin.controller';
import { ReviewGuestController } from './http/review-guest.controller';
import { ReviewViewProjection } from './projections/review-view.projection';
import { ReviewQueries } from './queries/review.queries';

const ERASURE_ACTOR = { kind: 'system', id: 'pii-erasure' } as const;

/**
 * Reviews from real stays (issue 32): the stay's guest reviews it once after check-out; the owner
 * publishes, hides and answers; the landing page shows the published ones (server-rendered too).
 */
@Module({
  imports: [CqrsModule, BookingModule, VillaModule],
  controllers: [ReviewGuestController, ReviewAdminController],
  providers: [KeyedStream, SubmitReviewHandler, RunReviewHandler, ReviewViewProjection, ReviewQueries],
})
export class ReviewsModule {
  constructor(personalData: PersonalDataRegistry, scrubbers: PersonalDataScrubbers, landing: LandingExtras, reviews: ReviewQueries, commands: CommandBus) {
    personalData.register(REVIEW_PERSONAL_FIELDS);
    // The guest's name leaves the review with the booking's other personal data.
    scrubbers.register('review author', async ({ bookingId }) => {
      if (await reviews.ofBooking(bookingId)) await commands.execute(new RunReviewCommand({ type: 'EraseReviewAuthor', data: { bookingId } }, ERASURE_ACTOR));
    });
    landing.register('reviews', { version: () => reviews.version(), load: () => reviews.published() });
  }
}
