import { bookingReference, type BookingDto, type SlipQrCheck } from '@baan-talay/contracts';
import type { SlipFile } from '../domain/booking.events';
import type { Booking } from '../domain/booking.state';
import type { BookingView } from './booking-view.entity';

/** `BT-` and the first 8 hex digits of the id: short enough to read out over the phone. */
export { bookingReference };

/** The booking as guests and admins see it (libs/contracts BookingDto; `_id` as the spec calls it). */
export function toBookingDto(row: BookingView): BookingDto {
  const hasCustomer = row.customerFirstName !== null || row.customerEmail !== null;
  return {
    _id: row.id,
    reference: row.reference,
    status: row.status,
    checkIn: row.checkIn,
    checkOut: row.checkOut,
    rooms: row.rooms,
    guests: row.guests,
    totalPrice: row.totalPrice,
    quotedTotal: row.quotedTotal,
    priceOverridden: row.totalOverride !== null,
    breakdown: row.breakdown,
    paymentMethod: row.paymentMethod,
    specialRequests: row.specialRequests,
    language: row.language,
    paymentDeadline: row.paymentDeadline.toISOString(),
    paymentSlipUrl: row.paymentSlipUrl,
    slipCheck: slipCheckOf({ qr: row.slipQrRef === null ? null : { sendingBank: row.slipQrBank ?? '', transRef: row.slipQrRef }, reason: row.slipQrReason ?? undefined }),
    customerInfo: hasCustomer
      ? {
          firstName: row.customerFirstName ?? '',
          lastName: row.customerLastName ?? '',
          email: row.customerEmail ?? '',
          phone: row.customerPhone ?? '',
        }
      : null,
    confirmationEmailSentAt: row.confirmationEmailSentAt?.toISOString() ?? null,
    personalDataErasedAt: row.personalDataErasedAt?.toISOString() ?? null,
    createdBy: row.createdBy,
    refunded: row.refunded,
    refundAmount: row.refundAmount ?? null,
    buyer: row.buyer ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The same DTO from the decider's state right after a create (`at`: when it happened, `createdBy`:
 * the kind of actor that made it, as booking_view records it), so the guest receives the booking and
 * its token even when booking_view is slow to catch up.
 */
export function toBookingDtoFromState(booking: Booking, at: string, createdBy: 'guest' | 'admin'): BookingDto {
  return {
    _id: booking.bookingId,
    reference: bookingReference(booking.bookingId),
    status: booking.status,
    checkIn: booking.checkIn,
    checkOut: booking.checkOut,
    rooms: booking.rooms,
    guests: booking.guests,
    totalPrice: booking.totalOverride ?? booking.breakdown.total,
    quotedTotal: booking.breakdown.total,
    priceOverridden: booking.totalOverride !== null,
    breakdown: booking.breakdown,
    paymentMethod: booking.paymentMethod,
    specialRequests: booking.specialRequests,
    language: booking.language,
    paymentDeadline: booking.paymentDeadline,
    paymentSlipUrl: booking.slip?.url ?? null,
    slipCheck: booking.slip && slipCheckOf(booking.slip),
    customerInfo: booking.customerInfo,
    confirmationEmailSentAt: null,
    personalDataErasedAt: null,
    createdBy,
    refunded: null,
    refundAmount: null,
    buyer: null,
    createdAt: at,
    updatedAt: at,
  };
}

/** A slip's QR check as the DTO shows it; null when there is none (no slip, or attached before the check). */
function slipCheckOf({ qr, reason }: Pick<SlipFile, 'qr' | 'reason'>): SlipQrCheck | null {
  if (qr) return { qr };
  return reason ? { qr: null, reason } : null;
}
