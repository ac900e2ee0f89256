import { addDays, compareVillaDates } from '@baan-talay/pricing';
import { readBookingToken } from './booking-token';

/** A booking this browser started, kept until it is paid, expired or cancelled (issue 31: resume). */
export interface StartedBooking {
  id: string;
  reference: string;
  paymentDeadline: string;
  /** `YYYY-MM-DD`: its nights are this guest's own in the calendar, not unavailable. */
  checkIn: string;
  checkOut: string;
}

const KEY = 'started-bookings';

function read(): StartedBooking[] {
  try {
    const list: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(list) ? (list as StartedBooking[]) : [];
  } catch {
    return [];
  }
}

function write(list: StartedBooking[]): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(list));
  } catch {
    // A browser that keeps nothing (private mode, full storage) simply offers no resume.
  }
}

/** The live ones, newest first; those whose payment window has passed are dropped. */
export function startedBookings(now = Date.now()): StartedBooking[] {
  const all = read();
  const live = all.filter((b) => Date.parse(b.paymentDeadline) > now);
  if (live.length !== all.length) write(live);
  return live;
}

export function rememberStarted(booking: StartedBooking): void {
  write([booking, ...startedBookings().filter((b) => b.id !== booking.id)]);
}

/** Paid, cancelled or expired: nothing left to continue. */
export function forgetStarted(bookingId: string): void {
  write(read().filter((b) => b.id !== bookingId));
}

/** The nights the live holds keep for this guest. */
export function ownHeldNights(): Set<string> {
  const nights = new Set<string>();
  for (const { checkIn, checkOut } of startedBookings()) {
    for (let night = checkIn; night && checkOut && compareVillaDates(night, checkOut) < 0; night = addDays(night, 1)) nights.add(night);
  }
  return nights;
}

/** The tokens of the live holds, sent with a new booking: the server counts this browser's holds by them. */
export function heldTokens(): string[] {
  return startedBookings()
    .map((b) => readBookingToken(b.id))
    .filter((token): token is string => Boolean(token));
}
