import { checkPhone, PAYMENT_METHODS, type BookingStatus, type PaymentMethod, type QuoteDto } from '@baan-talay/contracts';
import { isVillaDate } from '@baan-talay/pricing';
import { DomainError, ErrorParams } from '../../../shared/domain-error';
import { isPlainEmailAddress } from '../../../shared/email-address';
import type { CustomerInfo } from './booking.events';
import { stayError } from './stay-errors';

/** The spec's own wording (SPEC §5), shown to guests as is. */
export const MESSAGES = {
  required: 'This field is required',
  email: 'Please enter a valid email',
  phone: 'Please enter a 10-digit phone number',
  phoneInternational: 'Please enter a phone number valid for its country, e.g. +44 7700 900123',
  paymentWindowExpired: 'Payment window expired, please start a new booking',
  notFound: 'Booking not found',
} as const;

const STATUS_WORDS: Record<BookingStatus, string> = {
  pending_payment: 'pending payment',
  in_review: 'in review',
  confirmed: 'confirmed',
  expired: 'expired',
  cancelled: 'cancelled',
};

/** What a guest or an admin tried on a booking whose status does not allow it. */
export type BookingAction = 'changeCustomerInfo' | 'changePaymentMethod' | 'attachSlip' | 'clearSlip' | 'confirm' | 'cancel' | 'changeDetails' | 'recordPayment';

const ACTION_WORDS: Record<BookingAction, string> = {
  changeCustomerInfo: 'change the customer info of',
  changePaymentMethod: 'change the payment method of',
  attachSlip: 'attach a slip to',
  clearSlip: 'clear the slip of',
  confirm: 'confirm',
  cancel: 'cancel',
  changeDetails: 'change the details of',
  recordPayment: 'record a payment on',
};

/** "Cannot confirm a booking that is cancelled": `booking.actionNotAllowed` {action, status}. */
export function transitionError(action: BookingAction, status: BookingStatus): DomainError {
  return new DomainError('conflict', `Cannot ${ACTION_WORDS[action]} a booking that is ${STATUS_WORDS[status]}`, {
    code: 'booking.actionNotAllowed',
    params: { action, status },
  });
}

/** An admin's status change the booking's status does not allow: `booking.transitionNotAllowed` {from, to}. */
export function statusChangeError(from: BookingStatus, to: BookingStatus, why?: string): DomainError {
  return new DomainError('conflict', `Cannot change the booking status from ${from} to ${to}${why ? `: ${why}` : ''}`, {
    code: 'booking.transitionNotAllowed',
    params: { from, to },
  });
}

export const invalid = (code: string, message: string, params?: ErrorParams): DomainError =>
  new DomainError('validation', message, { code, params });

export const notFound = (): DomainError => new DomainError('not_found', MESSAGES.notFound, { code: 'booking.notFound' });

/** Trims the fields and checks them; the phone by the site's one rule (libs/contracts, docs/rules.md). */
export function normalizeCustomerInfo(info: CustomerInfo): CustomerInfo {
  const firstName = requiredText(info.firstName, 100);
  const lastName = requiredText(info.lastName, 100);
  const email = requiredText(info.email, 254);
  if (!isPlainEmailAddress(email)) throw invalid('booking.emailInvalid', MESSAGES.email);
  const phone = checkPhone(requiredText(info.phone, 40));
  if (!phone.ok) throw invalid(phone.code, phone.code === 'booking.phoneInvalid' ? MESSAGES.phone : MESSAGES.phoneInternational);
  return { firstName, lastName, email: email.toLowerCase(), phone: phone.phone };
}

export function requiredText(value: unknown, maxLength: number): string {
  const text = typeof value === 'string' ? value.trim() : '';
  if (!text) throw invalid('booking.fieldRequired', MESSAGES.required);
  if (text.length > maxLength) throw invalid('booking.textTooLong', `Please use at most ${maxLength} characters`, { max: maxLength });
  return text;
}

const NUMBER_FIELDS = { guests: 'Guests', rooms: 'Rooms', totalPrice: 'Total price' } as const;

export function assertWholeNumber(value: number, min: number, field: keyof typeof NUMBER_FIELDS): void {
  if (!Number.isInteger(value) || value < min) {
    throw invalid('booking.notWholeNumber', `${NUMBER_FIELDS[field]} must be a whole number of at least ${min}`, { field, min });
  }
}

/** The stay itself; whether the villa takes it (limits, horizon, rooms) is checked against the villa before. */
export function assertStay(checkIn: string, checkOut: string, breakdown: QuoteDto): void {
  if (!isVillaDate(checkIn) || !isVillaDate(checkOut)) {
    throw stayError('booking.errors.invalidDate', { field: isVillaDate(checkIn) ? 'checkOut' : 'checkIn' }, 'Dates must be calendar dates (YYYY-MM-DD)');
  }
  if (checkOut <= checkIn) throw stayError('booking.errors.checkOutBeforeCheckIn');
  if (breakdown.checkIn !== checkIn || breakdown.checkOut !== checkOut) {
    throw invalid('booking.breakdownMismatch', 'The price breakdown does not match the dates');
  }
}

export const isAfter = (a: string, b: string): boolean => Date.parse(a) > Date.parse(b);

/** An event keeps only a method the read models and e-mails know (never null or a stray value). */
export function assertPaymentMethod(value: unknown): asserts value is PaymentMethod {
  if (!PAYMENT_METHODS.includes(value as PaymentMethod)) {
    throw invalid('booking.paymentMethodInvalid', `paymentMethod must be one of ${PAYMENT_METHODS.join(', ')}`, { field: 'paymentMethod' });
  }
}

/** Free text a guest may leave empty, but which is text all the same (booking_view holds it NOT NULL). */
export function assertOptionalText(value: unknown, field: string, maxLength: number): asserts value is string {
  if (typeof value !== 'string') throw invalid('booking.notText', `${field} must be text`, { field });
  if (value.length > maxLength) throw invalid('booking.textTooLong', `Please use at most ${maxLength} characters`, { max: maxLength });
}
