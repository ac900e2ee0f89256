import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Put, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { AdminReviewDto } from '@baan-talay/contracts';
import { DomainError } from '../../../shared/domain-error';
import { AdminGuard, CurrentAdmin, type AdminActor } from '../../admin-auth';
import { RunReviewCommand } from '../commands/review-commands';
import { ReviewQueries } from '../queries/review.queries';
import { AnswerReviewDto } from './review.dto';

const ReviewIdPipe = new ParseUUIDPipe({ exceptionFactory: () => new DomainError('not_found', 'This stay has no review', { code: 'review.notFound' }) });

/** The owner publishes or hides each review, and may answer it. */
@Controller('admin/reviews')
@UseGuards(AdminGuard)
export class ReviewAdminController {
  constructor(
    private readonly commands: CommandBus,
    private readonly reviews: ReviewQueries,
  ) {}

  @Get()
  list(): Promise<AdminReviewDto[]> {
    return this.reviews.all();
  }

  @Post(':id/publish')
  @HttpCode(200)
  async publish(@Param('id', ReviewIdPipe) id: string, @CurrentAdmin() admin: AdminActor): Promise<AdminReviewDto[]> {
    await this.commands.execute(new RunReviewCommand({ type: 'PublishReview', data: { bookingId: id } }, admin));
    return this.list();
  }

  @Post(':id/hide')
  @HttpCode(200)
  async hide(@Param('id', ReviewIdPipe) id: string, @CurrentAdmin() admin: AdminActor): Promise<AdminReviewDto[]> {
    await this.commands.execute(new RunReviewCommand({ type: 'HideReview', data: { bookingId: id } }, admin));
    return this.list();
  }

  @Put(':id/answer')
  async answer(@Param('id', ReviewIdPipe) id: string, @Body() body: AnswerReviewDto, @CurrentAdmin() admin: AdminActor): Promise<AdminReviewDto[]> {
    await this.commands.execute(new RunReviewCommand({ type: 'AnswerReview', data: { bookingId: id, answer: body.answer } }, admin));
    return this.list();
  }
}
