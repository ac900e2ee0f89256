import { IsDefined, IsInt, IsObject, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import type { CustomerInfo } from '../../domain/booking.events';
import { MESSAGES } from '../../domain/booking.rules';

const required = { message: MESSAGES.required };

/**
 * PATCH /api/booking/:id/customer-info. The fields of `customerInfo` are checked by the booking
 * decider, which answers with the spec's own messages ('This field is required', …).
 */
export class CustomerInfoDto {
  @IsDefined(required) @IsObject(required) customerInfo!: Partial<Record<keyof CustomerInfo, unknown>>;
  @IsOptional() @IsInt() @Min(1) @Max(100) guests?: number;
  @IsOptional() @IsString() @MaxLength(2000) specialRequests?: string;
}
