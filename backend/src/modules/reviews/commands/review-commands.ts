import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { todayInBangkok } from '@baan-talay/pricing';
import type { Actor } from '../../../event-store/event-store.port';
import { DomainError } from '../../../shared/domain-error';
import { KeyedStream } from '../../../shared/keyed-stream';
import { BookingQueries } from '../../booking';
import { reviewDecider, type ReviewCommand, type ReviewState } from '../domain/review.decider';
import { reviewStreamId } from '../domain/review.events';
import { REVIEW_VIEW_PROJECTION } from '../projections/review-view.projection';

/** A review command on `review-<bookingId>` (its own data key), answered once review_view shows it. */
const runReview = (stream: KeyedStream, command: ReviewCommand, actor: Actor, now = new Date()): Promise<ReviewState> =>
  stream.run({ streamId: reviewStreamId(command.data.bookingId), decider: reviewDecider, command, actor, now, erases: command.type === 'EraseReviewAuthor', projection: REVIEW_VIEW_PROJECTION });

export class SubmitReviewCommand extends Command<ReviewState> {
  constructor(
    readonly bookingId: string,
    readonly rating: number,
    readonly comment: string,
    readonly actor: Actor,
    readonly now = new Date(),
  ) {
    super();
  }
}

@CommandHandler(SubmitReviewCommand)
export class SubmitReviewHandler implements ICommandHandler<SubmitReviewCommand> {
  constructor(
    private readonly stream: KeyedStream,
    private readonly bookings: BookingQueries,
  ) {}

  async execute({ bookingId, rating, comment, actor, now }: SubmitReviewCommand): Promise<ReviewState> {
    const booking = await this.bookings.findDto(bookingId);
    if (!booking) throw new DomainError('not_found', 'Booking not found', { code: 'booking.notFound' });
    const stay = { status: booking.status, checkIn: booking.checkIn, checkOut: booking.checkOut, firstName: booking.customerInfo?.firstName ?? '', language: booking.language };
    const command = { type: 'SubmitReview', data: { bookingId, rating, comment, stay, today: todayInBangkok(now), by: { kind: actor.kind, id: actor.id } } } as const;
    return runReview(this.stream, command, actor, now);
  }
}

/** The owner's decisions (publish, hide, answer) and the erasure of the author's name. */
export class RunReviewCommand extends Command<ReviewState> {
  constructor(
    readonly command: Exclude<ReviewCommand, { type: 'SubmitReview' }>,
    readonly actor: Actor,
  ) {
    super();
  }
}

@CommandHandler(RunReviewCommand)
export class RunReviewHandler implements ICommandHandler<RunReviewCommand> {
  constructor(private readonly stream: KeyedStream) {}

  execute({ command, actor }: RunReviewCommand): Promise<ReviewState> {
    return runReview(this.stream, command, actor);
  }
}
