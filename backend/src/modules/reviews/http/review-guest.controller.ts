import { Body, Controller, Get, Inject, Param, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { todayInBangkok } from '@baan-talay/pricing';
import type { GuestReviewDto, PublicReviewsDto } from '@baan-talay/contracts';
import type { Actor } from '../../../event-store/event-store.port';
import { CLOCK, type Clock } from '../../../shared/clock';
import { DomainError } from '../../../shared/domain-error';
import { BookingAccessGuard, BookingActor, BookingQueries } from '../../booking';
import { SubmitReviewCommand } from '../commands/review-commands';
import { INITIAL_REVIEW_STATE, reviewRefusal } from '../domain/review.decider';
import { ReviewQueries } from '../queries/review.queries';
import { SubmitReviewDto } from './review.dto';

/** A stay's review, by its guest (the booking's token or e-mail link); the published ones for everyone. */
@Controller()
export class ReviewGuestController {
  constructor(
    private readonly commands: CommandBus,
    private readonly bookings: BookingQueries,
    private readonly reviews: ReviewQueries,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Get('reviews')
  published(): Promise<PublicReviewsDto> {
    return this.reviews.published();
  }

  @Get('booking/:id/review')
  @UseGuards(BookingAccessGuard)
  async get(@Param('id') id: string, @BookingActor() actor: Actor): Promise<GuestReviewDto> {
    const booking = await this.bookings.findDto(id);
    if (!booking) throw new DomainError('not_found', 'Booking not found', { code: 'booking.notFound' });
    const row = await this.reviews.ofBooking(id);
    const state = { ...INITIAL_REVIEW_STATE, submitted: row !== null };
    // An admin opening the page sees what the guest would.
    const by = actor.kind === 'admin' ? { kind: 'guest', id } : { kind: actor.kind, id: actor.id };
    const refusal = reviewRefusal(state, booking, todayInBangkok(new Date(this.clock.now())), by, id);
    return {
      bookingId: id,
      eligible: refusal === null,
      reason: refusal?.code ?? null,
      checkOut: booking.checkOut,
      review: row && { rating: row.rating, comment: row.comment, status: row.status, answer: row.answer },
    };
  }

  @Post('booking/:id/review')
  @UseGuards(BookingAccessGuard)
  async submit(@Param('id') id: string, @Body() body: SubmitReviewDto, @BookingActor() actor: Actor): Promise<GuestReviewDto> {
    await this.commands.execute(new SubmitReviewCommand(id, body.rating, body.comment, actor, new Date(this.clock.now())));
    return this.get(id, actor);
  }
}
