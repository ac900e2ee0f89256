import { Type } from 'class-transformer';
import { IsDefined, IsInt, IsNotEmpty, IsObject, IsOptional, IsString, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { MESSAGES } from '../../domain/booking.rules';

const required = { message: MESSAGES.required };

/** Shape only; the booking decider checks the e-mail and the 10-digit phone with the spec's messages. */
export class CustomerInfoFieldsDto {
  @IsString(required) @IsNotEmpty(required) @MaxLength(100) firstName!: string;
  @IsString(required) @IsNotEmpty(required) @MaxLength(100) lastName!: string;
  @IsString(required) @IsNotEmpty(required) @MaxLength(254) email!: string;
  @IsString(required) @IsNotEmpty(required) @MaxLength(40) phone!: string;
}

/** PATCH /api/booking/:id/customer-info */
export class CustomerInfoDto {
  @IsDefined(required) @IsObject(required) @ValidateNested() @Type(() => CustomerInfoFieldsDto) customerInfo!: CustomerInfoFieldsDto;
  @IsOptional() @IsInt() @Min(1) @Max(100) guests?: number;
  @IsOptional() @IsString() @MaxLength(2000) specialRequests?: string;
}
