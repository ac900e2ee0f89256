import { IsOptional, IsString, MaxLength } from 'class-validator';
import { IsVillaDate } from '../../../../infrastructure/http/villa-date.validator';

/** GET /api/villa/availability?from=YYYY-MM-DD&to=YYYY-MM-DD (to exclusive). */
export class AvailabilityQueryDto {
  @IsOptional() @IsString() @MaxLength(40) @IsVillaDate() from?: string;
  @IsOptional() @IsString() @MaxLength(40) @IsVillaDate() to?: string;
}
