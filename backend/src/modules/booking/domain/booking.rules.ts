import type { BookingStatus, QuoteDto } from '@baan-talay/contracts';
import { isVillaDate } from '@baan-talay/pricing';
import { DomainError } from '../../../shared/domain-error';
import { isPlainEmailAddress } from '../../../shared/email-address';
import type { CustomerInfo } from './booking.events';

/** The spec's own wording (SPEC §5), shown to guests as is. */
export const MESSAGES = {
  required: 'This field is required',
  email: 'Please enter a valid email',
  phone: 'Please enter a 10-digit phone number',
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

/** "Cannot confirm a booking that is cancelled": names what was tried and the status in the way. */
export function transitionError(action: string, status: BookingStatus): DomainError {
  return new DomainError('conflict', `Cannot ${action} a booking that is ${STATUS_WORDS[status]}`);
}

export const invalid = (message: string): DomainError => new DomainError('validation', message);

const PHONE_SEPARATORS = /[\s\-().]/g;

/** Trims the fields, keeps only the digits' separators out of the phone, and checks them (SPEC §5). */
export function normalizeCustomerInfo(info: CustomerInfo): CustomerInfo {
  const firstName = requiredText(info.firstName, 100);
  const lastName = requiredText(info.lastName, 100);
  const email = requiredText(info.email, 254);
  if (!isPlainEmailAddress(email)) throw invalid(MESSAGES.email);
  const phone = requiredText(info.phone, 40).replace(PHONE_SEPARATORS, '');
  if (!/^\d{10}$/.test(phone)) throw invalid(MESSAGES.phone);
  return { firstName, lastName, email: email.toLowerCase(), phone };
}

export function requiredText(value: unknown, maxLength: number): string {
  const text = typeof value === 'string' ? value.trim() : '';
  if (!text) throw invalid(MESSAGES.required);
  if (text.length > maxLength) throw invalid(`Please use at most ${maxLength} characters`);
  return text;
}

export function assertWholeNumber(value: number, min: number, field: string): void {
  if (!Number.isInteger(value) || value < min) throw invalid(`${field} must be a whole number of at least ${min}`);
}

/** The stay itself; whether the villa takes it (limits, horizon, rooms) is checked against the villa before. */
export function assertStay(checkIn: string, checkOut: string, breakdown: QuoteDto): void {
  if (!isVillaDate(checkIn) || !isVillaDate(checkOut)) throw invalid('Dates must be calendar dates (YYYY-MM-DD)');
  if (checkOut <= checkIn) throw invalid('Check-out must be after check-in');
  if (breakdown.checkIn !== checkIn || breakdown.checkOut !== checkOut) {
    throw invalid('The price breakdown does not match the dates');
  }
}

export const isAfter = (a: string, b: string): boolean => Date.parse(a) > Date.parse(b);
