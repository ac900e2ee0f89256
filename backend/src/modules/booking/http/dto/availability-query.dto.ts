import { IsOptional, IsString, MaxLength } from 'class-validator';

/** GET /api/villa/availability?from=YYYY-MM-DD&to=YYYY-MM-DD (to exclusive). */
export class AvailabilityQueryDto {
  @IsOptional() @IsString() @MaxLength(40) from?: string;
  @IsOptional() @IsString() @MaxLength(40) to?: string;
}
