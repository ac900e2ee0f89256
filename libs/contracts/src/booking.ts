import type { Language, LocalizedText } from './language';
import type { BuyerDetailsDto, QuoteChargesDto } from './billing';
import type { SlipQrCheck } from './slip-check';

export const BOOKING_STATUSES = ['pending_payment', 'in_review', 'confirmed', 'expired', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** Statuses that hold the villa's nights. */
export const HOLDING_STATUSES: readonly BookingStatus[] = ['pending_payment', 'in_review', 'confirmed'];
/** Statuses a booking never leaves (confirmed may still be cancelled by an admin). */
export const FINAL_STATUSES: readonly BookingStatus[] = ['expired', 'cancelled'];

export const PAYMENT_METHODS = ['bank_transfer', 'promptpay'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export interface CustomerInfoDto {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

export interface NightDto {
  date: string;
  weekend: boolean;
  regularPrice: number;
  price: number;
  /** The season that priced the night; absent: the base prices. */
  season?: { id: string; name: LocalizedText };
}

export interface QuoteDto {
  checkIn: string;
  checkOut: string;
  rooms: number;
  nights: number;
  weekdayNights: number;
  weekendNights: number;
  nightly: NightDto[];
  basePrice: number;
  subtotal: number;
  discount: number;
  savings: number;
  taxesAndFees: number;
  total: number;
  /** Fees and taxes in detail (issue 30); absent on quotes made before them. */
  charges?: QuoteChargesDto;
  weekdayDiscountPercent: number;
  weekendDiscountPercent: number;
}

export interface BookingDto {
  _id: string;
  reference: string;
  status: BookingStatus;
  checkIn: string;
  checkOut: string;
  rooms: number;
  guests: number;
  totalPrice: number;
  /** What the server priced; differs from totalPrice only when an admin overrode the total. */
  quotedTotal: number;
  priceOverridden: boolean;
  breakdown: QuoteDto;
  paymentMethod: PaymentMethod;
  specialRequests: string;
  language: Language;
  paymentDeadline: string;
  paymentSlipUrl: string | null;
  /** What the attached slip's verification QR said; null when no slip is attached or it predates the check. */
  slipCheck: SlipQrCheck | null;
  customerInfo: CustomerInfoDto | null;
  confirmationEmailSentAt: string | null;
  /** When the guest's personal data was erased (PDPA): the booking keeps only dates, amounts and status. */
  personalDataErasedAt?: string | null;
  /** Who made the booking: the guest on the site, or an admin (a phone booking). Absent right after a guest's create. */
  createdBy?: 'guest' | 'admin';
  /** Cancelling a paid booking: whether the guest was refunded (null when not asked). */
  refunded?: boolean | null;
  /** The refund recorded when a paid booking was cancelled, whole THB (issue 30). */
  refundAmount?: number | null;
  /** The buyer named on a full tax invoice, when the guest gave one. */
  buyer?: BuyerDetailsDto | null;
  createdAt: string;
  updatedAt: string;
}

export interface CreateBookingResponse {
  status: 'success';
  data: { booking: BookingDto; accessToken: string };
}

/** GET /api/booking/:id/promptpay-qr */
export interface PromptPayQrDto {
  /** dynamic: made for this booking's exact amount; static: the villa's uploaded QR image. */
  kind: 'dynamic' | 'static';
  /** What the guest must pay, whole THB. */
  amount: number;
  /** The EMVCo payload encoded in the QR (dynamic only). */
  payload: string | null;
  /** A PNG data URL (dynamic) or the URL of the uploaded image (static). */
  image: string;
}

/** POST /api/booking/:id/send-confirmation */
/** POST /api/booking/find: the same answer whether or not a booking matched. */
export interface FindBookingResponse {
  status: 'success';
}

export interface SendConfirmationResponse {
  status: 'success';
  message: string;
}

/** One event's personal fields, as held (decrypted) for an access request. */
export interface PersonalDataRecordDto {
  type: string;
  occurredAt: string;
  fields: Record<string, unknown>;
}

/** GET /api/admin/bookings/:id/personal-data: everything held about the guest, over every booking with the same e-mail. */
export interface PersonalDataExportDto {
  generatedAt: string;
  /** The address the bookings were matched by; null when the booking has none (or it was erased). */
  email: string | null;
  bookings: (BookingDto & { deleted: boolean; records: PersonalDataRecordDto[] })[];
}

/** A booking's reference as guests and admins see it: `BT-` and the id's first 8 characters. */
export const bookingReference = (bookingId: string): string => `BT-${bookingId.slice(0, 8).toUpperCase()}`;

/**
 * The booking's PDF file name, matching its title: a receipt once the villa has confirmed the
 * payment, a booking summary before (issue 31). The server's download and the SPA's link say the same.
 */
export const bookingDocumentName = (reference: string, status: BookingStatus, language: Language): string =>
  `${status === 'confirmed' ? 'receipt' : 'booking-summary'}-${reference}-${language}.pdf`;
