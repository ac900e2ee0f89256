import type { ArrivalDetailsDto, BookingStatus, BuyerDetailsDto, Language, LedgerMethod, PaymentMethod, PaymentTermsDto, QuoteDto, SecurityDeduction, StayCharges, VillaPricing } from '@baan-talay/contracts';
import type { PaymentActor } from './payment.events';
import type { CustomerInfo, SlipFile } from './booking.events';
import type { UnpaidHolds } from './guest-limits.rule';
import type { RefundInput } from './refund.rule';

/**
 * Commands carry everything the decider needs, clock included (`now`, ISO instant), so the decider
 * stays pure. Prices arrive already quoted by libs/pricing from the villa's current pricing.
 */
interface Command<TType extends string, TData> {
  type: TType;
  data: TData & { bookingId: string };
}

export type CreateBooking = Command<
  'CreateBooking',
  {
    by: 'guest' | 'admin';
    checkIn: string;
    checkOut: string;
    rooms: number;
    guests: number;
    breakdown: QuoteDto;
    paymentMethod: PaymentMethod;
    specialRequests: string;
    language: Language;
    paymentDeadline: string;
    accessTokenHash: string;
    /** Admin only. */
    totalOverride?: number | null;
    /** Admin only: the booking was paid another way. */
    confirm?: boolean;
    /** Admin only: contact details taken over the phone. */
    customerInfo?: CustomerInfo;
    /** A guest's: a keyed hash of the IP the request came from (never the IP itself). */
    ipHash?: string;
    /** A guest's: live unpaid holds of the bookings whose tokens this browser holds. */
    unpaidHoldsOfBrowser?: UnpaidHolds;
    /** A guest's: live unpaid holds already made from that IP (a far higher ceiling: many guests share one). */
    unpaidHoldsOfIp?: UnpaidHolds;
    /** The villa's payment plan for this stay; absent: paid in full. */
    paymentTerms?: PaymentTermsDto;
    /** With `confirm`: when and by whom the deposit was taken. */
    now?: string;
    actor?: PaymentActor;
  }
>;
export type AddCustomerInfo = Command<
  'AddCustomerInfo',
  CustomerInfo & {
    by: 'guest' | 'admin';
    guests?: number;
    specialRequests?: string;
    /** A guest's: live unpaid holds of other bookings under the e-mail address given. */
    unpaidHoldsOfEmail?: UnpaidHolds;
    /** The villa's fees and taxes, given with `guests`: an extra-guest fee prices the count (issue 30). */
    charges?: StayCharges;
  }
>;
export type ChoosePaymentMethod = Command<'ChoosePaymentMethod', { paymentMethod: PaymentMethod }>;
export type AttachSlip = Command<'AttachSlip', { slip: SlipFile; now: string }>;
/** A guest removing the slip, or an admin rejecting it (with a new payment window). */
export type ClearSlip = Command<
  'ClearSlip',
  { by: 'guest' | 'admin'; now: string; reason?: string; paymentDeadline?: string }
>;
/** Accepts the deposit: the slip in review, or money paid another way. */
export type ConfirmBooking = Command<'ConfirmBooking', { now: string; actor?: PaymentActor }>;
export type ExpireBooking = Command<'ExpireBooking', { now: string }>;
/** `by: 'guest'`: a guest letting go of their own unpaid hold; an admin's otherwise. */
export type CancelBooking = Command<
  'CancelBooking',
  { by?: 'guest' | 'admin'; reason?: string; messageToGuest?: string; refunded?: boolean; /** A paid booking's refund by the villa's policy. */ refund?: RefundInput }
>;
/** The buyer named on a full tax invoice: the guest on their booking page, or an admin. */
export type AddBuyerDetails = Command<'AddBuyerDetails', BuyerDetailsDto>;
export type ChangeBookingDetails = Command<
  'ChangeBookingDetails',
  {
    customerName?: string;
    checkIn?: string;
    checkOut?: string;
    guests?: number;
    /** Re-quoted with the stay's dates under the same rules as a guest's booking. */
    rooms?: number;
    /** The guest's contact details, corrected: checked by the guest's own rules (normalizeCustomerInfo). */
    email?: string;
    phone?: string;
    /**
     * The total the admin wants charged: a value other than the current total becomes an override
     * (kept through later date changes); null returns to the quoted price.
     */
    totalPrice?: number | null;
    /** The villa's current pricing, to quote new dates. */
    pricing: VillaPricing;
    /** The villa's today (`YYYY-MM-DD`) and booking horizon, for the stay rules new dates must keep. */
    today?: string;
    horizonDays?: number;
    /** The admin ticked "Override the stay rules": the edit is saved anyway, with this reason in the event. */
    override?: { reason: string };
  }
