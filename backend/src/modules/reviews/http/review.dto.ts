import { IsInt, IsString, Max, MaxLength, Min } from 'class-validator';

const code = (c: string) => ({ context: { code: c } });

/** POST /api/booking/:id/review */
export class SubmitReviewDto {
  @IsInt(code('review.ratingInvalid')) @Min(1, code('review.ratingInvalid')) @Max(5, code('review.ratingInvalid')) rating!: number;
  @IsString(code('review.commentLength')) @MaxLength(2000, code('review.commentLength')) comment!: string;
}

/** PUT /api/admin/reviews/:id/answer (empty: no answer) */
export class AnswerReviewDto {
  @IsString(code('review.answerLength')) @MaxLength(2000, code('review.answerLength')) answer!: string;
}
