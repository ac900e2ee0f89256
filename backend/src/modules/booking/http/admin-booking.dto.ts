import { BOOKING_STATUSES, LANGUAGES, PAYMENT_METHODS, REFUND_METHODS, type BookingStatus, type Language, type PaymentMethod, type RefundMethod } from '@baan-talay/contracts';
import { Transform, Type } from 'class-transformer';
import {
  IsBoolean, IsIn, IsInt, IsNotEmpty, IsObject, IsOptional, IsString, Matches, Max, MaxLength, Min, ValidateIf,
} from 'class-validator';
import { Nullable } from '../../../infrastructure/http/nullable';
import { IsVillaDate } from '../../../infrastructure/http/villa-date.validator';
import { ADMIN_BOOKING_SORTS, type AdminBookingSort } from '../queries/admin-list-bookings.query';
import type { CustomerInfo } from '../domain/booking.events';
import { PlainEmailInside } from './dto/customer-info.dto';

const VILLA_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** Far beyond any real list; a bigger page would overflow the query's OFFSET. */
export const MAX_PAGE = 100_000;
const list = ({ value }: { value: unknown }) =>
  (Array.isArray(value) ? value : String(value).split(',')).map((item) => String(item).trim()).filter(Boolean);

/** GET /api/admin/bookings */
export class AdminBookingListQueryDto {
  /** One status or several, comma-separated. */
  @IsOptional() @Transform(list) @IsIn(BOOKING_STATUSES, { each: true, message: `status must be any of ${BOOKING_STATUSES.join(', ')}` })
  status?: BookingStatus[];

  /** Stays overlapping from (inclusive) … to (exclusive), villa dates. */
  @IsOptional() @Matches(VILLA_DATE, { message: 'from must be a date (YYYY-MM-DD)' }) @IsVillaDate() from?: string;
  @IsOptional() @Matches(VILLA_DATE, { message: 'to must be a date (YYYY-MM-DD)' }) @IsVillaDate() to?: string;

  /** Name, e-mail, phone, reference (BT-…) or id. */
  @IsOptional() @IsString() @MaxLength(200) search?: string;

  /** `missing`: only bookings whose attached slip has no verification QR (to check by hand). */
  @IsOptional() @IsIn(['missing'], { message: 'slipQr must be missing' }) slipQr?: 'missing';

  @IsOptional() @IsIn(ADMIN_BOOKING_SORTS, { message: `sort must be one of ${ADMIN_BOOKING_SORTS.join(', ')}` })
  sort: AdminBookingSort = 'createdAt';

  @IsOptional() @IsIn(['asc', 'desc']) order: 'asc' | 'desc' = 'desc';
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(MAX_PAGE) page = 1;
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(100) pageSize = 20;
}

/**
 * GET /api/admin/bookings/export: the list's own filters and sort (page and pageSize are ignored:
 * every matching booking is exported), in the admin's language.
 */
export class AdminBookingExportQueryDto extends AdminBookingListQueryDto {
  @IsOptional() @IsIn(LANGUAGES) lang: Language = 'th';
}

/** POST /api/admin/bookings: a booking taken by phone, optionally already paid (`status: 'confirmed'`). */
export class AdminCreateBookingDto {
  @IsString() @MaxLength(40) @IsVillaDate() checkIn!: string;
  @IsString() @MaxLength(40) @IsVillaDate() checkOut!: string;
  @IsOptional() @IsInt() @Min(1) @Max(50) rooms?: number;
  @IsOptional() @IsInt() @Min(1) @Max(100) guests?: number;
  /** A total other than the quote is kept as the admin's override. */
  @IsOptional() @IsInt({ message: 'totalPrice must be a whole number of baht' }) @Min(0) @Max(100_000_000) totalPrice?: number;
  @IsOptional() @IsIn(PAYMENT_METHODS) paymentMethod?: PaymentMethod;
  @IsOptional() @IsString() @MaxLength(2000) specialRequests?: string;
  @IsOptional() @IsIn(LANGUAGES) language?: Language;
  /** `{firstName, lastName, email, phone}`, checked by the booking decider with the spec's messages. */
  @IsOptional() @IsObject() @PlainEmailInside() customerInfo?: CustomerInfo;
  @IsOptional() @IsIn(['pending_payment', 'confirmed'], { message: "status must be 'pending_payment' or 'confirmed'" })
  status?: 'pending_payment' | 'confirmed';
}

/** PATCH /api/admin/bookings/:id (SPEC §7). */
export class AdminEditBookingDto {
  @IsOptional() @IsString() @MaxLength(200) customerName?: string;
  @IsOptional() @IsString() @MaxLength(40) @IsVillaDate() checkIn?: string;
  @IsOptional() @IsString() @MaxLength(40) @IsVillaDate() checkOut?: string;
  @IsOptional() @IsInt() @Min(1) @Max(100) guests?: number;
  /** Re-quoted with the stay's dates. */
  @IsOptional() @IsInt() @Min(1) @Max(50) rooms?: number;
  /** The guest's corrected contact details, checked by the booking's own rules (a coded 400). */
  @IsOptional() @IsString() @MaxLength(254) email?: string;
  @IsOptional() @IsString() @MaxLength(40) phone?: string;
  /** A number overrides the quoted total; null goes back to the quote. */
  @Nullable() @IsInt({ message: 'totalPrice must be a whole number of baht' }) @Min(0) @Max(100_000_000)
  totalPrice?: number | null;
  /** Save dates or guests outside the stay rules (past, too long, too many guests…); needs overrideReason. */
  @IsOptional() @IsBoolean() overrideStayRules?: boolean;
  /** Why the rules are overridden; kept in the booking's history. */
  @ValidateIf((dto: AdminEditBookingDto) => dto.overrideStayRules === true)
  @IsString({ message: 'overrideReason is required to override the stay rules' })
  @IsNotEmpty({ message: 'overrideReason is required to override the stay rules' })
  @MaxLength(500)
  overrideReason?: string;
}

/** PATCH /api/admin/bookings/:id/status */
export class AdminStatusDto {
  @IsIn(BOOKING_STATUSES, { message: `status must be one of ${BOOKING_STATUSES.join(', ')}` })
  status!: BookingStatus;

  /** Why a booking is cancelled (an internal note, kept in the history only) or its slip rejected (sent to the guest). */
  @IsOptional() @IsString() @MaxLength(500) reason?: string;

  /** Cancelling: what the guest is told in the cancellation e-mail. */
  @IsOptional() @IsString() @MaxLength(1000) messageToGuest?: string;
  /** Cancelling a confirmed booking: whether the guest was refunded (recorded in the history). */
  @IsOptional() @IsBoolean() refunded?: boolean;
  /** Cancelling a confirmed booking: a refund other than the cancellation policy's, whole THB, with its reason. */
  @IsOptional() @IsInt() @Min(0) refundAmount?: number;
  @IsOptional() @IsString() @MaxLength(500) refundReason?: string;
  @IsOptional() @IsIn(REFUND_METHODS, { message: `refundMethod must be one of ${REFUND_METHODS.join(', ')}` }) refundMethod?: RefundMethod;

  /** Rejecting a slip (`pending_payment`): minutes of the new payment window; the villa's setting by default. */
  @IsOptional() @IsInt() @Min(5) @Max(7 * 24 * 60) paymentWindowMinutes?: number;
}

/** POST /api/admin/bookings/:id/notes */
export class AdminNoteDto {
  @IsString({ message: 'text must be the note' }) @MaxLength(2000) text!: string;
}