>;
/** An admin's status change (SPEC §7): decided against the booking's status, with `to` named in any refusal. */
export type ChangeBookingStatus = Command<
  'ChangeBookingStatus',
  {
    to: BookingStatus;
    now: string;
    reason?: string;
    /** Cancelling: what the guest is told (`reason` is the internal note). */
    messageToGuest?: string;
    /** Cancelling a confirmed booking: whether the guest got their money back (the admin is asked). */
    refunded?: boolean;
    /** Cancelling a confirmed booking: the policy and any override of its refund. */
    refund?: RefundInput;
    /** The new payment window when the change returns the booking to pending payment (a rejected slip). */
    paymentDeadline?: string;
    actor?: PaymentActor;
  }
>;
/**
 * One PATCH /api/booking/:id, decided at once: a guest's payment method and slip (attach, or null to
 * remove it); an admin may add a status and the edit's fields. All its events are appended together,
 * or none.
 */
export type UpdateBooking = Command<
  'UpdateBooking',
  {
    by: 'guest' | 'admin';
    now: string;
    paymentMethod?: PaymentMethod;
    slip?: SlipFile | null;
    status?: BookingStatus;
    details?: Omit<ChangeBookingDetails['data'], 'bookingId'>;
    reason?: string;
    /** Admin: the new payment window should the update return the booking to pending payment. */
    paymentDeadline?: string;
    /** Admin cancelling: the villa's cancellation policy, for a paid booking's refund. */
    refund?: RefundInput;
    actor?: PaymentActor;
  }
>;
export type DeleteBooking = Command<'DeleteBooking', Record<never, never>>;
export type RecordConfirmationEmailSent = Command<'RecordConfirmationEmailSent', { to: string; messageId: string }>;
/** `today`: the villa-local date (YYYY-MM-DD) the stay must have ended by. */
export type ErasePersonalData = Command<'ErasePersonalData', { by: 'admin' | 'system'; reason: 'request' | 'retention'; today: string }>;
export type AddBookingNote = Command<'AddBookingNote', { text: string }>;
/** `maxGuests`: the villa's limit the party is checked against. */
export type GiveArrivalDetails = Command<'GiveArrivalDetails', ArrivalDetailsDto & { maxGuests: number }>;
/** `today`: villa-local date; `daysBefore`: the villa's secrets window (days before check-in). */
export type ViewSecrets = Command<'ViewSecrets', { today: string; daysBefore: number }>;

/** The owner accepts the balance slip in review. */
export type AcceptBalance = Command<'AcceptBalance', { now: string; actor: PaymentActor }>;
/** An admin records money taken without a slip: toward the stay, or the security deposit on arrival. */
export type RecordPayment = Command<
  'RecordPayment',
  { kind: 'manual' | 'security_deposit'; amount: number; method: LedgerMethod; note?: string; now: string; actor: PaymentActor }
>;
/** `today`: the villa date; the balance is overdue once its due date has passed. */
export type MarkBalanceOverdue = Command<'MarkBalanceOverdue', { today: string }>;
export type ReturnSecurityDeposit = Command<
  'ReturnSecurityDeposit',
  { deductions: SecurityDeduction[]; today: string; now: string; actor: PaymentActor }
>;

export type BookingCommand =
  | CreateBooking
  | AddCustomerInfo
  | ChoosePaymentMethod
  | AttachSlip
  | ClearSlip
  | ConfirmBooking
  | ExpireBooking
  | CancelBooking
  | ChangeBookingDetails
  | ChangeBookingStatus
  | UpdateBooking
  | DeleteBooking
  | RecordConfirmationEmailSent
  | ErasePersonalData
  | AddBookingNote
  | GiveArrivalDetails
  | ViewSecrets
  | AddBuyerDetails
  | AcceptBalance
  | RecordPayment
  | MarkBalanceOverdue
  | ReturnSecurityDeposit;
