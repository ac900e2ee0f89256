import { BOOKING_EVENT_TYPES, type SameNames } from '@baan-talay/contracts';
import type { ArrivalDetailsDto, BookingStatus, BuyerDetailsDto, CancellationTier, CustomerInfoDto, Language, PaymentMethod, PaymentTermsDto, QuoteDto, RefundMethod, SlipQr, SlipQrReason } from '@baan-talay/contracts';
import type { PaymentEvent } from './payment.events';

/** A file kept by the storage port: `key` locates it, `url` is what guests and admins fetch. */
export interface SlipFile {
  key: string;
  url: string;
  contentType: string;
  size: number;
  sha256: string;
  /**
   * The slip's verification QR (SlipQrReader): `{ qr }`, or `qr: null` and the `reason`. Absent on
   * slips attached before the check existed.
   */
  qr?: SlipQr | null;
  reason?: SlipQrReason;
}

export type CustomerInfo = CustomerInfoDto;

interface Event<TType extends string, TData> {
  type: TType;
  data: TData & { bookingId: string };
}

export type BookingCreated = Event<
  'BookingCreated',
  {
    checkIn: string;
    checkOut: string;
    rooms: number;
    guests: number;
    breakdown: QuoteDto;
    /** An admin's override of breakdown.total; null when the quote stands. */
    totalOverride: number | null;
    paymentMethod: PaymentMethod;
    specialRequests: string;
    language: Language;
    paymentDeadline: string;
    /** Keyed hash of the guest's IP, so unpaid holds can be counted per IP (absent on older events and admin bookings). */
    ipHash?: string;
    accessTokenHash: string;
    /** The payment plan this booking follows (issue 30); absent: paid in full, no security deposit. */
    paymentTerms?: PaymentTermsDto;
  }
>;
/**
 * `breakdown`: the stay re-priced for the new number of guests (an extra-guest fee applies), with
 * `previousTotal` the quote's total before; absent when the count does not change the price.
 */
export type CustomerInfoAdded = Event<
  'CustomerInfoAdded',
  CustomerInfo & { guests?: number; specialRequests?: string; breakdown?: QuoteDto; previousTotal?: number }
>;
export type PaymentMethodChosen = Event<'PaymentMethodChosen', { paymentMethod: PaymentMethod }>;
export type SlipAttached = Event<'SlipAttached', SlipFile>;
export type SlipCleared = Event<
  'SlipCleared',
  { by: 'guest' | 'admin'; reason?: string; paymentDeadline?: string }
>;
export type BookingConfirmed = Event<'BookingConfirmed', { previousStatus: BookingStatus }>;
export type BookingExpired = Event<'BookingExpired', { paymentDeadline: string }>;
/**
 * `reason`: the admin's internal note (audit trail only); `messageToGuest`: what the cancellation
 * e-mail says; `refunded`: the admin's answer when a confirmed (paid) booking is cancelled.
 */
export type BookingCancelled = Event<'BookingCancelled', { previousStatus: BookingStatus; reason?: string; messageToGuest?: string; refunded?: boolean }>;

/** Fields an admin may edit; `totalOverride: null` removes an override. */
export interface BookingDetails {
  customerName: string;
  checkIn: string;
  checkOut: string;
  guests: number;
  rooms: number;
  totalOverride: number | null;
  breakdown: QuoteDto;
}
export type BookingDetailsChanged = Event<
  'BookingDetailsChanged',
  {
    changes: Partial<BookingDetails>;
    previous: Partial<BookingDetails>;
    /** Present when the admin overrode the stay rules for this edit, with their reason (the audit trail shows it). */
    override?: { reason: string };
  }
>;
export type BookingDeleted = Event<'BookingDeleted', { previousStatus: BookingStatus }>;
export type ConfirmationEmailSent = Event<'ConfirmationEmailSent', { to: string; messageId: string }>;
/** The booking's data key was destroyed: its personal fields now read as erased (crypto-shredding). */
export type PersonalDataErased = Event<'PersonalDataErased', { by: 'admin' | 'system'; reason: 'request' | 'retention' }>;
/**
 * An admin's private note: never e-mailed, never shown to the guest. Its text is personal data,
 * kept in the one field `text` (the field to encrypt).
 */
export type BookingNoteAdded = Event<'BookingNoteAdded', { text: string }>;
/** The guest's expected arrival (time, flight) and party (adults, children), from the portal. */
export type ArrivalDetailsGiven = Event<'ArrivalDetailsGiven', ArrivalDetailsDto>;
/** Someone opened the stay's secrets (door code, Wi-Fi …) in the portal: the actor says who. */
export type SecretsViewed = Event<'SecretsViewed', Record<never, never>>;

/**
 * Money going back to the guest of a cancelled paid booking (issue 30): what the policy's tier
 * proposed and what was recorded (an admin's other amount has its reason). `refundId` numbers the
 * booking's refunds: its credit note is issued once per refundId.
 */
export type BookingRefundRecorded = Event<
  'BookingRefundRecorded',
  {
    refundId: string;
    amount: number;
    proposedAmount: number;
    paid: number;
    daysBefore: number;
    policyTier: CancellationTier | null;
    method: RefundMethod;
    actor: 'guest' | 'admin';
    reason?: string;
  }
>;
/** The buyer a full tax invoice names (the guest's company, or themselves with their address). */
export type BuyerDetailsAdded = Event<'BuyerDetailsAdded', BuyerDetailsDto>;

export type BookingEvent =
  | BookingCreated
  | CustomerInfoAdded
  | PaymentMethodChosen
  | SlipAttached
  | SlipCleared
  | BookingConfirmed
  | BookingExpired
  | BookingCancelled
  | BookingDetailsChanged
  | BookingDeleted
  | ConfirmationEmailSent
  | PersonalDataErased
  | BookingNoteAdded
  | ArrivalDetailsGiven
  | SecretsViewed
  | BookingRefundRecorded
  | BuyerDetailsAdded
  | PaymentEvent;

export type BookingEventType = BookingEvent['type'];

export { BOOKING_EVENT_TYPES };

/**
 * The bookings whose stream starts in these events (their BookingCreated is among them). In a
 * replay, where the tables hold only what the events up to the checkpoint wrote, such a booking has
 * no read-model row yet: there is nothing to read for it, and its row can be loaded rather than upserted.
 */
export function bookingsCreatedIn(events: readonly { type: string; data: Record<string, unknown> }[]): Set<string> {
  const created = new Set<string>();
  for (const event of events) if (event.type === 'BookingCreated') created.add(event.data.bookingId as string);
  return created;
}
// Fails to compile when an event is added to the union but not to the shared list, or the reverse.
export const bookingEventTypesAgree: SameNames<BookingEvent['type'], (typeof BOOKING_EVENT_TYPES)[number]> = true;

export const bookingStreamId = (bookingId: string): string => `booking-${bookingId}`;
