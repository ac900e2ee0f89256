import { Transform, Type } from 'class-transformer';
import { IsIn, IsInt, IsISO8601, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

export class AuditQueryDto {
  /** Far beyond any real trail; a bigger page would overflow the query's OFFSET. */
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(100_000)
  page = 1;

  @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(100)
  pageSize = 20;

  @IsOptional() @IsString() @MaxLength(100)
  bookingId?: string;

  /** An admin's id or e-mail. */
  @IsOptional() @IsString() @MaxLength(254)
  actor?: string;

  @IsOptional() @IsIn(['guest', 'admin', 'system'])
  actorKind?: 'guest' | 'admin' | 'system';

  /** One event type or several separated by commas (`BookingConfirmed,BookingCancelled`). */
  @IsOptional() @IsString() @MaxLength(500)
  @Transform(({ value }) => (Array.isArray(value) ? value.join(',') : value))
  type?: string;

  @IsOptional() @IsISO8601({ strict: true }, { message: 'from must be an ISO 8601 date or date-time' })
  from?: string;

  @IsOptional() @IsISO8601({ strict: true }, { message: 'to must be an ISO 8601 date or date-time' })
  to?: string;

  @IsOptional() @IsIn(['asc', 'desc'])
  order: 'asc' | 'desc' = 'desc';
}
