import { LANGUAGES, PAYMENT_METHODS, type Language, type PaymentMethod } from '@baan-talay/contracts';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsInt, IsNumber, IsObject, IsOptional, IsString, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { IsVillaDate } from '../../../../infrastructure/http/villa-date.validator';

/** A stay as the widget or the quote call sends it. `totalPrice` is accepted and never trusted. */
export class StayDto {
  @IsOptional() @IsString() @MaxLength(40) @IsVillaDate() checkIn?: string;
  @IsOptional() @IsString() @MaxLength(40) @IsVillaDate() checkOut?: string;
  @IsOptional() @IsInt() @Min(1) @Max(50) rooms?: number;
  @IsOptional() @IsInt() @Min(1) @Max(100) guests?: number;
  @IsOptional() @IsNumber() totalPrice?: number;
}

/**
 * POST /api/booking in either shape: the widget's `{bookingDetails: {checkIn, checkOut, rooms,
 * totalPrice}, paymentMethod, specialRequests}` or flat `{checkIn, checkOut, rooms, guests, …}`.
 */
export class CreateBookingDto extends StayDto {
  @IsOptional() @IsObject() @ValidateNested() @Type(() => StayDto) bookingDetails?: StayDto;
  @IsOptional() @IsIn(PAYMENT_METHODS) paymentMethod?: PaymentMethod;
  @IsOptional() @IsString() @MaxLength(2000) specialRequests?: string;
  @IsOptional() @IsIn(LANGUAGES) language?: Language;
  /** The tokens of the bookings this browser started (the SPA keeps them): its unpaid holds count against UNPAID_HOLDS_LIMIT. */
  @IsOptional() @IsArray() @ArrayMaxSize(50) @IsString({ each: true }) @MaxLength(100, { each: true }) heldTokens?: string[];
}

export class QuoteRequestDto {
  @IsOptional() @IsString() @MaxLength(40) @IsVillaDate() checkIn?: string;
  @IsOptional() @IsString() @MaxLength(40) @IsVillaDate() checkOut?: string;
  @IsOptional() @IsInt() @Min(1) @Max(50) rooms?: number;
  @IsOptional() @IsInt() @Min(1) @Max(100) guests?: number;
}
