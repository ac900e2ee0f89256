import { BOOKING_STATUSES, PAYMENT_METHODS, type BookingStatus, type PaymentMethod } from '@baan-talay/contracts';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { Nullable } from '../../../../infrastructure/http/nullable';
import { IsVillaDate } from '../../../../infrastructure/http/villa-date.validator';

/**
 * PATCH /api/booking/:id (SPEC §7: booking fields, or {status}, or {paymentSlipUrl, status}). Guests
 * may only use paymentMethod and the slip; the other fields are an admin's (the booking decider's UpdateBooking says so).
 */
export class PatchBookingDto {
  @IsOptional() @IsIn(PAYMENT_METHODS) paymentMethod?: PaymentMethod;
  /** A URL from POST /api/upload/slip to attach, or null to remove the slip. */
  @Nullable() @IsString() @MaxLength(2000) paymentSlipUrl?: string | null;
  @IsOptional() @IsIn(BOOKING_STATUSES) status?: BookingStatus;
  @IsOptional() @IsString() @MaxLength(200) customerName?: string;
  @IsOptional() @IsString() @MaxLength(40) @IsVillaDate() checkIn?: string;
  @IsOptional() @IsString() @MaxLength(40) @IsVillaDate() checkOut?: string;
  @IsOptional() @IsInt() @Min(1) @Max(100) guests?: number;
  @IsOptional() @IsInt() @Min(1) @Max(50) rooms?: number;
  @IsOptional() @IsString() @MaxLength(254) email?: string;
  @IsOptional() @IsString() @MaxLength(40) phone?: string;
  /** A number overrides the quoted total (admins); null goes back to the quote. */
  @Nullable() @IsInt() @Min(0) @Max(100_000_000) totalPrice?: number | null;
  @IsOptional() @IsString() @MaxLength(1000) reason?: string;
}
