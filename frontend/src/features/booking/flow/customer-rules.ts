/** Deliberately loose: the mail server is the real check; this catches typos like a missing '@'. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** SPEC §5: a phone number is 10 digits. */
export const PHONE_PATTERN = /^\d{10}$/;

/** Guests type phone numbers with spaces or dashes (081-234-5678); only the digits are kept. */
export function normalizePhone(value: string): string {
  return value.replace(/[\s-]/g, '');
}
