import { addDays, compareVillaDates } from '@baan-talay/pricing';

/** A booking this browser started, kept until it is paid, expired or cancelled (issue 31: resume). */
export interface StartedBooking {
  id: string;
  reference: string;
  paymentDeadline: string;
  /** `YYYY-MM-DD`: its nights are this guest's own in the calendar, not unavailable. */
  checkIn: string;
  checkOut: string;
}

/** Also read, without loading this module, by hasStartedBookings (resume-slot.tsx). */
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
    if (list.length === 0) localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, JSON.stringify(list));
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

/** A new one goes first (the newest is the one offered); one known already keeps its place. */
export function rememberStarted(booking: StartedBooking): void {
  const live = startedBookings();
  const known = live.some((b) => b.id === booking.id);
  write(known ? live.map((b) => (b.id === booking.id ? booking : b)) : [booking, ...live]);
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
