import { DEFAULT_PAYMENT_PLAN, type BookingStatus, type Language, type PaymentKind, type PaymentMethod, type PaymentTermsDto, type QuoteDto } from '@baan-talay/contracts';
import { paidTowardStay } from '@baan-talay/pricing';
import type { BookingEvent, CustomerInfo, SlipFile } from './booking.events';

/** What the decider needs to know about one booking; null before BookingCreated. */
export interface Booking {
  bookingId: string;
  status: BookingStatus;
  deleted: boolean;
  checkIn: string;
  checkOut: string;
  rooms: number;
  guests: number;
  breakdown: QuoteDto;
  totalOverride: number | null;
  paymentMethod: PaymentMethod;
  paymentDeadline: string;
  slip: SlipFile | null;
  customerInfo: CustomerInfo | null;
  specialRequests: string;
  language: Language;
  /** Message ids of confirmation e-mails already recorded: recording one again changes nothing. */
  emailedMessageIds: string[];
  /** How often the customer's e-mail address was changed after it was first given. */
  emailChanges: number;
  /** Its personal data was erased (PersonalDataErased): nothing personal can be added any more. */
  personalDataErased: boolean;
  /**
   * The effective total when the booking was confirmed: what a booking confirmed before payments
   * were events was paid (paidTowardStayOf). Null until confirmed.
   */
  confirmedTotal: number | null;
  /** Whole THB refunded, and how many refunds. */
  refundedAmount: number;
  refunds: number;
  /** The payment plan fixed at creation (issue 30). */
  terms: PaymentTermsDto;
  /** Payments received (PaymentReceived), oldest first. */
  payments: { paymentId: string; kind: PaymentKind; amount: number }[];
  /** The balance slip waiting for the owner's review. */
  balanceSlip: { paymentId: string; amount: number; slip: SlipFile } | null;
  balanceOverdue: boolean;
  securityReturned: boolean;
}

/** Paid in full, no security deposit: a booking made before payment plans existed. */
export const PAY_IN_FULL: PaymentTermsDto = { depositPercent: 100, balanceDueOn: null, securityDeposit: DEFAULT_PAYMENT_PLAN.securityDeposit };

export type BookingState = Booking | null;

/**
 * Whether a stream records its payments toward the stay as events (PaymentReceived of a deposit,
 * balance or manual payment). One confirmed before payments were events has none: its confirmation
 * was its payment in full. The one answer for the state (paidTowardStayOf) and the receipts (paymentsOf).
 */
export const carriesStayPayments = (payments: readonly { kind: PaymentKind }[]): boolean =>
  payments.some((payment) => payment.kind !== 'security_deposit');

/** Whole THB received toward the stay (the security deposit apart): its payments, else the total confirmed. */
export const paidTowardStayOf = (booking: Booking): number =>
  carriesStayPayments(booking.payments) ? paidTowardStay(booking) : (booking.confirmedTotal ?? 0);

/** "Somchai Jaidee Na Ayutthaya" -> first word, rest: an admin edits one name field. */
export function splitCustomerName(name: string): { firstName: string; lastName: string } {
  const [firstName, ...rest] = name.trim().split(/\s+/);
  return { firstName: firstName ?? '', lastName: rest.join(' ') };
}

export function evolveBooking(state: BookingState, event: BookingEvent): BookingState {
  if (event.type === 'BookingCreated') {
    const { bookingId, checkIn, checkOut, rooms, guests, breakdown, totalOverride, paymentMethod } = event.data;
    return {
      bookingId,
      status: 'pending_payment',
      deleted: false,
      checkIn,
      checkOut,
      rooms,
      guests,
      breakdown,
      totalOverride,
      paymentMethod,
      paymentDeadline: event.data.paymentDeadline,
      slip: null,
      customerInfo: null,
      specialRequests: event.data.specialRequests,
      language: event.data.language,
      emailedMessageIds: [],
      emailChanges: 0,
      personalDataErased: false,
      confirmedTotal: null,
      refundedAmount: 0,
      refunds: 0,
      terms: event.data.paymentTerms ?? PAY_IN_FULL,
      payments: [],
      balanceSlip: null,
      balanceOverdue: false,
      securityReturned: false,
    };
  }
  if (state === null) return state;
  switch (event.type) {
    case 'CustomerInfoAdded': {
      const { firstName, lastName, email, phone, guests, specialRequests, breakdown } = event.data;
      return {
        ...state,
        breakdown: breakdown ?? state.breakdown,
        customerInfo: { firstName, lastName, email, phone },
        emailChanges: state.customerInfo?.email && state.customerInfo.email !== email ? state.emailChanges + 1 : state.emailChanges,
        guests: guests ?? state.guests,
        specialRequests: specialRequests ?? state.specialRequests,
      };
    }
    case 'PaymentMethodChosen':
      return { ...state, paymentMethod: event.data.paymentMethod };
    case 'SlipAttached': {
      const { bookingId: _, ...slip } = event.data;
      return { ...state, status: 'in_review', slip };
    }
    case 'SlipCleared':
      return {
        ...state,
        status: 'pending_payment',
        slip: null,
        paymentDeadline: event.data.paymentDeadline ?? state.paymentDeadline,
      };
    case 'BookingConfirmed':
      return { ...state, status: 'confirmed', confirmedTotal: state.totalOverride ?? state.breakdown.total };
    case 'BookingExpired':
      return { ...state, status: 'expired' };
    case 'BookingCancelled':
      return { ...state, status: 'cancelled' };
    case 'BookingDetailsChanged': {
      const { customerName, ...rest } = event.data.changes;
      const customerInfo =
        customerName === undefined
          ? state.customerInfo
          : { email: '', phone: '', ...state.customerInfo, ...splitCustomerName(customerName) };
      return { ...state, ...rest, customerInfo };
    }
    case 'BookingDeleted':
      return { ...state, deleted: true };
    case 'ConfirmationEmailSent':
      return { ...state, emailedMessageIds: [...state.emailedMessageIds, event.data.messageId] };
    case 'PersonalDataErased':
      return { ...state, personalDataErased: true };
    case 'BookingNoteAdded':
    case 'ArrivalDetailsGiven':
    case 'SecretsViewed':
    case 'BuyerDetailsAdded':
      return state;
    case 'BookingRefundRecorded':
      return { ...state, refundedAmount: state.refundedAmount + event.data.amount, refunds: state.refunds + 1 };
    case 'PaymentReceived': {
      const { paymentId, kind, amount } = event.data;
      const balanceSlip = state.balanceSlip?.paymentId === paymentId ? null : state.balanceSlip;
      return { ...state, payments: [...state.payments, { paymentId, kind, amount }], balanceSlip };
    }
    case 'BalanceSlipAttached': {
      const { bookingId: _, paymentId, amount, ...slip } = event.data;
      return { ...state, balanceSlip: { paymentId, amount, slip } };
    }
    case 'BalanceSlipCleared':
      return { ...state, balanceSlip: null };
    case 'BalanceOverdue':
      return { ...state, balanceOverdue: true };
    case 'SecurityDepositReturned':
      return { ...state, securityReturned: true };
    default:
      return assertNever(event);
  }
}

export function assertNever(value: never): never {
  throw new Error(`Unhandled: ${JSON.stringify(value)}`);
}
