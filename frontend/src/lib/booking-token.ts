/**
 * The booking's access token is the guest's only key to it (DESIGN §4). It is kept per booking in
 * local storage so a reload, or the link in an e-mail opened on the same device, resumes the flow.
 */
const PREFIX = 'booking-token:';

export const bookingTokenKey = (bookingId: string) => `${PREFIX}${bookingId}`;

export function saveBookingToken(bookingId: string, token: string): void {
  localStorage.setItem(bookingTokenKey(bookingId), token);
}

export function readBookingToken(bookingId: string): string | null {
  try {
    return localStorage.getItem(bookingTokenKey(bookingId));
  } catch {
    return null;
  }
}

/**
 * Every booking token this browser keeps, sent with a new booking: the server counts the live unpaid
 * holds among them against the per-browser limit (the others count for nothing). Like
 * saveBookingToken, it needs the storage a booking cannot go on without.
 */
export const storedBookingTokens = (): string[] =>
  Object.keys(localStorage)
    .filter((key) => key.startsWith(PREFIX))
    .slice(0, 50)
    .map((key) => localStorage[key] as string);

/** The header every guest booking call carries; empty when this device has no token. */
export function bookingTokenHeaders(bookingId: string): Record<string, string> {
  const token = readBookingToken(bookingId);
  return token ? { 'X-Booking-Token': token } : {};
}
